// Checks API payloads against schema/api (bundled in schemas.gen.json). Dev builds, the sandbox and tests only:
// production client code must not import this file (it pulls in ajv).
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import bundle from './schemas.gen.json' with { type: 'json' };
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };

type Endpoint = (typeof endpoints.endpoints)[number];

const byName = new Map<string, Endpoint>(endpoints.endpoints.map((e) => [e.name, e]));
const files: Record<string, string> = bundle.files;
/** The bundle $def a schema/api ref ('x.json' or 'x.json#/$defs/Y') points at. */
const defName = (ref: string): string => {
  const [file = '', pointer = ''] = ref.split('#');
  return pointer.startsWith('/$defs/') ? pointer.slice('/$defs/'.length) : (files[file] ?? file);
};

function make(coerce: boolean) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: coerce });
  ajv.addSchema(bundle);
  const cache = new Map<string, ValidateFunction>();
  return (def: string): ValidateFunction => {
    let fn = cache.get(def);
    if (!fn) cache.set(def, (fn = ajv.compile({ $ref: `api-bundle.json#/$defs/${def}` })));
    return fn;
  };
}
const strict = make(false);
const coercing = make(true);

const describe = (fn: ValidateFunction): string[] =>
  (fn.errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message ?? 'invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  );

/** Problems of a response body: the /wps envelope, then (on success) value against the call's value schema;
 * a successful /lgw answer is the bare value. */
export function checkResponse(name: string, body: unknown): string[] {
  const endpoint = byName.get(name);
  if (!endpoint) return [`unknown endpoint ${name}`];
  const bareValue =
    endpoint.path.startsWith('/lgw/') && !(body && typeof body === 'object' && (body as { success?: unknown }).success === false);
  if (bareValue) {
    const fn = strict(defName(endpoint.value));
    return fn(body) ? [] : describe(fn).map((m) => `value${m}`);
  }
  const env = strict('Envelope');
  if (!env(body)) return describe(env);
  const { success, value } = body as { success: boolean; value?: unknown };
  const ref = success ? endpoint.value : (endpoint as { errorValue?: string }).errorValue;
  if (!ref || value === undefined || (!success && value === null)) return [];
  const fn = strict(defName(ref));
  return fn(value) ? [] : describe(fn).map((m) => `value${m}`);
}

/** Problems of a call's query or body; coerces query strings to the schema's numbers and booleans in place. */
export function checkInput(name: string, input: unknown): string[] {
  const endpoint = byName.get(name) as (Endpoint & { query?: string; body?: string }) | undefined;
  const ref = endpoint?.body ?? endpoint?.query;
  if (!ref) return [];
  const fn = coercing(defName(ref));
  return fn(input) ? [] : describe(fn);
}
