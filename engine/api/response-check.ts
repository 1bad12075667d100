// What a response body is checked against (schema/api, bundled in schemas.gen.json): the /wps envelope, then (on
// success) the value against the call's value schema; a successful /lgw answer is the bare value. The checking
// itself is the caller's: ajv compiling at run time (validate.ts: the sandbox and tests, in Node) or the
// validators compiled at build time (dev-check.ts: a development build in the browser, whose CSP allows no eval).
import type { ValidateFunction } from 'ajv';
import bundle from './schemas.gen.json' with { type: 'json' };
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };

type Endpoint = (typeof endpoints.endpoints)[number];

export const byName = new Map<string, Endpoint>(endpoints.endpoints.map((e) => [e.name, e]));
const files: Record<string, string> = bundle.files;

/** The bundle $def a schema/api ref ('x.json' or 'x.json#/$defs/Y') points at. */
export const defName = (ref: string): string => {
  const [file = '', pointer = ''] = ref.split('#');
  return pointer.startsWith('/$defs/') ? pointer.slice('/$defs/'.length) : (files[file] ?? file);
};

/** The errors of a validator's last call, one line each. */
export const describe = (fn: ValidateFunction): string[] =>
  (fn.errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message ?? 'invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  );

/** Problems of a response body, checked with `validator` (the bundle $def's validator). */
export function responseProblems(name: string, body: unknown, validator: (def: string) => ValidateFunction): string[] {
  const endpoint = byName.get(name);
  if (!endpoint) return [`unknown endpoint ${name}`];
  const bare = endpoint.path.startsWith('/lgw/') || endpoint.path.startsWith('/lotto/lgw/');
  const bareValue = bare && !(body && typeof body === 'object' && (body as { success?: unknown }).success === false);
  if (bareValue) {
    const fn = validator(defName(endpoint.value));
    return fn(body) ? [] : describe(fn).map((m) => `value${m}`);
  }
  const env = validator('Envelope');
  if (!env(body)) return describe(env);
  const { success, value } = body as { success: boolean; value?: unknown };
  const ref = success ? endpoint.value : (endpoint as { errorValue?: string }).errorValue;
  if (!ref || value === undefined || (!success && value === null)) return [];
  const fn = validator(defName(ref));
  return fn(value) ? [] : describe(fn).map((m) => `value${m}`);
}
