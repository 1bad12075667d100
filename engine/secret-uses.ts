// Secret uses in a screen document (see secrets.ts): a state path ("session.token") or template part
// ("{session.token}") that reaches the session token. Only the screen check needs them (check:screens, the loader
// for a changed live file, the studio), so they stay out of the first paint's script.
import { isSecretPath } from './secrets.ts';

const TEMPLATE_PART = /\{\s*([^{}]*?)\s*\}/g;

/** The first {path} in a template that reads a secret, or null. */
export function secretInTemplate(text: string): string | null {
  for (const m of text.matchAll(TEMPLATE_PART)) if (m[1] && isSecretPath(m[1])) return m[1];
  return null;
}

export interface SecretUse {
  pointer: string;
  path: string;
  found: string;
}

/** Every string in a screen document that is a secret state path or a template reaching one, with its pointer. */
export function findSecretUses(doc: unknown, pointer = ''): SecretUse[] {
  if (typeof doc === 'string') {
    if (/^[A-Za-z][\w.]*$/.test(doc.trim()) && isSecretPath(doc)) return [{ pointer, path: doc.trim(), found: doc }];
    const inTemplate = secretInTemplate(doc);
    return inTemplate ? [{ pointer, path: inTemplate, found: doc }] : [];
  }
  if (Array.isArray(doc)) return doc.flatMap((v, i) => findSecretUses(v, `${pointer}/${i}`));
  if (doc && typeof doc === 'object') {
    return Object.entries(doc).flatMap(([k, v]) => findSecretUses(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return [];
}
