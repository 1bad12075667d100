// Checks API payloads against schema/api (bundled in schemas.gen.json). Dev builds, the sandbox and tests only:
// production client code must not import this file (it pulls in ajv).
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import bundle from './schemas.gen.json' with { type: 'json' };
import { byName, defName, describe, responseProblems } from './response-check.ts';

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

/** Problems of a response body (see response-check.ts). */
export const checkResponse = (name: string, body: unknown): string[] => responseProblems(name, body, strict);

/** Problems of a call's query or body; coerces query strings to the schema's numbers and booleans in place. */
export function checkInput(name: string, input: unknown): string[] {
  const endpoint = byName.get(name) as { query?: string; body?: string } | undefined;
  const ref = endpoint?.body ?? endpoint?.query;
  if (!ref) return [];
  const fn = coercing(defName(ref));
  return fn(input) ? [] : describe(fn);
}
