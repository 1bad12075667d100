// A game feed for one tab and set of filters: loads page 1 when they change, more pages on demand, reloads
// page 1 after a language change (debounced 200 ms) and drops a tile at once when asked.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LANG_DEBOUNCE_GAME_LIST_MS } from '../../engine/constants.ts';
import { clock } from '../ui/clock.ts';
import { EVENTS, useEngine, useFirstData } from '../../engine/widget-module.ts';
import { applyFailure, applyPage, dropGame, emptyFeed, nextPage, type FeedState, type Page } from './paging.ts';
import type { Filters, Tab } from './sources.ts';

/** Loads one page; injectable so the feed can be tested without the network. */
export type PageLoader = (tab: Tab, filters: Filters, pageNo: number, signal?: AbortSignal) => Promise<Page>;

/** The feed, plus loadMore (next page), reload (page 1) and drop (remove one tile now). */
export function useGameFeed(tab: Tab, filters: Filters, loader: PageLoader, enabled = true) {
  const { on } = useEngine();
  // A server-rendered page starts with the first page the server rendered (asked again only for a signed-in player).
  const first = useFirstData(() => loader(tab, filters, 1), enabled);
  const [state, setState] = useState<FeedState>(() => (first ? applyPage(emptyFeed(), first.data, 1, tab !== 'hot') : emptyFeed()));
  const served = useRef(first !== null && !first.reload);
  const stateRef = useRef(state);
  stateRef.current = state;
  const inflight = useRef<AbortController | null>(null);
  const key = JSON.stringify([tab, filters]);

  const load = useCallback(
    (pageNo: number) => {
      inflight.current?.abort();
      const ctrl = new AbortController();
      inflight.current = ctrl;
      setState((s) => ({ ...(pageNo === 1 ? emptyFeed() : s), status: 'loading' }));
      loader(tab, filters, pageNo, ctrl.signal).then(
        (page) => {
          if (!ctrl.signal.aborted) setState((s) => applyPage(s, page, pageNo, tab !== 'hot'));
        },
        () => {
          if (!ctrl.signal.aborted) setState((s) => applyFailure(s));
        },
      );
    },
    [key, loader],
  );

  useEffect(() => {
    if (!enabled) return;
    if (served.current) {
      served.current = false;
      return;
    }
    load(1);
    return () => inflight.current?.abort();
  }, [load, enabled]);

  useEffect(() => {
    let timer: unknown;
    const off = on(EVENTS.language, () => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(() => load(1), LANG_DEBOUNCE_GAME_LIST_MS);
    });
    return () => {
      off();
      clock.clearTimeout(timer);
    };
  }, [load]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (s.status === 'loading' || !s.hasMore) return;
    load(nextPage(s));
  }, [load]);
  const retry = useCallback(() => load(nextPage(stateRef.current)), [load]);
  const drop = useCallback((nodeId: number) => setState((s) => dropGame(s, nodeId)), []);
  return { state, loadMore, retry, reload: () => load(1), drop };
}
