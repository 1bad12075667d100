// The one paging helper, built on useData: page 1 when `deps` change, later pages on demand, appended (load more,
// infinite scroll) or in place of the shown one (page buttons). A later page that fails keeps the pages shown and is
// asked again by retry(); a new page aborts the one under way.
import { useCallback, useRef, useState } from 'react';
import { sameDeps, useData, type DataOptions, type DataStatus } from '../../engine/widget-module.ts';

export interface PagingOptions<P> extends Pick<DataOptions, 'enabled' | 'serve'> {
  /** True: later pages are appended to those shown; false: each page replaces the shown one. Default true. */
  append?: boolean;
  /** Whether there is a page after `last` (page number `page`). */
  hasMore(last: P, page: number): boolean;
}

/** A paged list as a widget renders it. */
export interface Paging<P> {
  /** The list as a whole: page 1 (or, replacing, the page asked for) loading, shown or failed. */
  status: DataStatus;
  /** The pages shown: all so far when appending, else the last one; none while page 1 loads or after it failed. */
  pages: P[];
  /** The number of the last page shown (0 before the first). */
  page: number;
  /** Appending only: a later page is loading or failed (the pages shown stay). */
  more: 'idle' | 'loading' | 'failed';
  /** Whether a page follows the last one shown (false after a failure). */
  hasMore: boolean;
  /** Loads page `n` (the page shown again: reloads it). */
  load(n: number): void;
  /** Loads the next page, unless one is loading or there is none. */
  loadMore(): void;
  /** Loads page 1 again. */
  reload(): void;
  /** Asks again for the page that failed. */
  retry(): void;
}

/** Pages of `loadPage(n, signal)`, starting again at page 1 whenever `deps` change (compared like an effect's). */
export function usePaging<P>(
  loadPage: (page: number, signal: AbortSignal) => Promise<P>,
  deps: readonly unknown[],
  options: PagingOptions<P>,
): Paging<P> {
  const { append = true, hasMore, ...dataOptions } = options;
  const [asked, setAsked] = useState({ deps, page: 1 });
  const fresh = !sameDeps(asked.deps, deps);
  // New deps start at page 1 (set during render, so no render shows the old page number with the new deps).
  if (fresh) setAsked({ deps, page: 1 });
  const page = fresh ? 1 : asked.page;
  const shownRef = useRef<P[]>([]);
  const data = useData(
    async (signal) => {
      const loaded = await loadPage(page, signal);
      return { pages: append && page > 1 ? [...shownRef.current, loaded] : [loaded], page };
    },
    [...deps, page],
    dataOptions,
  );
  // The pages held when deps last changed are the old deps' (useData says 'ready' with them until its effect asks
  // again, a render later): neither shown nor called ready, or a list labelled for the new category would show the
  // old one's items for a frame.
  const old = useRef<typeof data.value>(null);
  if (fresh) old.current = data.value;
  const stale = data.status === 'ready' && data.value !== null && data.value === old.current;
  const value = stale ? null : data.value;
  const later = append && page > 1;
  // While page 1 loads (or after it failed) nothing of an earlier list is shown.
  const pages = value && (data.status === 'ready' || page > 1) ? value.pages : [];
  shownRef.current = pages;
  const last = pages[pages.length - 1];
  const status: DataStatus = stale ? 'loading' : later && value ? 'ready' : data.status;
  const more = later && data.status !== 'ready' ? data.status : 'idle';
  const shownPage = pages.length ? value!.page : 0;
  const loadingNow = stale || data.status === 'loading';
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const pageRef = useRef({ page, shownPage, loadingNow, hasNext: false });
  const hasNext = last !== undefined && data.status !== 'failed' && hasMore(last, shownPage);
  pageRef.current = { page, shownPage, loadingNow, hasNext };

  const { reload: again } = data;
  const load = useCallback(
    (n: number) => {
      if (n === pageRef.current.page) again();
      else setAsked({ deps: depsRef.current, page: n });
    },
    [again],
  );
  const loadMore = useCallback(() => {
    const at = pageRef.current;
    if (!at.loadingNow && at.hasNext) load(at.shownPage + 1);
  }, [load]);
  const reload = useCallback(() => load(1), [load]);
  return { status, pages, page: shownPage, more, hasMore: hasNext, load, loadMore, reload, retry: again };
}
