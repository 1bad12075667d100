// Loads a paged list for record-list: page 1 replaces the rows, later pages append (load more) or replace
// (page buttons). A new filter starts again at page 1; a failed later page keeps the rows already shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCall, isAbort, useReloadOn } from './fetch-call.ts';
import { useEngine } from '../../engine/widget-module.ts';
import { pagingOf, rowsOf } from './query.ts';

type Row = Record<string, unknown>;

/** What record-list renders. */
export interface PagedState {
  status: 'loading' | 'ready' | 'failed';
  rows: Row[];
  /** The last page's whole value (for a summary read from it). */
  value: unknown;
  pageNum: number;
  totalPages: number;
  /** A later page is loading / failed (the rows stay). */
  more: 'idle' | 'loading' | 'failed';
}

const START: PagedState = { status: 'loading', rows: [], value: null, pageNum: 1, totalPages: 1, more: 'idle' };

/** Loads page `n` of api.<call>(input); append: load-more mode. */
export function usePagedSource(
  call: string,
  input: Record<string, unknown>,
  opts: { listPath?: string; pageSize?: number; append: boolean; refreshOn?: readonly string[] },
) {
  const engine = useEngine();
  const [state, setState] = useState<PagedState>(START);
  const key = JSON.stringify(input);
  const abortRef = useRef<AbortController | null>(null);

  const load = useCallback(
    (page: number) => {
      abortRef.current?.abort();
      const abort = (abortRef.current = new AbortController());
      const later = page > 1 && opts.append;
      setState((s) => (later ? { ...s, more: 'loading' } : { ...s, status: 'loading', more: 'idle', ...(page === 1 ? { rows: [] } : {}) }));
      const query = { ...input, pageNum: page, ...(opts.pageSize ? { pageSize: opts.pageSize } : {}) };
      fetchCall(engine, call, query, abort.signal)
        .then((value) => {
          if (abort.signal.aborted) return;
          const rows = rowsOf(value, opts.listPath);
          const { pageNum, totalPages } = pagingOf(value);
          setState((s) => ({
            status: 'ready',
            rows: later ? [...s.rows, ...rows] : rows,
            value,
            pageNum: later ? page : pageNum,
            totalPages,
            more: 'idle',
          }));
        })
        .catch((e) => {
          if (isAbort(e) || abort.signal.aborted) return;
          setState((s) => (later ? { ...s, more: 'failed' } : { ...s, status: 'failed' }));
        });
    },
    [call, key, opts.listPath, opts.pageSize, opts.append],
  );

  useEffect(() => {
    load(1);
    return () => abortRef.current?.abort();
  }, [load]);
  const reload = useCallback(() => load(1), [load]);
  useReloadOn(opts.refreshOn, reload);
  return { state, load, reload };
}
