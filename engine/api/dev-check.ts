// Development builds only (loaded behind process.env.NODE_ENV): logs responses that do not match schema/api.
// The validators are compiled at build time (scripts/gen.mjs): the page's CSP allows no eval, so ajv cannot
// compile in the browser.
import type { ValidateFunction } from 'ajv';
import { byDef } from '../../generated/api-validators.js';
import { responseProblems } from './response-check.ts';

const missing = (def: string): ValidateFunction =>
  Object.assign(() => false, {
    errors: [{ instancePath: '', message: `has no validator for $def ${def}` }],
  }) as unknown as ValidateFunction;

/** Logs each mismatch with the request path and the JSON path inside the body. */
export function devCheck(name: string, path: string, body: unknown): void {
  const problems = responseProblems(name, body, (def) => byDef[def] ?? missing(def));
  for (const p of problems) console.warn(`[api] ${name} ${path}: response does not match schema/api: ${p}`);
}
