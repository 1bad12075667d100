// Paging of game feeds: replace on page 1, append later, hasMore below totalPages, failures stop paging.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Game } from '../../../engine/api/types.gen.ts';
import { applyFailure, applyPage, dropGame, emptyFeed, nextPage } from '../../../widgets/games/paging.ts';

const game = (nodeId: number) => ({ nodeId, gameName: `G${nodeId}`, vassalage: 'JL' }) as Game;
const games = (from: number, n: number) => Array.from({ length: n }, (_, i) => game(from + i));

const apply = suite('applyPage');
apply('page 1 replaces whatever was shown', () => {
  const before = applyPage(emptyFeed(), { games: games(1, 3), pageNum: 1, totalPages: 3 }, 1);
  const after = applyPage(before, { games: games(50, 2), pageNum: 1, totalPages: 1 }, 1);
  assert.equal(
    after.games.map((g) => g.nodeId),
    [50, 51],
  );
});
apply('later pages append, skipping games already shown', () => {
  const one = applyPage(emptyFeed(), { games: games(1, 3), pageNum: 1, totalPages: 3 }, 1);
  const two = applyPage(one, { games: games(3, 3), pageNum: 2, totalPages: 3 }, 2);
  assert.equal(
    two.games.map((g) => g.nodeId),
    [1, 2, 3, 4, 5],
  );
  assert.is(two.pageNum, 2);
});
apply('hasMore while pageNum is below totalPages', () => {
  assert.ok(applyPage(emptyFeed(), { games: [], pageNum: 2, totalPages: 3 }, 2).hasMore);
  assert.not.ok(applyPage(emptyFeed(), { games: [], pageNum: 3, totalPages: 3 }, 3).hasMore);
});
apply('unpaged lists never have more', () => {
  assert.not.ok(applyPage(emptyFeed(), { games: games(1, 2), pageNum: 1, totalPages: 9 }, 1, false).hasMore);
});
apply('missing or wrong fields do not throw', () => {
  const s = applyPage(emptyFeed(), { games: [null, { nope: 1 }, game(7)] as unknown as Game[] }, 1);
  assert.equal(
    s.games.map((g) => g.nodeId),
    [7],
  );
  assert.not.ok(s.hasMore);
  assert.is(applyPage(emptyFeed(), null, 1).games.length, 0);
});
apply.run();

const fail = suite('applyFailure');
fail('a failure keeps the games, stops paging and marks failed', () => {
  const one = applyPage(emptyFeed(), { games: games(1, 2), pageNum: 1, totalPages: 5 }, 1);
  const failed = applyFailure(one);
  assert.is(failed.hasMore, false);
  assert.is(failed.status, 'failed');
  assert.is(failed.games.length, 2);
  assert.is(nextPage(failed), 2, 'retry asks for the page that failed');
});
fail.run();

const drop = suite('dropGame');
drop('removes one tile at once', () => {
  const s = applyPage(emptyFeed(), { games: games(1, 3), pageNum: 1, totalPages: 1 }, 1);
  assert.equal(
    dropGame(s, 2).games.map((g) => g.nodeId),
    [1, 3],
  );
});
drop.run();
