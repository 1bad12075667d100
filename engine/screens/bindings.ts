// Checks that what a widget reads from a platform call is in that call's answer: a record list's columns and
// summary, a stat card's figures, an article list's list, the counts of the summaries. Each field is looked up
// in the endpoint's answer schema (schema/api/, named by endpoints.json's `value`), with a "did you mean" from
// the fields that are there. The table below says where each widget names its call and its fields.
import type { Problem } from './describe.ts';
import { resolveRef, walkPath, recordsOf, pathsOf, type SchemaFiles, type Schema } from './answer-shape.ts';
import { suggest } from './suggest.ts';

/** Where a widget's props name a call and the fields it reads ("columns[].field": each column's field). */
interface Binding {
  /** An array of props whose items each name a call of their own ("counts"). */
  each?: string;
  /** The call name, from props (or from each item). */
  call: string;
  /** Where the records are in the value: a prop naming the dotted path, and the path when the prop is absent. */
  list?: { at: string; absent: string };
  /** Fields read from each record of the list. */
  record?: string[];
  /** Fields read from the call's value. */
  value?: string[];
}

/** The widgets that read fields of a call's answer. */
export const BINDINGS: Record<string, Binding> = {
  'record-list': {
    call: 'source.call',
    list: { at: 'source.listPath', absent: 'list' },
    record: ['columns[].field'],
    value: ['summary[].field'],
  },
  'stat-card': { call: 'source.call', value: ['items[].field'] },
  'article-list': { call: 'source.call', list: { at: 'source.items', absent: '' } },
  'agent-summary': { each: 'counts', call: 'call', value: ['path'] },
  'member-summary': { each: 'counts', call: 'call', value: ['path'] },
};

/** An endpoint as endpoints.json lists it (its name and where its answer's schema is). */
export interface EndpointEntry {
  name: string;
  value?: string;
}

/** The values at a props path with their pointers: "columns[].field" gives each column's field. */
function valuesAt(root: unknown, path: string, base: string): Array<{ pointer: string; value: unknown }> {
  let here: Array<{ pointer: string; value: unknown }> = [{ pointer: base, value: root }];
  for (const part of path.split('.')) {
    const each = part.endsWith('[]');
    const key = each ? part.slice(0, -2) : part;
    const next: typeof here = [];
    for (const h of here) {
      const v = h.value && typeof h.value === 'object' ? (h.value as Record<string, unknown>)[key] : undefined;
      if (v === undefined) continue;
      if (!each) next.push({ pointer: `${h.pointer}/${key}`, value: v });
      else if (Array.isArray(v)) v.forEach((x, i) => next.push({ pointer: `${h.pointer}/${key}/${i}`, value: x }));
    }
    here = next;
  }
  return here;
}

/** The answer schema of a call, as a starting point for walkPath; undefined when the call or its schema is unknown. */
export function answerOf(files: SchemaFiles, endpoints: readonly EndpointEntry[], call: string) {
  const entry = endpoints.find((e) => e.name === call);
  if (!entry?.value) return undefined;
  const at = resolveRef(files, entry.value, '');
  return at ? [at] : undefined;
}

/** The fields a picker may offer for a call: those of its value, and those of each record of its list. */
export function answerFields(files: SchemaFiles, endpoints: readonly EndpointEntry[], call: string, listPath = 'list') {
  const start = answerOf(files, endpoints, call);
  if (!start) return { value: [] as string[], record: [] as string[] };
  const list = walkPath(files, start, listPath);
  return { value: pathsOf(files, start), record: list && 'at' in list ? pathsOf(files, recordsOf(files, list.at)) : [] };
}

const miss = (
  file: string,
  pointer: string,
  what: string,
  call: string,
  m: { missing: string; known: string[] },
  found: string,
): Problem => {
  const near = suggest(m.missing, m.known);
  return {
    file,
    pointer,
    message: `${what} "${found}" is not in what ${call} answers`,
    expected: m.known.length ? `one of ${m.known.map((k) => `"${k}"`).join(', ')}` : undefined,
    found: JSON.stringify(found),
    hint: near ? `did you mean "${found.slice(0, found.length - m.missing.length)}${near}"?` : undefined,
  };
};

/** One widget's binding problems; `base` is the pointer of its props. */
function checkWidget(
  file: string,
  b: Binding,
  props: Record<string, unknown>,
  base: string,
  files: SchemaFiles,
  endpoints: readonly EndpointEntry[],
): Problem[] {
  const problems: Problem[] = [];
  const scopes = b.each ? valuesAt(props, `${b.each}[]`, base) : [{ pointer: base, value: props }];
  for (const scope of scopes) {
    const call = valuesAt(scope.value, b.call, scope.pointer)[0]?.value;
    if (typeof call !== 'string') continue;
    const start = answerOf(files, endpoints, call);
    if (!start) continue; // an unknown call is the name check's to report
    let records: Schema[] | null = null;
    let recordAt: ReturnType<typeof recordsOf> = [];
    if (b.list) {
      const given = valuesAt(scope.value, b.list.at, scope.pointer)[0];
      const path = typeof given?.value === 'string' ? given.value : b.list.absent;
      const found = walkPath(files, start, path);
      if (found && !('at' in found)) {
        problems.push(miss(file, given?.pointer ?? `${scope.pointer}/${b.list.at.replace(/\./g, '/')}`, 'the list', call, found, path));
        continue;
      }
      if (found) {
        recordAt = recordsOf(files, found.at);
        records = recordAt.map((r) => r.node);
      }
    }
    const check = (paths: string[] | undefined, from: () => ReturnType<typeof recordsOf> | null, what: string) => {
      for (const path of paths ?? []) {
        for (const { pointer, value } of valuesAt(scope.value, path, scope.pointer)) {
          const at = from();
          if (typeof value !== 'string' || !at?.length) continue;
          const found = walkPath(files, at, value);
          if (found && !('at' in found)) problems.push(miss(file, pointer, what, call, found, value));
        }
      }
    };
    check(b.record, () => (records ? recordAt : null), 'the field');
    check(b.value, () => start, 'the field');
  }
  return problems;
}

/** Every binding problem in one screen file's value (pointers only; the caller adds line and column). */
export function bindingProblems(file: string, screen: unknown, files: SchemaFiles, endpoints: readonly EndpointEntry[]): Problem[] {
  const problems: Problem[] = [];
  const visit = (v: unknown, pointer: string) => {
    if (Array.isArray(v)) return v.forEach((x, i) => visit(x, `${pointer}/${i}`));
    if (!v || typeof v !== 'object') return;
    const node = v as Record<string, unknown>;
    const b = typeof node.type === 'string' ? BINDINGS[node.type] : undefined;
    if (b && node.props && typeof node.props === 'object')
      problems.push(...checkWidget(file, b, node.props as Record<string, unknown>, `${pointer}/props`, files, endpoints));
    for (const [k, x] of Object.entries(node)) if (k !== 'props' || !b) visit(x, `${pointer}/${k}`);
  };
  visit(screen, '');
  return problems;
}
