// The "report on an endpoint" template's list: where the chosen call's answer keeps its records and a few
// columns built from their fields (schema/api/), each with a label key from the catalogue where one fits
// and a format from the field's type. A call whose records are not known gets no columns to guess.
import { fieldsOf, recordsOf, walkPath, type Schema } from '../../engine/screens/answer-shape.ts';
import { answerOf } from '../../engine/screens/bindings.ts';
import { distance, suggest } from '../../engine/screens/suggest.ts';
import { answerSchema } from '../../scripts/check-screens.ts';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };

export interface Column {
  field: string;
  label: string;
  format: string;
  primary?: true;
}

const MONEY = /amount|balance|bet|win|profit|bonus|rebate|deposit|withdraw|prize|salary|dividend/i;
const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** A label key for a field: rec_<field> or a shorter rec_<first words>, rec_<its last word>, or a rec_ key one letter off; else none. */
function labelFor(field: string, labels: Record<string, string>): string | undefined {
  const words = snake(field).split('_');
  const keys = [...words.map((_, i) => `rec_${words.slice(0, words.length - i).join('_')}`), `rec_${words.at(-1)}`, words.join('_')];
  for (const key of keys) if (Object.hasOwn(labels, key)) return key;
  const near = suggest(
    keys[0]!,
    Object.keys(labels).filter((k) => k.startsWith('rec_')),
  );
  return near && distance(near, keys[0]!) <= 1 ? near : undefined;
}

/** The format a field's type suggests. */
function formatFor(field: string, node: Schema): string {
  const type = Array.isArray(node.type) ? node.type.find((t: string) => t !== 'null') : node.type;
  if (type === 'number') return MONEY.test(field) ? 'money' : 'number';
  if (type === 'integer') return MONEY.test(field) ? 'money' : 'integer';
  if (/time$/i.test(field)) return 'datetime';
  if (/date$/i.test(field)) return 'date';
  if (/status$/i.test(field)) return 'status';
  return 'text';
}

/** Where the records are and up to `max` columns for them; null when the call's answer has no known list of records. */
export function reportColumns(call: string, labels: Record<string, string>, max = 4): { listPath: string; columns: Column[] } | null {
  const start = answerOf(answerSchema, endpoints.endpoints, call);
  if (!start) return null;
  // The value itself, its "list", or its first array of objects.
  const candidates = ['', 'list', ...[...fieldsOf(answerSchema, start[0]!).fields.keys()]];
  for (const listPath of candidates) {
    const found = walkPath(answerSchema, start, listPath);
    if (!found || !('at' in found)) continue;
    const records = recordsOf(answerSchema, found.at);
    if (!records.length) continue;
    const fields = [...fieldsOf(answerSchema, records[0]!).fields].filter(([name]) => !/^id$|Id$/.test(name));
    if (!fields.length) continue;
    // Fields with a label first, a time first among them (reports read by date), then the schema's order. A field
    // without a label keeps its name as the key: the check flags it, for staff to pick a label.
    const ranked = fields
      .map(([field, at], i) => ({ field, node: at[0]!.node, label: labelFor(field, labels), i }))
      .sort(
        (a, b) =>
          Number(!a.label) - Number(!b.label) || Number(/time$|date$/i.test(b.field)) - Number(/time$|date$/i.test(a.field)) || a.i - b.i,
      );
    const columns: Column[] = ranked
      .slice(0, max)
      .map((f) => ({ field: f.field, label: f.label ?? `rec_${snake(f.field)}`, format: formatFor(f.field, f.node) }));
    const money = columns.find((c) => c.format === 'money');
    if (money) money.primary = true;
    return { listPath, columns };
  }
  return null;
}
