// Periods and counts of the member screens: 'long term' periods and whole days since registration (the dates
// themselves are ui/dates.ts's). Pure functions.
import { toDate } from '../ui/dates.ts';

const DAY_MS = 86_400_000;

/** A period "start - end", or "start - <longTerm>" when noExpiry is 1 (or there is no end). */
export function period(
  item: { startDate?: unknown; endDate?: unknown; noExpiry?: unknown },
  format: (v: unknown) => string,
  longTerm: string,
): string {
  const start = format(item.startDate);
  const end = item.noExpiry === 1 || item.endDate == null ? longTerm : format(item.endDate);
  return [start, end].filter(Boolean).join(' - ');
}

/** Whole days from regDate to now (never negative); null when regDate is not a date. */
export function joinedDays(regDate: unknown, now: Date): number | null {
  const d = toDate(regDate);
  if (!d) return null;
  return Math.max(0, Math.floor((now.getTime() - d.getTime()) / DAY_MS));
}
