// The compiled screen and app.json validators, loaded only when a live file differs from the text the
// build validated (see load.ts): the shipped screens need no validation code before the first paint.
// Beyond the schema, safetyProblems refuses session secrets in bindings, paths that leave the origin and images
// from hosts app.json does not allow.
import { validateScreen, validateApp } from '../../generated/validate-screens.js';
import type { CompiledValidator } from '../widget-module.ts';
import { secretMessage } from '../secrets.ts';
import { findSecretUses } from '../secret-uses.ts';
import { checkLink } from '../links.ts';
import { describe, type Problem } from './describe.ts';

/** Keys whose value is an in-app path (navigation targets, redirects, link templates). */
const PATH_KEYS = new Set(['to', 'redirect', 'home', 'link', 'linkTo', 'detailTo', 'moreTo', 'agreement', 'reload', 'loginTo']);
/** Keys whose value is an image's address (the image widget's src). */
const IMAGE_KEYS = new Set(['src']);

/**
 * Why an image address may not be used, or null: a path on this site, or https on one of `hosts` (app.json's
 * imageHosts). An image from anywhere else would tell that host about every player who sees it. Without `hosts`
 * (one file checked alone, in the browser) any https host passes; check:screens and the studio pass them.
 */
export function imageUrlProblem(src: string, hosts?: ReadonlySet<string>): string | null {
  if (src.startsWith('/')) {
    const verdict = checkLink(src);
    return verdict.ok ? null : `unsafe image address: it ${verdict.reason}`;
  }
  const verdict = checkLink(src, hosts ?? new Set([hostOf(src)]));
  if (verdict.ok) return null;
  if (/^https:\/\/[^/]/i.test(src) && hosts && !hosts.has(hostOf(src)))
    return `images may not come from ${hostOf(src)}: it is not one of app.json's imageHosts`;
  return `unsafe image address: it ${verdict.reason}`;
}
const hostOf = (src: string) => {
  try {
    return new URL(src).host;
  } catch {
    return '';
  }
};

/**
 * Session secrets read by a binding or template, app paths a browser would send to another host, and images from
 * hosts not in `imageHosts` (app.json's, when the check has it).
 */
export function safetyProblems(file: string, value: unknown, imageHosts?: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = findSecretUses(value).map((u) => ({
    file,
    pointer: u.pointer,
    message: secretMessage(u.path),
    expected: 'a state path that is not session.token or session',
    found: JSON.stringify(u.found),
  }));
  const visit = (v: unknown, pointer: string, key: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${pointer}/${i}`, ''));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(x, `${pointer}/${k}`, k);
    else if (typeof v === 'string' && PATH_KEYS.has(key) && v.startsWith('/') && !problems.some((p) => p.pointer === pointer)) {
      const verdict = checkLink(v.replace(/\{[^{}]*\}/g, 'x'));
      if (!verdict.ok)
        problems.push({
          file,
          pointer,
          message: `unsafe app path: it ${verdict.reason}`,
          expected: 'a same-origin path such as /m/home',
          found: JSON.stringify(v),
        });
    } else if (typeof v === 'string' && IMAGE_KEYS.has(key) && !problems.some((p) => p.pointer === pointer)) {
      const why = imageUrlProblem(v, imageHosts);
      if (why)
        problems.push({
          file,
          pointer,
          message: why,
          expected: `an uploaded image (/assets/...) or a path on this site${imageHosts?.size ? `, or https on ${[...imageHosts].join(', ')}` : ''}`,
          found: JSON.stringify(v),
        });
    }
  };
  visit(value, '', '');
  return problems;
}

/** Validates a parsed file as a screen (or app.json), returning the first problem if any. */
export function check(file: string, value: unknown): Problem | null {
  const safety = safetyProblems(file, value);
  if (safety[0]) return safety[0];
  const validate: CompiledValidator = file === 'app.json' ? validateApp : validateScreen;
  if (validate(value)) return null;
  return describe(file, value, validate.errors![0]!);
}
