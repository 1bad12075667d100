// Choices of select fields: fixed options (label keys) or a list loaded from an API call (optionsFrom).
import { useEffect, useState } from 'react';
import { useEngine } from '../../engine/widget-module.ts';
import type { Choice } from './field-view.tsx';

/** Where a select's choices come from. */
export interface ChoiceSource {
  name: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
  optionsFrom?: { call: string; value: string; label: readonly string[] };
}

/** Choices by field name; loaded lists arrive asynchronously (failures leave the list empty and are logged). */
export function useChoices(fields: readonly ChoiceSource[], t: (key: string) => string): Record<string, Choice[]> {
  const { callNamed } = useEngine();
  const [loaded, setLoaded] = useState<Record<string, Choice[]>>({});
  const remote = fields.filter((f) => f.optionsFrom);
  const signature = JSON.stringify(remote.map((f) => [f.name, f.optionsFrom]));
  useEffect(() => {
    let live = true;
    for (const f of remote) {
      const src = f.optionsFrom!;
      callNamed(src.call)
        .then((value) => {
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
          if (live) setLoaded((prev) => ({ ...prev, [f.name]: choices }));
        })
        .catch((err) => console.error(`[form] options of ${f.name} unavailable`, err));
    }
    return () => {
      live = false;
    };
  }, [signature]);
  const fixed = Object.fromEntries(
    fields.filter((f) => f.options).map((f) => [f.name, f.options!.map((o) => ({ value: o.value, text: t(o.label) }))]),
  );
  return { ...fixed, ...loaded };
}
