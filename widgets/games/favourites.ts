// The signed-in player's favourite games, shared by every tile: their ids loaded once per player (the platform's
// GET MCSFE_getFavoriteGames, a bare array), toggled optimistically (adding skips a game already a favourite;
// removing drops it at once, then calls the server).
import { proxy } from 'valtio/vanilla';
import type { EngineServices } from '../../engine/widget-module.ts';
import type { Game } from '../../engine/api/types.gen.ts';
import { favouriteIdsOf } from '../../engine/api/readers/games.ts';

/** Node ids of the favourites, and whose they are. */
export const favourites = proxy({ ids: [] as number[], owner: null as string | null });

let loading: Promise<void> | null = null;

/** What favourites need from the engine. */
export type FavouritesEngine = Pick<EngineServices, 'call' | 'session'>;

/** Loads the player's favourite ids unless already loaded for this player. */
export function loadFavourites(engine: FavouritesEngine): Promise<void> {
  const owner = engine.session.state.info?.userName ?? null;
  if (!owner) {
    favourites.ids = [];
    favourites.owner = null;
    return Promise.resolve();
  }
  if (favourites.owner === owner) return Promise.resolve();
  loading ??= (async () => {
    favourites.ids = favouriteIdsOf(await engine.call('favouriteIds'));
    favourites.owner = owner;
  })()
    .catch(() => {
      /* hearts stay empty; toggling still works */
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Whether a game is a favourite. */
export const isFavourite = (ids: readonly number[], nodeId: number): boolean => ids.includes(nodeId);

/** Adds or removes a favourite; 'login' when nobody is signed in. Rejects (and rolls back) when the server refuses. */
export async function toggleFavourite(
  engine: FavouritesEngine,
  game: Pick<Game, 'nodeId' | 'vassalage'>,
): Promise<'login' | 'added' | 'removed'> {
  if (!engine.session.state.info) return 'login';
  const body = { nodeId: game.nodeId, vendor: game.vassalage ?? '' };
  if (favourites.ids.includes(game.nodeId)) {
    favourites.ids = favourites.ids.filter((id) => id !== game.nodeId);
    try {
      await engine.call('removeFavourite', body);
    } catch (e) {
      favourites.ids = [game.nodeId, ...favourites.ids];
      throw e;
    }
    return 'removed';
  }
  favourites.ids = [game.nodeId, ...favourites.ids];
  try {
    await engine.call('addFavourite', body);
  } catch (e) {
    favourites.ids = favourites.ids.filter((id) => id !== game.nodeId);
    throw e;
  }
  return 'added';
}
