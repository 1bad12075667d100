// The guards every reader of engine/api/readers/ shares. Production builds do not check answers against schema/api
// (only development builds log a mismatch), so a reader meets whatever the platform sent and must turn it into the
// app's model or fail with a typed error (MalformedResponseError: "an answer the app cannot read"), never crash.
import { MalformedResponseError } from '../errors/malformed-response-error.ts';

/** Whether a value is a plain object (not an array, not null). */
export const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A non-empty string, else undefined. */
export const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A finite number, from a number or a numeric string; else undefined. */
export function numberOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** An integer (a number or a numeric string), else undefined. */
export const integerOf = (v: unknown): number | undefined => {
  const n = numberOf(v);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};

/** The array, else an empty one. */
export const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Fails a read: the answer lacks what the app needs from it. */
export function unreadable(what: string): never {
  throw new MalformedResponseError(`unreadable answer: ${what}`);
}
