// Favourites: a heart tapped while the player's favourite ids are still loading stays as tapped when they arrive
// (the list was read before the tap reached the server), and a refused tap rolls back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { favourites, loadFavourites, toggleFavourite, type FavouritesEngine } from '../../../widgets/games/favourites.ts';

/** An engine signed in as `owner` whose favouriteIds answer waits for `answer()`; other calls resolve (or reject). */
function engineWith(owner: string, refuse = false) {
  let answer: (ids: number[]) => void = () => {};
  const calls: string[] = [];
  const engine = {
    session: { state: { info: { userName: owner } } },
    call: (name: string) => {
      calls.push(name);
      if (name === 'favouriteIds') return new Promise((done) => (answer = done));
      return refuse ? Promise.reject(new Error('refused')) : Promise.resolve({ success: true });
    },
  } as unknown as FavouritesEngine;
  return { engine, calls, answer: (ids: number[]) => answer(ids) };
}

test('hearts tapped while the ids load stay as tapped (an add and a remove)', async () => {
  const { engine, calls, answer } = engineWith('p-a');
  const loaded = loadFavourites(engine);
  await toggleFavourite(engine, { nodeId: 7, vassalage: 'JL' });
  assert.ok(favourites.ids.includes(7), 'shown at once');
  answer([3, 5]);
  await loaded;
  assert.equal(favourites.ids, [7, 3, 5], 'the add survives the older list');
  assert.equal(calls, ['favouriteIds', 'addFavourite']);

  favourites.owner = null;
  const { engine: e2, answer: a2 } = engineWith('p-b');
  const again = loadFavourites(e2);
  favourites.ids = [3];
  await toggleFavourite(e2, { nodeId: 3, vassalage: 'JL' });
  a2([3, 9]);
  await again;
  assert.equal(favourites.ids, [9], 'the remove survives too');
});

test('a refused tap while loading rolls back, and the loaded list stands', async () => {
  favourites.owner = null;
  const { engine, answer } = engineWith('p-c', true);
  const loaded = loadFavourites(engine);
  await toggleFavourite(engine, { nodeId: 4, vassalage: 'JL' }).catch(() => {});
  assert.not.ok(favourites.ids.includes(4), 'rolled back');
  answer([1]);
  await loaded;
  assert.equal(favourites.ids, [1]);
});

test.run();
