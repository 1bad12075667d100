// Calls an endpoint by its name from screen JSON, and re-runs loaders on the events a screen names
// (and on a language change) so data-bound widgets stay current.
import { useEffect } from 'react';
import { EVENTS, type EngineServices, useEngine } from '../../engine/widget-module.ts';

/** Calls the endpoint named in screen JSON, never from the tab's cache; an unknown name rejects like a failed load. */
export function fetchCall(
  engine: Pick<EngineServices, 'callNamed'>,
  call: string,
  input: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  return engine.callNamed(call, input, { force: true, signal });
}

/** Runs `reload` on each named event and on a language change. */
export function useReloadOn(events: readonly string[] | undefined, reload: () => void): void {
  const { on } = useEngine();
  const key = (events ?? []).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the event names: a new array with the same names must not subscribe again
  useEffect(() => {
    const offs = [EVENTS.language, ...(events ?? [])].map((e) => on(e, () => reload()));
    return () => offs.forEach((off) => off());
  }, [key, reload, on]);
}
