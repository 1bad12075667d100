// Loading state for a home widget's data: loading, ready (with data), or error with a retry; stale answers
// (after a newer load or unmount) are dropped, so a slow reply never overwrites a fresher one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirstData } from '../../engine/widget-module.ts';

/** What a widget renders from: a skeleton, the data, or a retry button. */
export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** Runs `load` when `key` changes (and on retry); `enabled` false waits (e.g. until the widget is in view). */
export function useLoad<T>(load: () => Promise<T>, key: string, enabled = true): LoadState<T> & { retry(): void } {
  // A server-rendered page starts with what the server rendered (and does not ask again unless a player is signed in).
  const first = useFirstData(load, enabled);
  const [state, setState] = useState<LoadState<T>>(first ? { status: 'ready', data: first.data } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const served = useRef(first !== null && !first.reload);
  useEffect(() => {
    if (!enabled) return;
    if (served.current) {
      served.current = false;
      return;
    }
    let live = true;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading' }));
    loadRef.current().then(
      (data) => {
        if (live) setState({ status: 'ready', data });
      },
      (err: unknown) => {
        if (live) {
          console.warn('[home] load failed', err);
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [key, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
