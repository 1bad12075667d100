// Calls an endpoint by its name from screen JSON, and re-runs loaders on the events a screen names
// (and on a language change) so data-bound widgets stay current.
import { useEffect } from 'react';
import { api } from '../../engine/api/calls.ts';
import { EVENTS, on } from '../../engine/events.ts';

type AnyCall = (input: unknown, options?: { force?: boolean; signal?: AbortSignal }) => Promise<unknown>;

/** Calls api.<call>(input); an unknown call name rejects like a failed load. */
export function fetchCall(call: string, input: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
  const fn = (api as unknown as Record<string, AnyCall | undefined>)[call];
  if (typeof fn !== 'function') return Promise.reject(new Error(`unknown call "${call}"`));
  return fn(input, { force: true, signal });
}

/** Whether an error is an abort (a newer load replaced this one). */
export const isAbort = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';

/** Runs `reload` on each named event and on a language change. */
export function useReloadOn(events: readonly string[] | undefined, reload: () => void): void {
  const key = (events ?? []).join('|');
  useEffect(() => {
    const offs = [EVENTS.language, ...(events ?? [])].map((e) => on(e, () => reload()));
    return () => offs.forEach((off) => off());
  }, [key, reload]);
}
