// Schema-aware completion for screen files: property names where a name goes, and where a value goes
// the schema's enums (widget types, icons, roles, modes), flag names, label keys (with their EN text),
// booleans and known routes. The schemas come from the server, read from schema/ as check:screens does.
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { contextAt } from './json-context.ts';
import { propertyOptions, schemasAt, valueOptions, type Bundle, type Option } from './schema-walk.ts';

/** What completion reads: the schema bundle, label catalogue and known routes. */
export interface CompletionData {
  schemas: Bundle;
  labels: Record<string, string>;
  routes: string[];
}

const TYPES: Record<Option['kind'], string> = { property: 'property', value: 'enum', label: 'text', route: 'namespace' };

/** The options at `pos` in a screen file's text (exported for tests, no editor needed). */
export function optionsAt(data: CompletionData, file: string, text: string, pos: number) {
  const ctx = contextAt(text, pos);
  if (ctx.kind === 'none') return { ctx, options: [] as Option[] };
  const rootKey = file === 'app.json' ? 'app.schema.json' : 'screen.schema.json';
  const values = ctx.frames.map((f) => f.values);
  if (ctx.kind === 'key') {
    const schemas = schemasAt(data.schemas, rootKey, ctx.path.slice(0, -1), values);
    const present = new Set(Object.keys(ctx.frames.at(-1)?.values ?? {}));
    const editing = ctx.inString ? text.slice(ctx.from, ctx.to) : '';
    return { ctx, options: propertyOptions(schemas).filter((o) => !present.has(o.label) || o.label === editing) };
  }
  const schemas = schemasAt(data.schemas, rootKey, ctx.path, [...values, {}]);
  return { ctx, options: valueOptions(schemas, data) };
}

/** A CodeMirror completion source for the file `file()` names. */
export function screenCompletion(data: CompletionData, file: () => string) {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const { ctx, options } = optionsAt(data, file(), text, context.pos);
    if (!options.length) return null;
    if (!ctx.inString && !context.explicit && ctx.typed === '' && !/[{,:[]\s*$/.test(text.slice(0, context.pos))) return null;
    const quoteClose = ctx.inString && !ctx.closed ? '"' : '';
    const completions: Completion[] = options.map((o) => ({
      label: o.label,
      detail: o.detail && o.detail.length > 60 ? `${o.detail.slice(0, 57)}…` : o.detail,
      info: o.detail,
      type: TYPES[o.kind],
      apply: ctx.inString
        ? `${String(o.value)}${quoteClose}${ctx.kind === 'key' && quoteClose ? ': ' : ''}`
        : ctx.kind === 'key'
          ? `"${o.label}": `
          : JSON.stringify(o.value),
    }));
    const stringOnly = ctx.inString ? completions.filter((_, k) => typeof options[k]!.value === 'string') : completions;
    return {
      from: ctx.from,
      to: ctx.inString ? ctx.to : context.pos,
      options: stringOnly,
      validFor: ctx.inString ? /^[^"]*$/ : /^[\w!/.-]*$/,
    };
  };
}
