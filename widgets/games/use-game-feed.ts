// A game feed for one tab and set of filters, on the engine's paging helper: page 1 when they change, more pages on
// demand, page 1 again after a language change (debounced 200 ms), and a tile dropped at once when asked.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LANG_DEBOUNCE_GAME_LIST_MS } from '../../engine/page-constants.ts';
import { clock } from '../ui/clock.ts';
import { EVENTS, useEngine } from '../../engine/widget-module.ts';
import { usePaging } from '../ui/use-paging.ts';
import { applyFailure, applyPage, dropGame, emptyFeed, type FeedState, type Page } from './paging.ts';
import type { Filters, Tab } from './sources.ts';

/** Loads one page; injectable so the feed can be tested without the network. */
export type PageLoader = (tab: Tab, filters: Filters, pageNo: number, signal?: AbortSignal) => Promise<Page>;

/** The feed, plus loadMore (next page), retry (the failed page), reload (page 1) and drop (remove one tile now). */
export function useGameFeed(tab: Tab, filters: Filters, loader: PageLoader, enabled = true) {
  const { on } = useEngine();
  const paged = tab !== 'hot';
  // A server-rendered page starts with the first page the server rendered (asked again only for a signed-in player).
  const paging = usePaging((pageNo, signal) => loader(tab, filters, pageNo, signal), [tab, JSON.stringify(filters), loader], {
    enabled,
    serve: true,
    hasMore: (last, pageNo) => applyPage(emptyFeed(), last, pageNo, paged).hasMore,
  });
  // Tiles dropped from the pages shown; a new page 1 (another object) brings its own.
  const [dropped, setDropped] = useState<{ first: Page | undefined; ids: number[] }>({ first: undefined, ids: [] });
  const state = useMemo<FeedState>(() => {
    // Before the first load asked for (a feed waiting to be enabled), the feed is idle.
    if (!enabled && paging.pages.length === 0 && paging.status === 'loading') return emptyFeed();
    let feed = paging.pages.reduce((s, page, i) => applyPage(s, page, i + 1, paged), emptyFeed());
    if (dropped.first === paging.pages[0]) feed = dropped.ids.reduce(dropGame, feed);
    if (paging.status === 'failed' || paging.more === 'failed') return applyFailure(feed);
    if (paging.status === 'loading' || paging.more === 'loading') return { ...feed, status: 'loading' };
    return feed;
  }, [paging.pages, paging.status, paging.more, dropped, paged, enabled]);

  const { reload } = paging;
  useEffect(() => {
    let timer: unknown;
    const off = on(EVENTS.language, () => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(reload, LANG_DEBOUNCE_GAME_LIST_MS);
    });
    return () => {
      off();
      clock.clearTimeout(timer);
    };
  }, [reload, on]);

  const first = paging.pages[0];
  const drop = useCallback(
    (nodeId: number) => setDropped((d) => ({ first, ids: d.first === first ? [...d.ids, nodeId] : [nodeId] })),
    [first],
  );
  return { state, loadMore: paging.loadMore, retry: paging.retry, reload, drop };
}
