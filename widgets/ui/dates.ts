// Dates as the screens show them, in the player's local time (SPEC: promotions and lists YYYY/MM/DD, a promotion's
// detail MM/DD/YYYY or start - 'long term', hot matches MM/DD HH:mm, records with HH:mm), the platform's YYYY-MM-DD
// for date queries, and whole days since a date. Pure functions; a value that is not a date formats as '', never
// throws.

const DAY_MS = 86_400_000;

/** Two digits, zero first: 7 → "07" (dates, times, a countdown's minutes and seconds). */
export const pad = (n: number): string => String(n).padStart(2, '0');

/** A date from an ISO string, a calendar day YYYY-MM-DD (local midnight) or epoch ms; null for anything else. */
export function toDate(value: unknown): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || !value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Formats a value that may be a date; '' when it is not. */
const as = (format: (d: Date) => string) => (value: unknown) => {
  const d = toDate(value);
  return d ? format(d) : '';
};
const ymd = (d: Date) => `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
const hm = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** YYYY/MM/DD: the promotion list, messages and records. */
export const listDate = as(ymd);

/** MM/DD/YYYY: a promotion's or article's detail. */
export const detailDate = as((d) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`);

/** YYYY/MM/DD HH:mm: messages, announcements and records with a time. */
export const dateTime = as((d) => `${ymd(d)} ${hm(d)}`);

/** MM/DD HH:mm: a hot match's kick-off. */
export const matchTime = as((d) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${hm(d)}`);

/** YYYY-MM-DD of a local date: the platform's startDate/endDate. */
export const isoDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** YYYY-MM-DDTHH:mm:ss of a local time: the value of a datetime-local input (the studio's scheduling fields). */
export const inputDateTime = (d: Date): string => `${isoDay(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

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
