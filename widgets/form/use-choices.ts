// Choices of select fields: fixed options (label keys) or a list loaded from an API call (optionsFrom), loaded
// through the engine's data hook.
import { useData, useEngine, type EngineServices } from '../../engine/widget-module.ts';
import type { Choice } from './field-view.tsx';

/** Where a select's choices come from. */
export interface ChoiceSource {
  name: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
  optionsFrom?: { call: string; value: string; label: readonly string[] };
}

type Remote = { name: string; optionsFrom: NonNullable<ChoiceSource['optionsFrom']> };

/** One field's loaded choices; a failure is logged and leaves the field without a list. */
async function loadChoices(callNamed: EngineServices['callNamed'], { name, optionsFrom: src }: Remote): Promise<[string, Choice[]][]> {
  try {
    const value = await callNamed(src.call);
    const list = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    const choices = list
      .filter((item) => item && item[src.value] !== undefined)
      .map((item) => ({
        value: String(item[src.value]),
        text: src.label
          .map((k) => item[k] ?? '')
          .filter(Boolean)
          .join(' · '),
      }));
    return [[name, choices]];
  } catch (err) {
    console.error(`[form] options of ${name} unavailable`, err);
    return [];
  }
}

/** Choices by field name; loaded lists arrive asynchronously (the lists shown stay while others load). */
export function useChoices(fields: readonly ChoiceSource[], t: (key: string) => string): Record<string, Choice[]> {
  const { callNamed } = useEngine();
  const remote = fields.filter((f): f is Remote => !!f.optionsFrom);
  const loaded = useData(
    async () => Object.fromEntries((await Promise.all(remote.map((f) => loadChoices(callNamed, f)))).flat()),
    [JSON.stringify(remote.map((f) => [f.name, f.optionsFrom]))],
    { enabled: remote.length > 0 },
  );
  const fixed = Object.fromEntries(
    fields.filter((f) => f.options).map((f) => [f.name, f.options!.map((o) => ({ value: o.value, text: t(o.label) }))]),
  );
  return { ...fixed, ...loaded.value };
}
