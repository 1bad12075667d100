// Where each game-list tab gets its games: the paged list, hot games (no paging), recent games (25 per
// page) and favourites (26 per page), with the query fields the platform expects; the answers are read by
// engine/api/readers/games.ts.
import { useCallback, useRef } from 'react';
import { type EngineServices, useEngine } from '../../engine/widget-module.ts';
import { PLATFORM } from '../../engine/constants.ts';
import { CLIENT_TYPE, FAVOURITES_PAGE_SIZE, GAME_PAGE_SIZE, HOT_GAMES_IS_PLATFORM, RECENT_PAGE_SIZE } from '../../engine/page-constants.ts';
import type { Game } from '../../engine/api/types.gen.ts';
import { gamePageOf, hotGamesOf } from '../../engine/api/readers/games.ts';
import type { Page } from './paging.ts';

/** The game-list tab. */
export type Tab = 'all' | 'hot' | 'recent' | 'fav';

/** What the player has chosen: type, search text, vendors and (RNG) classify and minimum bet. */
export interface Filters {
  gameType: string;
  search: string;
  vendors: string[];
  classify: string;
  minBet: string;
}

/** The filters a list starts with: classify ALL, every vendor, any minimum bet. */
export const defaultFilters = (gameType: string, vendors: string[] = []): Filters => ({
  gameType,
  search: '',
  vendors,
  classify: 'ALL',
  minBet: 'All',
});

/** The paged game-list query. */
export function gameListQuery(f: Filters, pageNo: number, language: string, merchant: string) {
  const minBet = Number(f.minBet);
  return {
    merchant: merchant || undefined,
    platform: PLATFORM,
    clientType: CLIENT_TYPE,
    gameName: f.search.trim() || undefined,
    gameType: f.gameType,
    gameClassify: f.classify || 'ALL',
    isNew: f.classify === 'NEW' ? true : undefined,
    pageNo,
    pageSize: GAME_PAGE_SIZE,
    vassalage: f.vendors.length ? f.vendors.join(',') : undefined,
    language,
    minBet: f.minBet !== 'All' && Number.isFinite(minBet) ? minBet : undefined,
  };
}

const named = (games: Game[], search: string): Game[] => {
  const q = search.trim().toLowerCase();
  return q
    ? games.filter((g) =>
        String(g.gameName ?? '')
          .toLowerCase()
          .includes(q),
      )
    : games;
};

/** Loads one page of a tab; hot games come as a single page. */
export async function loadPage(
  engine: Pick<EngineServices, 'call' | 'language' | 'merchant'>,
  tab: Tab,
  f: Filters,
  pageNo: number,
  signal?: AbortSignal,
): Promise<Page> {
  const { language } = engine;
  if (tab === 'hot') {
    const v = await engine.call(
      'hotGames',
      { isPlatform: HOT_GAMES_IS_PLATFORM, language, platform: PLATFORM, gameType: f.gameType },
      { signal },
    );
    return { games: named(hotGamesOf(v), f.search), pageNum: 1, totalPages: 1 };
  }
  if (tab === 'recent') {
    const v = await engine.call(
      'recentGames',
      { page: pageNo, pageSize: RECENT_PAGE_SIZE, gameType: f.gameType, language, clientType: CLIENT_TYPE },
      { signal },
    );
    const page = gamePageOf(v, ['list', 'content'], pageNo);
    return { ...page, games: named(page.games, f.search) };
  }
  if (tab === 'fav') {
    const v = await engine.call('favourites', { pageNo, gameType: f.gameType, pageSize: FAVOURITES_PAGE_SIZE, language }, { signal });
    const page = gamePageOf(v, ['content'], pageNo);
    return { ...page, games: named(page.games, f.search) };
  }
  const v = await engine.call('gameList', gameListQuery(f, pageNo, language, engine.merchant), { signal });
  return gamePageOf(v, ['games'], pageNo);
}

/** loadPage bound to the engine; stable across renders, it reads the latest language and merchant at each call. */
export function usePageLoader(): (tab: Tab, f: Filters, pageNo: number, signal?: AbortSignal) => Promise<Page> {
  const engine = useEngine();
  const latest = useRef(engine);
  latest.current = engine;
  return useCallback((tab, f, pageNo, signal) => loadPage(latest.current, tab, f, pageNo, signal), []);
}
