// Reads an endpoint's answer schema (schema/api/) as a shape of fields: which dotted paths a call's value
// has, following $ref, allOf, anyOf and oneOf. Pure: the schemas come from a lookup, so check:screens (from
// disk) and the studio (from its meta) share it. An object that lists no properties, or allows any others,
// is open: every path below it is accepted, since its shape is not known.

/** A JSON Schema node as the answer schemas write them. */
// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema document is untyped JSON, walked by key
export type Schema = { [k: string]: any };
/** Finds a schema file of schema/api/ by name ("records.json"); undefined when there is none. */
export type SchemaFiles = (file: string) => Schema | undefined;

/** A node with the file its relative $refs resolve in. */
interface At {
  node: Schema;
  file: string;
}

function pointerIn(doc: Schema | undefined, pointer: string): Schema | undefined {
  let node: unknown = doc;
  for (const raw of pointer.split('/').filter(Boolean)) node = (node as Schema | undefined)?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node && typeof node === 'object' ? (node as Schema) : undefined;
}

/** Follows "file.json#/pointer" (or "#/pointer" in `file`). */
export function resolveRef(files: SchemaFiles, ref: string, file: string): At | undefined {
  const [target = '', pointer = ''] = ref.split('#');
  const inFile = target || file;
  const node = pointerIn(files(inFile), pointer);
  return node ? { node, file: inFile } : undefined;
}

/** The alternatives a node stands for once $ref, allOf, anyOf and oneOf are followed (at most a few levels). */
function branches(files: SchemaFiles, at: At, depth = 0): At[] {
  if (depth > 8) return [];
  const { node, file } = at;
  if (typeof node.$ref === 'string') {
    const to = resolveRef(files, node.$ref, file);
    return to ? branches(files, to, depth + 1) : [];
  }
  const parts = [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])] as Schema[];
  return [at, ...parts.flatMap((p) => branches(files, { node: p, file }, depth + 1))];
}

/** What one level of a value offers: its named fields (with their schemas), or open (anything goes). */
export function fieldsOf(files: SchemaFiles, at: At): { open: boolean; fields: Map<string, At[]>; items: At[] } {
  const fields = new Map<string, At[]>();
  const items: At[] = [];
  let open = false;
  let shaped = false;
  for (const b of branches(files, at)) {
    const n = b.node;
    if (n.properties && typeof n.properties === 'object') {
      shaped = true;
      for (const [k, v] of Object.entries(n.properties)) fields.set(k, [...(fields.get(k) ?? []), { node: v as Schema, file: b.file }]);
    }
    if (n.additionalProperties && typeof n.additionalProperties === 'object') open = true;
    if (n.additionalProperties === true || n.patternProperties) open = true;
    if (n.items && typeof n.items === 'object') items.push({ node: n.items, file: b.file });
    if (n.type === 'array' || n.items || n.enum || n.const !== undefined) shaped = true;
    if (typeof n.type === 'string' && n.type !== 'object') shaped = true;
  }
  return { open: open || !shaped, fields, items };
}

/** Where a dotted path leaves the schema: the part that is not there and the names that are. */
export interface Miss {
  /** The dotted path up to and including the unknown part. */
  path: string;
  missing: string;
  known: string[];
}

/** The schema nodes at a dotted path of the value (`""` the value itself), or a Miss; null when open. */
export function walkPath(files: SchemaFiles, start: At[], dotted: string): { at: At[] } | Miss | null {
  let here = start;
  const done: string[] = [];
  for (const part of dotted ? dotted.split('.') : []) {
    const next: At[] = [];
    const known = new Set<string>();
    for (const at of here) {
      const level = fieldsOf(files, at);
      if (level.open) return null;
      if (/^\d+$/.test(part) && level.items.length) next.push(...level.items);
      for (const k of level.fields.keys()) known.add(k);
      next.push(...(level.fields.get(part) ?? []));
    }
    done.push(part);
    if (!next.length) return { path: done.join('.'), missing: part, known: [...known].sort() };
    here = next;
  }
  return { at: here };
}

/** The records of a list at `at`: the array's items (an array of records), or none when it is not a list. */
export function recordsOf(files: SchemaFiles, at: At[]): At[] {
  return at.flatMap((a) => fieldsOf(files, a).items);
}

/** Every dotted path below `at` (objects only, `depth` levels), for pickers: "amount", "summary.betAmount". */
export function pathsOf(files: SchemaFiles, at: At[], depth = 2, prefix = ''): string[] {
  const out: string[] = [];
  const seen = new Map<string, At[]>();
  for (const a of at) for (const [k, v] of fieldsOf(files, a).fields) seen.set(k, [...(seen.get(k) ?? []), ...v]);
  for (const [k, v] of [...seen].sort(([x], [y]) => x.localeCompare(y))) {
    out.push(prefix + k);
    if (depth > 1) out.push(...pathsOf(files, v, depth - 1, `${prefix}${k}.`));
  }
  return out;
}
