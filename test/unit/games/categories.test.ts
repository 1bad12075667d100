// Category rules: what each popular-panel category shows, HOT in front, the sport split, prize mode, routes.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import {
  categoryName,
  categoryRoute,
  categoryView,
  launchCategory,
  launchRoute,
  lotteryLaunchRoute,
  panelCategories,
  prizeModeOf,
  sportGroup,
} from '../../../widgets/games/categories.ts';

const view = suite('categoryView');
view('HOT shows hot games', () => assert.equal(categoryView('HOT'), { kind: 'hot' }));
view('RNG, PVP, LIVE, FISH and SPORTS show a list by type', () => {
  for (const c of ['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS']) assert.equal(categoryView(c), { kind: 'list', gameType: c });
});
view('INHOUSE shows an RNG list filtered by its vendors', () => {
  assert.equal(categoryView('INHOUSE', ['MCG']), { kind: 'vendorList', gameType: 'RNG', vendors: ['MCG'] });
});
view('RECENT is shown as RNG', () => assert.equal(categoryView('RECENT'), { kind: 'list', gameType: 'RNG' }));
view('any other category shows vendor tiles', () => {
  for (const c of ['ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'NEWTHING']) assert.equal(categoryView(c), { kind: 'vendors', category: c });
});
view.run();

const panel = suite('panelCategories');
panel('HOT is added in front when missing', () => assert.equal(panelCategories(['SPORTS', 'RNG']), ['HOT', 'SPORTS', 'RNG']));
panel('the sorted order is kept when HOT is present', () => assert.equal(panelCategories(['RNG', 'HOT', 'LIVE']), ['RNG', 'HOT', 'LIVE']));
panel('duplicates and junk are dropped', () =>
  assert.equal(panelCategories(['RNG', 'RNG', '', null as unknown as string]), ['HOT', 'RNG']),
);
panel.run();

const sport = suite('sportGroup');
sport('TF is esports, DS88 cockfight, the rest sports', () => {
  assert.is(sportGroup('TF'), 'ESPORTS');
  assert.is(sportGroup('DS88'), 'COCKFIGHT');
  assert.is(sportGroup('SABA'), 'SPORTS');
});
sport.run();

const prize = suite('prizeModeOf');
prize('e-lottery when the config lists the vendor among e-lottery vendors', () => {
  assert.is(prizeModeOf('TCG_SEA', { elottVendors: ['TCG_SEA'] }), 'ELOTT');
  assert.is(prizeModeOf('TCG_LOTTO_VN', { elottVendors: ['TCG_SEA'] }), 'LOTT');
});
prize('lottery without a config', () => assert.is(prizeModeOf('TCG_SEA', null), 'LOTT'));
prize.run();

const routes = suite('routes');
routes('lottery categories go to the lottery screen, others to their game list', () => {
  assert.is(categoryRoute('LOTT'), '/m/lottery');
  assert.is(categoryRoute('ELOTT'), '/m/lottery');
  assert.is(categoryRoute('FISH'), '/m/gameList?gameType=FISH');
});
routes('a game launches with vendor, game id and node id', () => {
  assert.is(launchRoute({ vassalage: 'JL', gameId: 'jl_1001', nodeId: 1001 }), '/m/launchGame?vendor=JL&gameId=jl_1001&nodeId=1001');
  assert.is(launchRoute({ vassalage: 'EVO', roomId: 'room-9', nodeId: 9 }), '/m/launchGame?vendor=EVO&gameId=room-9&nodeId=9');
});
routes('a game of a known type carries it, so launch names its own category', () => {
  assert.is(
    launchRoute({ vassalage: 'JL', gameId: 'jl_1001', nodeId: 1001, gameType: 'RNG' }),
    '/m/launchGame?vendor=JL&gameId=jl_1001&nodeId=1001&gameType=RNG',
  );
});
routes('a lottery launches with playType trad, prize_mode, code and pageBack home', () => {
  const q = new URLSearchParams(lotteryLaunchRoute({ code: 'MB1', nodeId: 5 }, 'LOTT').split('?')[1]);
  assert.equal(Object.fromEntries(q), { playType: 'trad', prize_mode: 'LOTT', code: 'MB1', pageBack: 'home', nodeId: '5' });
});
routes.run();

const launched = suite('launchCategory');
const mapping = {
  FISH: [{ vassalage: 'JL' }, { vassalage: 'FC' }],
  RNG: [{ vassalage: 'PG' }, { vassalage: 'JL' }],
  LIVE: [{ vassalage: 'EVO' }],
};
launched("a vendor under several categories is named by the game's own type", () => {
  assert.is(launchCategory('JL', 'RNG', mapping), 'RNG');
  assert.is(launchCategory('JL', 'FISH', mapping), 'FISH');
  assert.is(launchCategory('JL', 'rng', mapping), 'RNG');
});
launched('without a type, the one category listing the vendor; none for a vendor under several', () => {
  assert.is(launchCategory('JL', undefined, mapping), undefined);
  assert.is(launchCategory('EVO', undefined, mapping), 'LIVE');
  assert.is(launchCategory('NONE', undefined, mapping), undefined);
});
launched("a known type the mapping does not list is still the game's own; junk types are ignored", () => {
  assert.is(launchCategory('TCG_SEA', 'ELOTT', mapping), 'ELOTT');
  assert.is(launchCategory('JL', '<b>', mapping), undefined);
  assert.is(launchCategory('EVO', '<b>', mapping), 'LIVE');
});
launched.run();

const named = suite('categoryName');
const t = (k: string) => (({ cat_rng: 'Slots', cat_recent: 'Recent' }) as Record<string, string>)[k] ?? '';
named('the label of a known category', () => {
  assert.is(categoryName('RNG', t), 'Slots');
  assert.is(categoryName('RECENT', t), 'Recent');
});
named('a category without a label shows its code in words, never an empty pill', () => {
  assert.is(categoryName('NEW_SLOTS', t), 'New slots');
});
named.run();
