// Turns ajv errors into plain words for staff: JSON pointer, what was expected, what was found, and a
// "did you mean" where a name is close to a known one. Shared by the browser and check:screens.
import { suggest } from './suggest.ts';

export interface AjvErrorLike {
  instancePath: string;
  parentSchema?: unknown;
  keyword: string;
  message?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the type of ajv's own ErrorObject.params
  params: Record<string, any>;
  schemaPath?: string;
}

/** One problem in one screen file. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
  expected?: string;
  found?: string;
  hint?: string;
  line?: number;
  column?: number;
}

/** Reads the value at a JSON pointer. */
export function atPointer(doc: unknown, pointer: string): unknown {
  if (!pointer) return doc;
  let value: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const show = (v: unknown) => (v === undefined ? 'nothing' : (JSON.stringify(v)?.slice(0, 80) ?? String(v)));
const list = (values: readonly unknown[], noun = '') =>
  values.length > 12 ? `${values.slice(0, 12).map(show).join(', ')}, … (${values.length}${noun} in all)` : values.map(show).join(', ');

/** Describes one ajv error against the document it was raised for. */
export function describe(file: string, doc: unknown, err: AjvErrorLike, extra: { knownProps?: string[] } = {}): Problem {
  const pointer = err.instancePath || '';
  const found = atPointer(doc, pointer);
  const p = err.params;
  switch (err.keyword) {
    case 'enum': {
      const all: unknown[] = p.allowedValues ?? [];
      // A flag may be negated ("!MAILCEN"): the list names each flag once, and says so.
      const isFlag = pointer.includes('/flags/');
      const allowed = isFlag ? all.filter((v) => !(typeof v === 'string' && v.startsWith('!'))) : all;
      const negated = isFlag && typeof found === 'string' && found.startsWith('!') ? '!' : '';
      const near =
        typeof found === 'string'
          ? suggest(
              found.slice(negated.length),
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : null;
      const what = pointer.endsWith('/type') ? 'unknown widget type' : isFlag ? 'unknown flag' : 'value not allowed';
      return {
        file,
        pointer,
        message: `${what} ${show(found)}`,
        expected: isFlag
          ? `one of the flags ${list(allowed, ' flags')}, or one with ! before it for "must be off"`
          : `one of ${list(allowed)}`,
        found: show(found),
        hint: near ? `did you mean "${negated}${near}"?` : undefined,
      };
    }
    case 'discriminator': {
      const branches: Array<{ properties?: Record<string, { const?: unknown }> }> =
        (err as { parentSchema?: { oneOf?: [] } }).parentSchema?.oneOf ?? [];
      const tags = branches.map((b) => b.properties?.[p.tag]?.const).filter((v): v is string => typeof v === 'string');
      const value = p.tagValue;
      const near = typeof value === 'string' ? suggest(value, tags) : null;
      return {
        file,
        pointer: `${pointer}/${p.tag}`,
        message: `unknown ${p.tag} ${show(value)}`,
        expected: tags.length ? `one of ${list(tags)}` : undefined,
        found: show(value),
        hint: near ? `did you mean "${near}"?` : undefined,
      };
    }
    case 'const':
      return { file, pointer, message: `must be ${show(p.allowedValue)}`, expected: show(p.allowedValue), found: show(found) };
    case 'additionalProperties': {
      const prop = String(p.additionalProperty);
      const near = extra.knownProps ? suggest(prop, extra.knownProps) : null;
      return {
        file,
        pointer: `${pointer}/${prop}`,
        message: `unknown property "${prop}"`,
        expected: extra.knownProps ? `one of ${list(extra.knownProps)}` : 'no such property',
        // The misspelt name, not its value: that is what to correct.
        found: `the property ${show(prop)}`,
        hint: near ? `did you mean "${near}"?` : undefined,
      };
    }
    case 'required':
      return {
        file,
        pointer,
        message: `missing required property "${p.missingProperty}"`,
        expected: `"${p.missingProperty}"`,
        found: 'nothing',
      };
    case 'type':
      return {
        file,
        pointer,
        message: `wrong type`,
        expected: String(p.type),
        found: `${Array.isArray(found) ? 'array' : found === null ? 'null' : typeof found} ${show(found)}`,
      };
    case 'pattern':
      return { file, pointer, message: `does not match the expected format`, expected: `text matching ${p.pattern}`, found: show(found) };
    case 'x-label': {
      return {
        file,
        pointer,
        message: `unknown label key ${show(found)}`,
        expected: 'a label key that exists (the Labels view lists them, and "Add label" makes a new one)',
        found: show(found),
      };
    }
    default:
      return { file, pointer, message: err.message ?? err.keyword, found: show(found) };
  }
}

export { formatProblem } from './format-problem.ts';
