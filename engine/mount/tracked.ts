// State paths read while rendering, and a render again when one of them changes. The services' `lookup` reads the
// live stores (the session, the app state), and a component that reads a path through this hook's `lookup` (or a
// gate's truthy paths through its `allowed`) renders again when that path's value changes: a balance or an unread
// count arriving renders the rows that show it, not every widget of the page.
import { startTransition, useEffect, useMemo, useReducer, useRef } from './react-deps.ts';
import { subscribe } from 'valtio/vanilla';
import type { Gate } from '../schema-types.ts';
import { app } from '../state.ts';
import { session } from '../session/store.ts';
import { hydratingNow, onHydrationEnd } from './hydration.ts';

/** What a component may read state through. */
export interface StateReads {
  lookup(path: string): unknown;
  allowed(gate: Gate | undefined): boolean;
}

/**
 * `services` with a `lookup` and an `allowed` that remember the paths this render read, with their values; when
 * the session or the app state changes and one of those paths now reads a different value (compared by identity:
 * a path to an object follows the object being replaced, so read the fields shown), the component renders again.
 */
export function useTracked<S extends StateReads>(services: S): S {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const ref = useRef<Map<string, unknown> | null>(null);
  const reads = (ref.current ??= new Map());
  // Each render says afresh what it reads.
  reads.clear();
  const latest = useRef(services);
  latest.current = services;
  useEffect(() => {
    const check = () => {
      for (const [path, seen] of reads) if (!Object.is(latest.current.lookup(path), seen)) return changed();
    };
    const offs = [subscribe(session, check), subscribe(app, check)];
    // The hydration ending switches reads from the stores as they were to the stores as they are (the app's
    // lookup): a component renders again if that changed what it read, in slices like the rest of the hydration.
    if (hydratingNow()) offs.push(onHydrationEnd(() => startTransition(check)));
    // A change between the render and now.
    check();
    return () => {
      for (const off of offs) off();
    };
  }, []);
  return useMemo(() => {
    const lookup = (path: string) => {
      const value = services.lookup(path);
      reads.set(path, value);
      return value;
    };
    const allowed = (gate: Gate | undefined) => {
      for (const path of gate?.truthy ?? []) lookup(path);
      return services.allowed(gate);
    };
    return { ...services, lookup, allowed };
  }, [services]);
}
