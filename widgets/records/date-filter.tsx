// The date-range filter: quick-range chips (today, last 7 days, ...) and, optionally, from/to date inputs.
import { useEffect, useId, useRef } from 'react';
import { centreInScroller } from '../ui/tabs.tsx';
import { type DateRange, type QuickRange, orderedRange, quickRange } from './date-range.ts';

/** The chosen range: a quick one, or custom dates. */
export type RangeChoice = { kind: QuickRange } | { kind: 'custom'; range: DateRange };

/** The dates a choice stands for. */
export const rangeOf = (choice: RangeChoice, now = new Date()): DateRange =>
  choice.kind === 'custom' ? choice.range : quickRange(choice.kind, now);

interface Props {
  quick: readonly QuickRange[];
  custom: boolean;
  choice: RangeChoice;
  onChange(choice: RangeChoice): void;
  t(key: string): string;
}

/** Chips for quick ranges plus a custom range with two labelled date inputs. */
export function DateFilter({ quick, custom, choice, onChange, t }: Props) {
  const id = useId();
  const chipsRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: choice.kind is the trigger: centre the chip the player pressed
  useEffect(() => {
    const pressed = chipsRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const list = chipsRef.current;
    if (!list || !pressed) return;
    const [l, p] = [list.getBoundingClientRect(), pressed.getBoundingClientRect()];
    if (p.left < l.left || p.right > l.right) centreInScroller(list, pressed); // only when partly hidden
  }, [choice.kind]);
  const range = rangeOf(choice);
  const setDate = (end: 'start' | 'end', value: string) => {
    if (!value) return;
    const next = end === 'start' ? orderedRange(value, range.end) : orderedRange(range.start, value);
    onChange({ kind: 'custom', range: next });
  };
  return (
    <fieldset className="rec-dates">
      <legend className="ui-visually-hidden">{t('rec_date_range')}</legend>
      <div className="rec-chips" ref={chipsRef}>
        {quick.map((q) => (
          <button key={q} type="button" className="rec-chip" aria-pressed={choice.kind === q} onClick={() => onChange({ kind: q })}>
            {t(`rec_range_${q}`)}
          </button>
        ))}
        {custom && (
          <button
            type="button"
            className="rec-chip"
            aria-pressed={choice.kind === 'custom'}
            aria-controls={choice.kind === 'custom' ? `${id}-custom` : undefined}
            onClick={() => onChange({ kind: 'custom', range })}
          >
            {t('rec_range_custom')}
          </button>
        )}
      </div>
      {custom && choice.kind === 'custom' && (
        <div className="rec-custom" id={`${id}-custom`}>
          <label>
            <span>{t('rec_from')}</span>
            <input type="date" value={range.start} max={range.end} onChange={(e) => setDate('start', e.currentTarget.value)} />
          </label>
          <label>
            <span>{t('rec_to')}</span>
            <input type="date" value={range.end} min={range.start} onChange={(e) => setDate('end', e.currentTarget.value)} />
          </label>
        </div>
      )}
    </fieldset>
  );
}
