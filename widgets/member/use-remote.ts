// Loads data for a widget and tracks its state (loading, ready, error) with a retry; a newer load or an
// unmount discards the older answer, so a slow reply never overwrites a fresh one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirstData } from '../../engine/widget-module.ts';

/** What a loading widget renders from. */
export interface Remote<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: unknown;
  retry(): void;
}

/** Runs `load` now and whenever `deps` change (include the language to reload on a language change). */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  // A server-rendered page starts with what the server rendered (and does not ask again unless a player is signed in).
  const first = useFirstData(load);
  const [state, setState] = useState<Omit<Remote<T>, 'retry'>>(
    first ? { status: 'ready', data: first.data, error: null } : { status: 'loading', data: null, error: null },
  );
  const served = useRef(first !== null && !first.reload);
  useEffect(() => {
    if (served.current) {
      served.current = false;
      return;
    }
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    load().then(
      (data) => {
        if (live) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', data: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
