// Game tile and the game list's vendor filter: lazy fixed-size icon, neutral fallback on error, JL's special badge, the heart's
// name and state; the filter's arrows only with more than 5 vendors.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup, fire, $ } from '../render.tsx';
import type { Game, Vendor } from '../../../engine/api/types.gen.ts';
import { GameTile } from '../../../widgets/games/game-tile.tsx';
import { VendorFilter } from '../../../widgets/games/vendor-filter.tsx';

const s = suite('game tile');
s.before(setupDom);
s.after.each(cleanup);
const game = (over: Partial<Game> = {}) =>
  ({ nodeId: 7, gameName: 'Lucky Tiger', vassalage: 'PG', iconUrl: '/g.svg', mobileSmallIcon: '/g.svg', showIcon: true, ...over }) as Game;
const tile = (g: Game, favs: Game[] = []) =>
  render(
    <GameTile
      game={g}
      href="/m/launchGame?nodeId=7"
      favourite={false}
      favLabel={`Add ${g.gameName}`}
      onOpen={() => {}}
      onFavourite={(x) => favs.push(x)}
    />,
  );

s('the icon loads lazily at a fixed size; a failed icon shows a neutral tile', () => {
  const { container } = tile(game());
  const img = $('img', container);
  assert.is(img.getAttribute('loading'), 'lazy');
  assert.is(img.getAttribute('width'), img.getAttribute('height'));
  fire(img, 'error');
  assert.is(container.querySelector('img'), null);
  assert.is($('.g-tile__fallback', container).textContent, 'LT');
  assert.is($('.g-tile__name', container).textContent, 'Lucky Tiger');
});

s('JL has its own badge; other vendors a plain one', () => {
  const jl = tile(game({ vassalage: 'JL' })).container;
  assert.ok($('.g-badge', jl).classList.contains('g-badge--jl'));
  assert.ok($('.g-badge svg', jl));
  const pg = tile(game()).container;
  assert.not.ok($('.g-badge', pg).classList.contains('g-badge--jl'));
});

s('the heart is a named toggle button', () => {
  const favs: Game[] = [];
  const { container } = tile(game(), favs);
  const heart = $('button', container);
  assert.is(heart.getAttribute('aria-label'), 'Add Lucky Tiger');
  assert.is(heart.getAttribute('aria-pressed'), 'false');
  fire(heart, 'click');
  assert.is(favs[0]?.nodeId, 7);
});

s('missing fields do not throw', () => {
  const { container } = tile({ nodeId: 1 } as Game);
  assert.ok(container.querySelector('.g-tile__fallback'));
});

const vendors = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => ({ vassalage: `V${i}`, name: `Vendor ${i}`, mobileSmallIcon: '/v.svg', mobileLargeIcon: '/v.svg' }) as Vendor,
  );
s('the filter has arrows only with more than 5 vendors, and All first', () => {
  const picked: string[] = [];
  const five = render(<VendorFilter vendors={vendors(5)} selected="" onSelect={(c) => picked.push(c)} t={(k) => k} />).container;
  assert.is(five.querySelectorAll('.g-vendors__arrow').length, 0);
  assert.is(five.querySelector('[role="group"] button')?.textContent, 'games_all');
  const six = render(<VendorFilter vendors={vendors(6)} selected="V1" onSelect={(c) => picked.push(c)} t={(k) => k} />).container;
  assert.equal(
    [...six.querySelectorAll('.g-vendors__arrow')].map((b) => b.getAttribute('aria-label')),
    ['games_vendors_prev', 'games_vendors_next'],
  );
  assert.is(six.querySelector('[aria-pressed="true"]')?.textContent, 'Vendor 1');
  fire([...six.querySelectorAll<HTMLElement>('[role="group"] button')][3]!, 'click');
  assert.equal(picked, ['V2']);
});

s.after(async () => {
  await teardownDom();
});
s.run();
