// Quick date ranges of the report filters (today, yesterday, last 7 or 30 days, this month), as local
// YYYY-MM-DD strings that the platform's startDate/endDate take (both ends inclusive).
import { isoDay } from '../ui/dates.ts';

/** The quick ranges a date filter can offer. */
export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A date range; both ends are inclusive local dates (YYYY-MM-DD). */
export interface DateRange {
  start: string;
  end: string;
}

const daysBefore = (now: Date, n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - n);

/** The dates of a quick range relative to `now`. */
export function quickRange(kind: QuickRange, now: Date = new Date()): DateRange {
  const today = isoDay(now);
  switch (kind) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const y = isoDay(daysBefore(now, 1));
      return { start: y, end: y };
    }
    case 'last7':
      return { start: isoDay(daysBefore(now, 6)), end: today };
    case 'last30':
      return { start: isoDay(daysBefore(now, 29)), end: today };
    case 'thisMonth':
      return { start: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)), end: today };
  }
}

/** A custom range with its ends put in order (a player may pick the end before the start). */
export function orderedRange(a: string, b: string): DateRange {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}
