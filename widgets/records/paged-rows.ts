// record-list's paged rows, on the engine's paging helper: page 1 replaces the rows, later pages append (load more)
// or replace (page buttons). A new filter starts again at page 1; a failed later page keeps the rows already shown.
import { usePaging } from '../ui/use-paging.ts';
import { fetchCall, useReloadOn } from './fetch-call.ts';
import { useEngine } from '../../engine/widget-module.ts';
import { pagingOf, rowsOf } from './query.ts';

type Row = Record<string, unknown>;

/** What record-list renders. */
export interface PagedRows {
  status: 'loading' | 'ready' | 'failed';
  rows: Row[];
  /** The last page's whole value (for a summary read from it). */
  value: unknown;
  pageNum: number;
  totalPages: number;
  /** A later page is loading / failed (the rows stay). */
  more: 'idle' | 'loading' | 'failed';
}

/** Loads page `n` of the call named in screen JSON with `input`; append: load-more mode. */
export function usePagedRows(
  call: string,
  input: Record<string, unknown>,
  opts: { listPath?: string; pageSize?: number; append: boolean; refreshOn?: readonly string[] },
) {
  const engine = useEngine();
  const paging = usePaging(
    (page, signal) => fetchCall(engine, call, { ...input, pageNum: page, ...(opts.pageSize ? { pageSize: opts.pageSize } : {}) }, signal),
    [call, JSON.stringify(input), opts.listPath, opts.pageSize, opts.append],
    { append: opts.append, hasMore: (last) => pagingOf(last).pageNum < pagingOf(last).totalPages },
  );
  useReloadOn(opts.refreshOn, paging.reload);
  const last = paging.pages[paging.pages.length - 1];
  const paged = last === undefined ? { pageNum: 1, totalPages: 1 } : pagingOf(last);
  const state: PagedRows = {
    status: paging.status,
    rows: paging.pages.flatMap((p) => rowsOf(p, opts.listPath)),
    value: last ?? null,
    // Appended pages count by the page asked for; page 1 and replaced pages by what the platform says.
    pageNum: opts.append && paging.page > 1 ? paging.page : paged.pageNum,
    totalPages: paged.totalPages,
    more: paging.more,
  };
  return { state, load: paging.load, reload: paging.reload };
}
