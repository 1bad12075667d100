// The game grid of a feed: skeleton while the first page loads, windowed tiles, infinite scroll, the empty
// state, and 'Loading failed, click to retry' (in place of the grid, or under it when a later page failed).
import { memo, useCallback, useRef, type MouseEvent } from 'react';
import { useEngine, useStore } from '../../engine/widget-module.ts';
import type { Game } from '../../engine/api/types.gen.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { LoadingState } from '../ui/loading-state.tsx';
import { RetryState } from '../ui/retry-state.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { launchRoute } from './categories.ts';
import { favourites, isFavourite, toggleFavourite } from './favourites.ts';
import { GameTile } from './game-tile.tsx';
import type { FeedState } from './paging.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import { VirtualGrid } from './virtual-grid.tsx';
import { SessionExpiredError } from '../../engine/widget-module.ts';
import { ROUTES } from '../../engine/constants.ts';

/** Tiles whose images load with the page rather than lazily (the first screenful on a phone). */
const EAGER_TILES = 9;

interface Props {
  state: FeedState;
  columns?: number;
  label: string;
  emptyKey?: string;
  onMore(): void;
  onRetry(): void;
  /** Called after a favourite is removed (the favourites tab drops the tile). */
  onUnfavourite?(nodeId: number): void;
  /** Loads more on scroll; off for short fixed panels. */
  infinite?: boolean;
  /** `first-row`: the first row's images load ahead of other images (the grid is the screen's largest paint), the
   * rest after them; `low`: every image loads after the screen's other images (a larger image above the grid is the
   * largest paint). */
  images?: 'first-row' | 'low';
}

/** Tiles of a feed with all its states; memoised, so a list's drawer or toolbar changing does not render the tiles' list again. */
export const GameGrid = memo(function GameGrid({
  state,
  columns = 3,
  label,
  emptyKey = 'no_games',
  onMore,
  onRetry,
  onUnfavourite,
  infinite = true,
  images,
}: Props) {
  const engine = useEngine();
  const { t, navigate, toast } = engine;
  const favouriteIds = useStore(favourites, (f) => f.ids);
  const signedIn = useStore(engine.session.state, (s) => !!s.info);
  const grid = useRef<HTMLElement | null>(null);
  useInfiniteScroll(() => grid.current, infinite && state.hasMore && state.status === 'ready', onMore, [state.games.length]);

  const open = useCallback(
    (game: Game, e: MouseEvent) => {
      e.preventDefault();
      navigate(launchRoute(game));
    },
    [navigate],
  );
  const onFavourite = useCallback(
    (game: Game) => {
      const was = favourites.ids.includes(game.nodeId);
      toggleFavourite(engine, game).then(
        (r) => {
          if (r === 'login') {
            toast(t('not_logged_in'));
            navigate(ROUTES.login);
          }
        },
        // An ended session has its own notice (and sends the player to sign in): no second message over it.
        (err) => {
          if (!(err instanceof SessionExpiredError)) toast(t('games_fav_failed'));
        },
      );
      if (was && engine.session.state.info) onUnfavourite?.(game.nodeId);
    },
    [engine, navigate, t, toast, onUnfavourite],
  );

  if (state.games.length === 0) {
    if (state.status === 'failed') return <RetryState text={t('load_failed_retry')} onRetry={onRetry} />;
    if (state.status === 'ready') return <EmptyState text={t(emptyKey)} />;
    return <LoadingState label={t('games_loading')} count={9} shape="tiles" />;
  }
  // The first screenful's tiles (three rows of three on a phone) load their images eagerly: the largest paint.
  const eager = new Set(state.games.slice(0, EAGER_TILES).map((g) => g.nodeId));
  const first = new Set(images === 'first-row' ? state.games.slice(0, columns).map((g) => g.nodeId) : []);
  return (
    <div className="g-feed">
      <VirtualGrid
        items={state.games}
        columns={columns}
        label={label}
        keyOf={(g) => g.nodeId}
        gridRef={(el) => {
          grid.current = el;
        }}
        render={(g) => {
          const favourite = signedIn && isFavourite(favouriteIds, g.nodeId);
          const name = String(g.gameName ?? '');
          return (
            <GameTile
              game={g}
              href={launchRoute(g)}
              favourite={favourite}
              eager={eager.has(g.nodeId)}
              priority={first.has(g.nodeId) ? 'high' : images ? 'low' : undefined}
              onOpen={open}
              onFavourite={onFavourite}
              favLabel={t(favourite ? 'games_fav_remove' : 'games_fav_add', [name])}
            />
          );
        }}
      />
      {state.status === 'loading' && (
        <div className="g-feed__more" role="status">
          <Spinner />
          <span className="ui-visually-hidden">{t('games_loading')}</span>
        </div>
      )}
      {state.status === 'failed' && <RetryState text={t('load_failed_retry')} onRetry={onRetry} />}
      {state.status === 'ready' && !state.hasMore && state.games.length > columns * 4 && <p className="g-feed__end">{t('games_end')}</p>}
    </div>
  );
});
