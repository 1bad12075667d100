// Session secrets never reach screen JSON: a state path ("session.token") or template part ("{session.token}")
// that names one is refused by check:screens, by the loader for a changed live file, and by the state reader at
// run time (it reads nothing and tells staff). The token is the session store's one secret (engine/session/).
// Finding secret uses in a screen document is secret-uses.ts's: only the lazily loaded screen check needs it, and
// this module ships with the first paint (the state reader).
import { readPath } from './gates.ts';
import { tellStaff } from './staff.ts';

/** State paths that hold a secret. Their parents ("session") are refused too, since they contain them. */
export const SECRET_PATHS = ['session.token'] as const;

/** The most verdicts kept (paths come from screen files, so there are few; the cap only bounds the memory). */
const VERDICTS_MAX = 500;
const verdicts = new Map<string, boolean>();

/** Whether a state path reads a secret, a value inside one, or an object holding one. */
export function isSecretPath(path: string): boolean {
  // Remembered: every state read of a render asks (a menu's rows, a route change's gates), with the same few paths.
  let secret = verdicts.get(path);
  if (secret === undefined) {
    if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
    const parts = path.trim().split('.');
    secret = SECRET_PATHS.some((s) => {
      const names = s.split('.');
      const n = Math.min(names.length, parts.length);
      return names.slice(0, n).every((p, i) => p === parts[i]);
    });
    verdicts.set(path, secret);
  }
  return secret;
}

/** The staff message for a secret use. */
export const secretMessage = (path: string) =>
  `"${path}" reaches the session token: screen files may not read session secrets (they would end up in a URL, link or text)`;

/** Reads a state path for a screen binding; a secret path reads as nothing and is reported to staff. */
export function readStatePath(state: unknown, path: string): unknown {
  if (isSecretPath(path)) {
    tellStaff({ file: 'screen binding', pointer: '', message: secretMessage(path) });
    return undefined;
  }
  return readPath(state, path);
}
