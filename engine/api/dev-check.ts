// Development builds only (loaded behind process.env.NODE_ENV): logs responses that do not match schema/api.
import { checkResponse } from './validate.ts';

/** Logs each mismatch with the request path and the JSON path inside the body. */
export function devCheck(name: string, path: string, body: unknown): void {
  const problems = checkResponse(name, body);
  for (const p of problems) console.warn(`[api] ${name} ${path}: response does not match schema/api: ${p}`);
}
