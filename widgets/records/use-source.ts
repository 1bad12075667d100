// Loads one call's value for a data-bound widget: loading, ready or failed, with a reload.
import { useCallback, useEffect, useState } from 'react';
import { fetchCall, isAbort, useReloadOn } from './fetch-call.ts';
import { useEngine } from '../../engine/widget-module.ts';

/** The load state of a call. */
export type SourceState = { status: 'loading' } | { status: 'ready'; value: unknown } | { status: 'failed' };

/** Loads api.<call>(input) whenever the input changes, on the named events and when reload() is called. */
export function useSource(call: string, input: Record<string, unknown>, refreshOn?: readonly string[]): [SourceState, () => void] {
  const engine = useEngine();
  const [state, setState] = useState<SourceState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useReloadOn(refreshOn, reload);
  const key = JSON.stringify(input);
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => (s.status === 'ready' && round > 0 ? s : { status: 'loading' }));
    fetchCall(engine, call, input, abort.signal)
      .then((value) => {
        if (!abort.signal.aborted) setState({ status: 'ready', value });
      })
      .catch((e) => {
        if (!isAbort(e) && !abort.signal.aborted) setState({ status: 'failed' });
      });
    return () => abort.abort();
  }, [call, key, round]);
  return [state, reload];
}
