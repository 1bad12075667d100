// Times as staff read them: in their own browser's language and time zone (Intl), never a raw ISO string.

const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time in the staff member's locale, e.g. "28 Nov 2026, 14:05" or "Nov 28, 2026, 2:05 PM". */
export const formatTime = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format.format(d);
};

/** The value of a datetime-local input for `d`, in local time (seconds kept): the app's one date module's. */
export { inputDateTime as localInputValue } from '../widgets/ui/dates.ts';
