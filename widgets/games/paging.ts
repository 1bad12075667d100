// Paging state of a game feed: replace on page 1, append after, hasMore while pageNum is
// below totalPages, a failure sets hasMore false; unpaged lists (hot games) load once.
import type { Game } from '../../engine/api/types.gen.ts';

/** One page as the feed sources return it. */
export interface Page {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

/** The feed's state: games so far, the last page loaded, whether more exist, and the current status. */
export interface FeedState {
  games: Game[];
  pageNum: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

/** A feed before its first load. */
export const emptyFeed = (): FeedState => ({ games: [], pageNum: 0, hasMore: true, status: 'idle' });

const asNumber = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const isGame = (g: unknown): g is Game => !!g && typeof g === 'object' && typeof (g as Game).nodeId === 'number';

/** Applies a loaded page: page 1 replaces, later pages append (skipping games already shown). */
export function applyPage(state: FeedState, page: Partial<Page> | null | undefined, requested: number, paged = true): FeedState {
  const incoming = Array.isArray(page?.games) ? page!.games.filter(isGame) : [];
  const pageNum = asNumber(page?.pageNum, requested);
  const totalPages = asNumber(page?.totalPages, pageNum);
  let games = incoming;
  if (requested > 1) {
    const seen = new Set(state.games.map((g) => g.nodeId));
    games = [...state.games, ...incoming.filter((g) => !seen.has(g.nodeId))];
  }
  return { games, pageNum, hasMore: paged && pageNum < totalPages, status: 'ready' };
}

/** A failed load: nothing more loads until the player retries. */
export const applyFailure = (state: FeedState): FeedState => ({ ...state, hasMore: false, status: 'failed' });

/** The page to request next (after a failure: the page that failed). */
export const nextPage = (state: FeedState): number => state.pageNum + 1;

/** Removes one game at once (a favourite removed on the favourites tab). */
export const dropGame = (state: FeedState, nodeId: number): FeedState => ({
  ...state,
  games: state.games.filter((g) => g.nodeId !== nodeId),
});
