// popular-games against a stubbed API: HOT added in front and chosen first, a category shows its kind of content
// (hot list, list by type, vendor tiles), and the event popular.category resets it to HOT; the choice is kept when
// the panel is shown again (the player comes back to home), unless the event (the footer's home) reset it meanwhile.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup, fire } from '../render.tsx';
import { EngineContext } from '../../../engine/mount/use-engine.ts';
import { clearFakes, fakeCall, stubEngine } from '../engine-stub.tsx';
import { emit } from '../../../engine/events.ts';
import PopularGames from '../../../widgets/popular-games.tsx';

const s = suite('popular-games');
s.before(setupDom);
const asked: string[] = [];
const game = (nodeId: number, gameType: string) => ({
  nodeId,
  gameName: `${gameType} ${nodeId}`,
  vassalage: 'JL',
  gameType,
  iconUrl: '/i.svg',
  mobileSmallIcon: '/i.svg',
  showIcon: true,
});
s.before(() => {
  fakeCall('gameVendors', async () => ({
    data: {
      lanes: [
        { title: 'SPORTS', cards: [] },
        { title: 'RNG', cards: [] },
        { title: 'LOTT', cards: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto', lagerIcon: '/v.svg' }] },
      ],
    },
  }));
  fakeCall('hotGames', async () => {
    asked.push('hot');
    return { list: [game(1, 'RNG'), game(2, 'LIVE')] };
  });
  fakeCall('gameList', async (q) => {
    asked.push(`list:${q.gameType}`);
    return { games: [game(10, q.gameType), game(11, q.gameType)], pageNum: 1, totalPages: 3 };
  });
});
s.after.each(cleanup);
s.after(async () => {
  clearFakes();
  await teardownDom();
});

const { services } = stubEngine({
  t: (k, p) => (Array.isArray(p) ? `${k}:${p.join(',')}` : k),
  money: (n) => String(n),
});
const flush = () =>
  act(async () => {
    for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
  });
const tabs = (c: HTMLElement) => [...c.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
const selected = (c: HTMLElement) => c.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const tab = (c: HTMLElement, label: string) => [...c.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === label)!;
const tileNames = (c: HTMLElement) => [...c.querySelectorAll('.g-tile__name')].map((n) => n.textContent);

s('HOT is added in front and chosen first; it shows the hot games', async () => {
  const { container } = render(
    <EngineContext.Provider value={services}>
      <PopularGames config={{}} />
    </EngineContext.Provider>,
  );
  await flush();
  assert.equal(tabs(container), ['cat_hot', 'cat_sports', 'cat_rng', 'cat_lott']);
  assert.is(selected(container), 'cat_hot');
  assert.equal(tileNames(container), ['RNG 1', 'LIVE 2']);
});

s('a list category shows its games with a view-all link; others show vendor tiles; popular.category resets to HOT', async () => {
  const { container } = render(
    <EngineContext.Provider value={services}>
      <PopularGames config={{}} />
    </EngineContext.Provider>,
  );
  await flush();
  fire(tab(container, 'cat_rng'), 'click');
  await flush();
  assert.equal(tileNames(container), ['RNG 10', 'RNG 11']);
  assert.ok(asked.includes('list:RNG'));
  assert.is(container.querySelector('.w-popular__more')?.getAttribute('href'), '/m/gameList?gameType=RNG');
  fire(tab(container, 'cat_lott'), 'click');
  await flush();
  assert.is(container.querySelector('.g-vtile')?.getAttribute('href'), '/m/lottery');
  act(() => emit('popular.category', 'HOT'));
  await flush();
  assert.is(selected(container), 'cat_hot');
  assert.equal(tileNames(container), ['RNG 1', 'LIVE 2']);
});

s('the chosen category is kept when home is shown again; popular.category sent while away resets it', async () => {
  const panel = () =>
    render(
      <EngineContext.Provider value={services}>
        <PopularGames config={{}} />
      </EngineContext.Provider>,
    ).container;
  let container = panel();
  await flush();
  fire(tab(container, 'cat_sports'), 'click');
  await flush();
  cleanup();
  container = panel();
  await flush();
  assert.is(selected(container), 'cat_sports', 'back on home: the category the player chose');
  cleanup();
  act(() => emit('popular.category', 'HOT'));
  container = panel();
  await flush();
  assert.is(selected(container), 'cat_hot', "the footer's home: HOT");
});

s.run();
