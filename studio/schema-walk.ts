// Finds what the schemas allow at a path in a screen file, for completion: property names (with their
// descriptions) and values (enums, consts, booleans, label keys, routes). Follows $ref, allOf, anyOf,
// oneOf (keeping branches that fit the values already written) and if/then (widget type -> its props).
import type { Segment } from './json-context.ts';

type Schema = Record<string, any> | boolean;
/** A schema with the key of the file it came from (to resolve relative $refs). */
export interface Located {
  key: string;
  schema: Schema;
  ref?: string;
}
/** The schema files by key, as scripts/schema-set.mjs names them (screen.schema.json, widgets/menu.json, ...). */
export type Bundle = Record<string, Schema>;

const BASE = 'https://schema.local/';

/** Resolves a $ref from the schema file `key`. */
export function resolveRef(bundle: Bundle, key: string, ref: string): Located | null {
  const url = new URL(ref, BASE + key);
  const target = url.href.slice(BASE.length).split('#')[0]!;
  let schema: any = bundle[target];
  for (const raw of (url.hash.slice(1) ? decodeURIComponent(url.hash.slice(1)) : '').split('/').filter(Boolean))
    schema = schema?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  return schema === undefined ? null : { key: target, schema, ref: url.href };
}

/** True when a branch's const/enum properties agree with the values already written. */
function fits(schema: Schema, values: Record<string, unknown>): boolean {
  if (typeof schema !== 'object') return schema;
  for (const [k, p] of Object.entries(schema.properties ?? {}) as Array<[string, any]>) {
    if (!Object.hasOwn(values, k) || values[k] === undefined || typeof p !== 'object') continue;
    if ('const' in p && p.const !== values[k]) return false;
    if (Array.isArray(p.enum) && !p.enum.includes(values[k])) return false;
  }
  return true;
}

/** Expands one schema into the plain schemas that apply, given the values of the object it describes. */
export function expand(bundle: Bundle, at: Located, values: Record<string, unknown> = {}, depth = 0): Located[] {
  const { key, schema } = at;
  if (depth > 20 || typeof schema !== 'object') return [at];
  const out: Located[] = [at];
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(bundle, key, schema.$ref);
    if (target) out.push(...expand(bundle, target, values, depth + 1));
  }
  for (const part of schema.allOf ?? []) out.push(...expand(bundle, { key, schema: part }, values, depth + 1));
  for (const word of ['anyOf', 'oneOf']) {
    const branches: Located[] = (schema[word] ?? []).map((b: Schema) => ({ key, schema: b }));
    const kept = branches.filter((b) => expand(bundle, b, {}, depth + 1).every((x) => fits(x.schema, values)));
    for (const b of kept.length ? kept : branches) out.push(...expand(bundle, b, values, depth + 1));
  }
  if (
    schema.if &&
    schema.then &&
    fits(schema.if, values) &&
    Object.keys(schema.if.properties ?? {}).every((k) => Object.hasOwn(values, k))
  ) {
    out.push(...expand(bundle, { key, schema: schema.then }, values, depth + 1));
  }
  return out;
}

/** The schemas of one child (a property name or an array index) of any of `parents`. */
function child(parents: Located[], step: Segment): Located[] {
  const out: Located[] = [];
  for (const { key, schema } of parents) {
    if (typeof schema !== 'object') continue;
    if (typeof step === 'number') {
      if (schema.prefixItems?.[step]) out.push({ key, schema: schema.prefixItems[step] });
      else if (schema.items !== undefined) out.push({ key, schema: schema.items });
    } else if (schema.properties && Object.hasOwn(schema.properties, step)) out.push({ key, schema: schema.properties[step] });
    else if (typeof schema.additionalProperties === 'object') out.push({ key, schema: schema.additionalProperties });
  }
  return out;
}

/** The schemas that apply at `path`; `valuesAt[i]` are the values of the object at depth i (for if/oneOf). */
export function schemasAt(bundle: Bundle, rootKey: string, path: Segment[], valuesAt: Array<Record<string, unknown>>): Located[] {
  let current = expand(bundle, { key: rootKey, schema: bundle[rootKey] ?? true }, valuesAt[0] ?? {});
  path.forEach((step, i) => {
    current = child(current, step).flatMap((c) => expand(bundle, c, valuesAt[i + 1] ?? {}));
  });
  return current;
}

/** A completion candidate. */
export interface Option {
  label: string;
  value: unknown;
  detail?: string;
  kind: 'property' | 'value' | 'label' | 'route';
}

/** Property names allowed by the object schemas (not ones a branch forbids with false). */
export function propertyOptions(schemas: Located[]): Option[] {
  const seen = new Map<string, Option>();
  const forbidden = new Set<string>();
  for (const { schema } of schemas) {
    if (typeof schema !== 'object') continue;
    for (const [name, p] of Object.entries(schema.properties ?? {}) as Array<[string, any]>) {
      if (p === false) {
        forbidden.add(name);
        continue;
      }
      if (!seen.has(name))
        seen.set(name, { label: name, value: name, kind: 'property', detail: typeof p === 'object' ? p.description : undefined });
      else if (!seen.get(name)!.detail && typeof p === 'object' && p.description) seen.get(name)!.detail = p.description;
    }
  }
  return [...seen.values()].filter((o) => !forbidden.has(o.label));
}

/** Values allowed: enum and const members, booleans, label keys (x-label) and known routes ($defs/route). */
export function valueOptions(schemas: Located[], extra: { labels: Record<string, string>; routes: string[] }): Option[] {
  const out = new Map<string, Option>();
  const add = (o: Option) => {
    const id = JSON.stringify(o.value);
    if (!out.has(id)) out.set(id, o);
  };
  for (const { schema, ref } of schemas) {
    if (typeof schema !== 'object') continue;
    for (const v of schema.enum ?? []) add({ label: String(v), value: v, kind: 'value' });
    if ('const' in schema) add({ label: String(schema.const), value: schema.const, kind: 'value' });
    if (schema.type === 'boolean') {
      add({ label: 'true', value: true, kind: 'value' });
      add({ label: 'false', value: false, kind: 'value' });
    }
    if (schema['x-label']) for (const [k, text] of Object.entries(extra.labels)) add({ label: k, value: k, kind: 'label', detail: text });
    if (ref?.endsWith('/$defs/route')) for (const r of extra.routes) add({ label: r, value: r, kind: 'route' });
  }
  return [...out.values()];
}
