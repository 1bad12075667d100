// The signed-in player's favourite games, shared by every tile: their ids loaded once per player (the platform's
// GET MCSFE_getFavoriteGames, a bare array), toggled optimistically (adding skips a game already a favourite;
// removing drops it at once, then calls the server). A heart tapped while the ids load stays as tapped.
import { proxy } from 'valtio/vanilla';
import type { EngineServices } from '../../engine/widget-module.ts';
import type { Game } from '../../engine/api/types.gen.ts';
import { favouriteIdsOf } from '../../engine/api/readers/games.ts';

/** Node ids of the favourites, and whose they are. */
export const favourites = proxy({ ids: [] as number[], owner: null as string | null });

let loading: Promise<void> | null = null;
/** Toggles made while the ids were loading (id -> now a favourite): the loaded list predates them. */
const meanwhile = new Map<number, boolean>();

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
    meanwhile.clear();
    let ids = favouriteIdsOf(await engine.call('favouriteIds'));
    // A heart tapped while the list was on its way: the list was read before that tap reached the server.
    for (const [id, now] of meanwhile) ids = now ? [id, ...ids.filter((x) => x !== id)] : ids.filter((x) => x !== id);
    favourites.ids = ids;
    favourites.owner = owner;
  })()
    .catch(() => {
      /* hearts stay empty; toggling still works */
    })
    .finally(() => {
      loading = null;
      meanwhile.clear();
    });
  return loading;
}

/** Whether a game is a favourite. */
export const isFavourite = (ids: readonly number[], nodeId: number): boolean => ids.includes(nodeId);

/** Sets whether a game is a favourite, remembering it for a load of the ids under way. */
function mark(nodeId: number, now: boolean): void {
  favourites.ids = now ? [nodeId, ...favourites.ids] : favourites.ids.filter((id) => id !== nodeId);
  if (loading) meanwhile.set(nodeId, now);
}

/** Adds or removes a favourite; 'login' when nobody is signed in. Rejects (and rolls back) when the server refuses. */
export async function toggleFavourite(
  engine: FavouritesEngine,
  game: Pick<Game, 'nodeId' | 'vassalage'>,
): Promise<'login' | 'added' | 'removed'> {
  if (!engine.session.state.info) return 'login';
  const body = { nodeId: game.nodeId, vendor: game.vassalage ?? '' };
  const adding = !favourites.ids.includes(game.nodeId);
  mark(game.nodeId, adding);
  try {
    await engine.call(adding ? 'addFavourite' : 'removeFavourite', body);
  } catch (e) {
    mark(game.nodeId, !adding);
    throw e;
  }
  return adding ? 'added' : 'removed';
}
