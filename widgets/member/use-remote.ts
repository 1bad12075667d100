// Loads data for a widget and tracks its state (loading, ready, error) with a retry; a newer load or an
// unmount discards the older answer, so a slow reply never overwrites a fresh one.
import { useCallback, useEffect, useState } from 'react';

/** What a loading widget renders from. */
export interface Remote<T> { status: 'loading' | 'ready' | 'error'; data: T | null; error: unknown; retry(): void }

/** Runs `load` now and whenever `deps` change (include the language to reload on a language change). */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Remote<T>, 'retry'>>({ status: 'loading', data: null, error: null });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    load().then(
      (data) => { if (live) setState({ status: 'ready', data, error: null }); },
      (error: unknown) => { if (live) setState({ status: 'error', data: null, error }); },
    );
    return () => { live = false; };
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
