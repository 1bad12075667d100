// Date and count formats of the member screens: list dates YYYY/MM/DD, detail dates MM/DD/YYYY,
// 'long term' periods and whole days since registration. Pure functions; invalid input gives ''.
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const parse = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** YYYY/MM/DD in local time (promotion list). */
export function listDate(value: unknown): string {
  const d = parse(value);
  return d ? `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}` : '';
}

/** MM/DD/YYYY in local time (promotion detail). */
export function detailDate(value: unknown): string {
  const d = parse(value);
  return d ? `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}` : '';
}

/** YYYY/MM/DD HH:mm in local time (messages, announcements). */
export function dateTime(value: unknown): string {
  const d = parse(value);
  return d ? `${listDate(value)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

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
  const d = parse(regDate);
  if (!d) return null;
  return Math.max(0, Math.floor((now.getTime() - d.getTime()) / DAY_MS));
}
