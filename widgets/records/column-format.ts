// Turns one field of a record into display text by its column format; never throws on missing or wrong
// values (they show as a dash). Status values also get a tone for their pill.
import { localeOf } from '../../engine/widget-module.ts';
import { dateTime, listDate } from '../ui/dates.ts';

/** Column formats a screen may use. */
export type Format = 'text' | 'money' | 'signedMoney' | 'number' | 'integer' | 'percent' | 'date' | 'datetime' | 'status' | 'code' | 'html';

/** What formatting needs from the engine. */
export interface FormatServices {
  t(key: string): string;
  money(n: number): string;
  language: string;
}

export const MISSING = '—';
const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** The label of a coded value: the catalogue text of prefix + lower-case code, else the code itself. */
export function codeLabel(value: unknown, prefix: string, t: FormatServices['t']): string {
  if (value === null || value === undefined || value === '') return MISSING;
  const code = String(value);
  return t(`${prefix}${code.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`) || code;
}

/** Display text of a value in a format; labelPrefix applies to status (default status_) and code. */
export function formatValue(value: unknown, format: Format = 'text', svc: FormatServices, labelPrefix?: string): string {
  switch (format) {
    case 'money':
    case 'signedMoney': {
      const n = toNumber(value);
      if (n === null) return MISSING;
      if (n < 0) return `-${svc.money(-n)}`;
      return format === 'signedMoney' && n > 0 ? `+${svc.money(n)}` : svc.money(n);
    }
    case 'number':
    case 'integer':
    case 'percent': {
      const n = toNumber(value);
      if (n === null) return MISSING;
      const digits = format === 'integer' ? 0 : 2;
      const text = new Intl.NumberFormat(localeOf(svc.language), {
        maximumFractionDigits: digits,
        minimumFractionDigits: format === 'number' ? 2 : 0,
      }).format(n);
      return format === 'percent' ? `${text}%` : text;
    }
    case 'date':
      return listDate(value) || MISSING;
    case 'datetime':
      return dateTime(value) || MISSING;
    case 'status':
      return codeLabel(value, labelPrefix ?? 'status_', svc.t);
    case 'code':
      return codeLabel(value, labelPrefix ?? '', svc.t);
    default:
      return value === null || value === undefined || value === '' || typeof value === 'object' ? MISSING : String(value);
  }
}

/** The tone of a status pill. */
export function statusTone(value: unknown): 'good' | 'bad' | 'wait' | 'plain' {
  const v = String(value ?? '').toUpperCase();
  if (['SUCCESS', 'WON', 'PAID', 'ACCEPTED', 'ISSUED', 'CLAIMED', 'LIVE', 'APPROVED', 'SETTLED'].includes(v)) return 'good';
  if (['FAILED', 'LOST', 'REJECTED', 'CANCELLED', 'CANCELED', 'EXPIRED'].includes(v)) return 'bad';
  if (['PENDING', 'CLAIMABLE', 'UPCOMING', 'PROCESSING', 'APPLYING'].includes(v)) return 'wait';
  return 'plain';
}

/** The sign of a signed amount, for colouring (+ green, - red). */
export function signOf(value: unknown): 'up' | 'down' | 'zero' {
  const n = toNumber(value);
  return n === null || n === 0 ? 'zero' : n > 0 ? 'up' : 'down';
}
