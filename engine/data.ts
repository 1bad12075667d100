// Defensive readers for platform data: answers may hold nulls, wrong types or broken entries, and a
// screen must still render (nothing crashes on bad server data).

/** The value when it is an array, else an empty array. */
export function asArray<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
