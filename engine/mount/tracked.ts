// State paths read while rendering, and a render again when one of them changes. The services' `lookup` reads the
// live stores (the session, the app state), and a component that reads a path through this hook's `lookup` (or a
// gate's truthy paths through its `allowed`) renders again when that path's value changes: a balance or an unread
// count arriving renders the rows that show it, not every widget of the page.
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { Gate } from '../schema-types.ts';
import { app } from '../state.ts';
import { session } from '../session/store.ts';

/** What a component may read state through. */
export interface StateReads {
  lookup(path: string): unknown;
  allowed(gate: Gate | undefined): boolean;
}

/**
 * `services` with a `lookup` and an `allowed` that remember the paths this render read, with their values; when
 * the session or the app state changes and one of those paths now reads differently, the component renders
 * again. A path whose value is an object renders again on any change (its fields are not compared).
 */
export function useTracked<S extends StateReads>(services: S): S {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const reads = useRef<Map<string, unknown>>(null as unknown as Map<string, unknown>);
  reads.current ??= new Map();
  // Each render says afresh what it reads.
  reads.current.clear();
  const latest = useRef(services);
  latest.current = services;
  const unsubscribe = useRef<(() => void) | null>(null);

  // Only a component that read something listens to the stores (most read nothing through these).
  useEffect(() => {
    if (unsubscribe.current || reads.current.size === 0) return;
    const check = () => {
      for (const [path, seen] of reads.current) {
        const now = latest.current.lookup(path);
        if (!Object.is(now, seen) || (typeof now === 'object' && now !== null)) {
          changed();
          return;
        }
      }
    };
    const offs = [subscribe(session, check), subscribe(app, check)];
    unsubscribe.current = () => {
      for (const off of offs) off();
    };
    // A change between the render and now.
    check();
  });
  useEffect(
    () => () => {
      unsubscribe.current?.();
      unsubscribe.current = null;
    },
    [],
  );

  return useMemo(() => {
    const lookup = (path: string) => {
      const value = services.lookup(path);
      reads.current.set(path, value);
      return value;
    };
    const allowed = (gate: Gate | undefined) => {
      for (const path of gate?.truthy ?? []) lookup(path);
      return services.allowed(gate);
    };
    return { ...services, lookup, allowed };
  }, [services]);
}
