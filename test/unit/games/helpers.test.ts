// Pure helpers of the game widgets: the game-list query, vendor sections with the sport split, launch
// parameters, frameable URLs, visible rows of the windowed grid, the infinite-scroll margin, countdown, draws.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { defaultFilters, gameListQuery } from '../../../widgets/games/sources.ts';
import { vendorSections } from '../../../widgets/games/vendor-groups.ts';
import { refFromParams, safeGameUrl } from '../../../widgets/games/launch.ts';
import { visibleRows } from '../../../widgets/games/virtual-grid.tsx';
import { nearEnd } from '../../../widgets/games/use-infinite-scroll.ts';
import { formatLeft } from '../../../widgets/games/countdown.ts';
import { drawLabel } from '../../../widgets/games/lottery-tile.tsx';
import type { GameVendors } from '../../../engine/api/types.gen.ts';

const query = suite('gameListQuery');
query('sends platform html5, clientType 2, classify ALL and 26 per page by default', () => {
  const q = gameListQuery(defaultFilters('RNG'), 3, 'EN', 'M1');
  assert.equal(
    { ...q },
    {
      merchant: 'M1',
      platform: 'html5',
      clientType: 2,
      gameName: undefined,
      gameType: 'RNG',
      gameClassify: 'ALL',
      isNew: undefined,
      pageNo: 3,
      pageSize: 26,
      vassalage: undefined,
      language: 'EN',
      minBet: undefined,
    },
  );
});
query('search, vendors, NEW classify and a minimum bet', () => {
  const q = gameListQuery({ gameType: 'RNG', search: ' tiger ', vendors: ['PG', 'JL'], classify: 'NEW', minBet: '0.5' }, 1, 'TY', '');
  assert.is(q.gameName, 'tiger');
  assert.is(q.vassalage, 'PG,JL');
  assert.is(q.isNew, true);
  assert.is(q.minBet, 0.5);
  assert.is(q.merchant, undefined);
});
query.run();

const v = (vassalage: string) => ({ vassalage, mobileSmallIcon: '', mobileLargeIcon: '' });
const data = {
  sorting: [],
  mapping: { SPORTS: [v('SABA'), v('TF'), v('DS88')], RNG: [v('JL')], COCKFIGHT: [v('DS88')] },
} as unknown as GameVendors;
const sections = suite('vendorSections');
sections('sport vendors split into SPORTS, ESPORTS (TF) and COCKFIGHT (DS88)', () => {
  const got = vendorSections(data, ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG'], true).map(([c, vs]) => [c, vs.map((x) => x.vassalage)]);
  assert.equal(got, [
    ['SPORTS', ['SABA']],
    ['ESPORTS', ['TF']],
    ['COCKFIGHT', ['DS88']],
    ['RNG', ['JL']],
  ]);
});
sections('without the split the platform mapping stands; empty sections are left out', () => {
  assert.equal(
    vendorSections(data, ['SPORTS', 'LIVE'], false).map(([c, vs]) => [c, vs.length]),
    [['SPORTS', 3]],
  );
  assert.equal(vendorSections(null, undefined, true), []);
});
sections.run();

const launch = suite('launch parameters');
launch('a node id makes a game reference; junk does not', () => {
  assert.equal(refFromParams({ vendor: 'JL', gameId: 'jl_1', nodeId: '1001' }), { nodeId: 1001, vendor: 'JL', gameId: 'jl_1' });
  assert.is(refFromParams({ nodeId: 'abc' }), null);
  assert.is(refFromParams({ code: 'X' }), null);
});
launch('only http(s) addresses are framed', () => {
  assert.is(safeGameUrl('/sandbox-assets/game/1.html', 'http://a.test'), 'http://a.test/sandbox-assets/game/1.html');
  assert.is(safeGameUrl('javascript:alert(1)', 'http://a.test'), null);
  assert.is(safeGameUrl('data:text/html,x', 'http://a.test'), null);
});
launch.run();

const grid = suite('visibleRows');
grid('before measuring, the first rows', () => assert.equal(visibleRows(0, 800, 0, 100, 3), [0, 6]));
grid('rows around the viewport plus overscan', () => {
  assert.equal(visibleRows(-2000, 800, 100, 100, 3), [17, 31]);
  assert.equal(visibleRows(300, 800, 100, 100, 3), [0, 8]);
  assert.equal(visibleRows(-20000, 800, 100, 100, 3), [99, 100]);
});
grid.run();

const misc = suite('timing and labels');
misc('near the end within 500 px', () => {
  assert.ok(nearEnd(1300, 812));
  assert.not.ok(nearEnd(1313, 812));
});
misc('countdown text', () => {
  assert.is(formatLeft(125_400), '02:05');
  assert.is(formatLeft(3_725_000), '1:02:05');
  assert.is(formatLeft(-5), '00:00');
});
misc('draw labels', () => {
  assert.equal(drawLabel(5), ['lottery_every_min', [5]]);
  assert.equal(drawLabel(1440), ['lottery_daily', []]);
  assert.is(drawLabel(undefined), null);
});
misc.run();
