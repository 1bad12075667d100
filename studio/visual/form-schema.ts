// A widget's JSON Schema made ready for the property form: every $ref followed and inlined (the form library
// resolves only local refs), each kind of value marked for its picker (x-label label keys, x-route routes, x-icon
// icons, x-flags flag lists, x-image image addresses, x-color colours), and constraints that are not shapes
// (oneOf/anyOf of bare "required" lists) left to the check, so the form does not ask which one applies.
import { resolveRef, type Bundle } from '../schema-walk.ts';

type Schema = Record<string, any>;

const MARKS: Array<[RegExp, string]> = [
  [/\$defs\/(route|routeTemplate)$/, 'x-route'],
  [/\$defs\/icon$/, 'x-icon'],
  [/\/flags\.gen\.json(#.*)?$/, 'x-flag'],
];
const IMAGE_PROP = /^(src|image|img|logo|icon(Url|Src)|cover|banner|picture|background)$/i;

/** A property name in words: "loginFirst" as "Login first", "pageSize" as "Page size". */
const words = (name: string) => {
  const w = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/** True for a oneOf/anyOf branch that only lists required properties (a constraint, not a shape). */
const requiredOnly = (b: unknown) => !!b && typeof b === 'object' && Object.keys(b).every((k) => k === 'required' || k === 'not');

/** Inlines `schema` (from the bundle file `key`), marking what each picker needs. */
function inline(bundle: Bundle, key: string, schema: unknown, depth: number): Schema {
  if (!schema || typeof schema !== 'object') return schema === false ? { not: {} } : {};
  if (depth > 14) return {};
  const s = schema as Schema;
  let out: Schema = {};
  if (typeof s.$ref === 'string') {
    const target = resolveRef(bundle, key, s.$ref);
    if (target) {
      out = inline(bundle, target.key, target.schema, depth + 1);
      for (const [re, mark] of MARKS) if (re.test(target.ref ?? '')) out[mark] = true;
    }
  }
  for (const [k, v] of Object.entries(s)) {
    if (k === '$ref' || k === '$schema' || k === '$id' || k === '$defs' || k === '$comment') continue;
    if (k === 'properties' || k === 'patternProperties')
      out[k] = Object.fromEntries(
        Object.entries(v as Schema).map(([name, p]) => {
          const child = inline(bundle, key, p, depth + 1);
          if (IMAGE_PROP.test(name) && (child.type === 'string' || typeof child.pattern === 'string') && !child.enum)
            child['x-image'] = true;
          child.title = words(name);
          return [name, child];
        }),
      );
    else if (k === 'items' || k === 'additionalProperties' || k === 'not' || k === 'if' || k === 'then' || k === 'else' || k === 'contains')
      out[k] = typeof v === 'object' ? inline(bundle, key, v, depth + 1) : v;
    else if (k === 'allOf' || k === 'prefixItems') out[k] = (v as unknown[]).map((b) => inline(bundle, key, b, depth + 1));
    else if (k === 'oneOf' || k === 'anyOf') {
      const shapes = (v as unknown[]).filter((b) => !requiredOnly(b));
      if (shapes.length) out[k] = shapes.map((b) => inline(bundle, key, b, depth + 1));
    } else out[k] = v;
  }
  // "MenuItem" as "Menu item" (item and branch titles the form shows).
  if (typeof out.title === 'string' && /^[A-Z][A-Za-z]+$/.test(out.title)) out.title = words(out.title);
  if (out.type === 'array' && out.items?.['x-flag']) out['x-flags'] = true;
  if (out.type === 'string' && (out.format === 'color' || /^\^#/.test(String(out.pattern ?? '')))) out['x-color'] = true;
  return out;
}

/** The props schema of a widget type, ready for the form (undefined for an unknown type). */
export function propsSchema(bundle: Bundle, type: string): Schema | undefined {
  const key = `widgets/${type}.json`;
  if (!bundle[key]) return undefined;
  const { title: _t, description: _d, ...rest } = inline(bundle, key, bundle[key], 0);
  return rest;
}

/** The gate schema (defs.schema.json#/$defs/gate), ready for the form. */
export function gateSchema(bundle: Bundle): Schema {
  const { title: _t, ...rest } = inline(bundle, 'defs.schema.json', { $ref: '#/$defs/gate' }, 0);
  return rest;
}

/** A value a new widget's props start with: its schema's defaults, and for required properties a first value. */
export function defaultsOf(schema: Schema | undefined, required = true, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if ('default' in schema) return structuredClone(schema.default);
  if ('const' in schema) return schema.const;
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch && !schema.properties && !schema.type) return defaultsOf(branch, required, depth + 1);
  if (!required) return undefined;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    const must = new Set<string>(schema.required ?? []);
    for (const [k, p] of Object.entries(schema.properties ?? {}) as Array<[string, Schema]>) {
      // Required properties, and at the top the ones with a default (so the form shows what the widget does).
      const v = defaultsOf(p, must.has(k), depth + 1);
      if (v !== undefined && (must.has(k) || (depth === 0 && 'default' in p))) out[k] = v;
    }
    return out;
  }
  if (schema.type === 'array') {
    const item = defaultsOf(schema.items, true, depth + 1);
    return schema.minItems && item !== undefined ? [item] : [];
  }
  if (schema.type === 'boolean') return false;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 0;
  if (schema['x-route']) return '/m/home';
  if (schema.type === 'string') return '';
  return undefined;
}
