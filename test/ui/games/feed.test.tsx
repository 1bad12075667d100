// useGameFeed: page 1 on mount, append on more, failure stops paging and retry asks again, and a language
// change reloads page 1 once, 200 ms after the last change (fake clock).
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup } from '../render.tsx';
import { installFakeClock } from '../fake-clock.ts';
import { emit, EVENTS } from '../../../engine/events.ts';
import type { Game } from '../../../engine/api/types.gen.ts';
import { useGameFeed, type PageLoader } from '../../../widgets/games/use-game-feed.ts';
import { defaultFilters } from '../../../widgets/games/sources.ts';
import { stubEngine } from '../engine-stub.tsx';

const s = suite('useGameFeed');
s.before(setupDom);
s.after.each(cleanup);
s.after(async () => {
  await teardownDom();
});

const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
const games = (page: number) =>
  Array.from({ length: 2 }, (_, i) => ({ nodeId: page * 10 + i, gameName: `G${page}${i}`, vassalage: 'JL' }) as Game);
const filters = defaultFilters('RNG');
let feed: ReturnType<typeof useGameFeed>;
const { wrap } = stubEngine();
function Harness({ loader }: { loader: PageLoader }) {
  feed = useGameFeed('all', filters, loader);
  return null;
}

s('loads page 1, appends page 2 and stops at totalPages', async () => {
  const asked: number[] = [];
  render(
    wrap(
      <Harness
        loader={async (_t, _f, n) => {
          asked.push(n);
          return { games: games(n), pageNum: n, totalPages: 2 };
        }}
      />,
    ),
  );
  await flush();
  assert.equal(
    feed.state.games.map((g) => g.nodeId),
    [10, 11],
  );
  assert.ok(feed.state.hasMore);
  act(() => feed.loadMore());
  await flush();
  assert.equal(
    feed.state.games.map((g) => g.nodeId),
    [10, 11, 20, 21],
  );
  assert.not.ok(feed.state.hasMore);
  act(() => feed.loadMore());
  await flush();
  assert.equal(asked, [1, 2], 'nothing past totalPages');
});

s('a failed page stops paging; retry asks for the same page and recovers', async () => {
  let fail = false;
  const asked: number[] = [];
  render(
    wrap(
      <Harness
        loader={async (_t, _f, n) => {
          asked.push(n);
          if (fail) throw new Error('503');
          return { games: games(n), pageNum: n, totalPages: 3 };
        }}
      />,
    ),
  );
  await flush();
  fail = true;
  act(() => feed.loadMore());
  await flush();
  assert.is(feed.state.status, 'failed');
  assert.is(feed.state.hasMore, false);
  assert.is(feed.state.games.length, 2, 'shown games stay');
  fail = false;
  act(() => feed.retry());
  await flush();
  assert.equal(asked, [1, 2, 2]);
  assert.is(feed.state.games.length, 4);
  assert.ok(feed.state.hasMore);
});

s('a language change reloads page 1 once, 200 ms after the last change', async () => {
  const { clock, restore } = installFakeClock();
  try {
    const asked: number[] = [];
    render(
      wrap(
        <Harness
          loader={async (_t, _f, n) => {
            asked.push(n);
            return { games: games(n), pageNum: n, totalPages: 5 };
          }}
        />,
      ),
    );
    await flush();
    act(() => feed.loadMore());
    await flush();
    emit(EVENTS.language, 'TY');
    clock.advance(150);
    emit(EVENTS.language, 'EN');
    act(() => clock.advance(199));
    await flush();
    assert.equal(asked, [1, 2], 'not yet');
    act(() => clock.advance(1));
    await flush();
    assert.equal(asked, [1, 2, 1], 'reloaded page 1 once');
    assert.equal(
      feed.state.games.map((g) => g.nodeId),
      [10, 11],
      'page 1 replaces',
    );
  } finally {
    restore();
  }
});

s.run();
