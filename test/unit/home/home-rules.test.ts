// Home's pure rules: popup groups and show flag, pending contracts, banner groups, winners order,
// launch routes and the autoplay decision.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { listSignature, popupGroups, popupItemsFor, popupShows, remember } from '../../../widgets/home/popup-rules.ts';
import { needsContractCheck, pendingContracts } from '../../../widgets/home/contract-rules.ts';
import { bannersFor } from '../../../widgets/home/notices.ts';
import { launchRoute } from '../../../widgets/home/launch-route.ts';
import { shouldAutoplay } from '../../../widgets/home/motion.ts';

const item = (id: number, execution: 'A' | 'B' | 'F') => ({ id, title: `T${id}`, content: '<p>x</p>', promotionType: 'X', execution });
const ITEMS = [item(1, 'A'), item(2, 'B'), item(3, 'F'), item(4, 'A')];

const popup = suite('announcement popup rules');
popup('B for visitors and trial members, A for members, F added on a first-time login', () => {
  assert.equal([...popupGroups(null)], ['B']);
  assert.equal([...popupGroups({ type: 4 })], ['B']);
  assert.equal([...popupGroups({ type: 0, firstTimeLogin: false })], ['A']);
  assert.equal([...popupGroups({ type: 1, firstTimeLogin: true })].sort(), ['A', 'F']);
});
popup('items are filtered by group, skipping malformed ones', () => {
  assert.equal(
    popupItemsFor(ITEMS, popupGroups(null)).map((p) => p.id),
    [2],
  );
  assert.equal(
    popupItemsFor(ITEMS, popupGroups({ type: 0 })).map((p) => p.id),
    [1, 4],
  );
  assert.equal(
    popupItemsFor([null as never, { id: 9 } as never, ...ITEMS], new Set(['F'])).map((p) => p.id),
    [3],
  );
  assert.equal(popupItemsFor(undefined, new Set(['A'])), []);
});
popup('the show flag stays off for the same list and is re-enabled when the list changes', () => {
  const sig = listSignature([ITEMS[0]!, ITEMS[3]!]);
  const first = remember(null, sig);
  assert.equal(first, { sig, show: true });
  const closed = { sig, show: false };
  assert.equal(remember(closed, sig), closed, 'closed in this session: stays closed');
  assert.equal(remember(closed, listSignature([ITEMS[0]!])), { sig: listSignature([ITEMS[0]!]), show: true }, 'a changed list shows again');
  assert.equal(remember({ show: false }, sig), { show: false }, 'a flag stored without a list holds for any list');
  assert.equal(remember({ sig, show: 'no' } as never, sig), { sig, show: true }, 'a corrupt memory re-enables');
  assert.not.ok(popupShows([], first), 'nothing to show');
  assert.ok(popupShows([ITEMS[0]!], first));
  assert.not.ok(popupShows([ITEMS[0]!], closed));
});

const contracts = suite('agent contract rules');
contracts('types 4, 40, 41 and 42 and visitors skip the check', () => {
  assert.equal([0, 1, 2, 4, 40, 41, 42, 43].map(needsContractCheck), [true, true, true, false, false, false, false, true]);
  assert.not.ok(needsContractCheck(null));
});
contracts('a positive request flag of the consolidated answer is pending; order salary, dividend, hourly', () => {
  assert.equal(pendingContracts({ dailysalreqtype: 1, divtypereq: 2, contracthoursalreq: 1, realtimesalreqtype: 1 }), [
    'salary',
    'dividend',
    'hourly',
  ]);
  assert.equal(pendingContracts({ dailysalreqtype: 0, divtypereq: null, contracthoursalreq: 1 }), ['hourly']);
  assert.equal(pendingContracts({ divtypecompperiodreq: 1 }), ['dividend'], "the spec's name of the dividend flag is read too");
  assert.equal(pendingContracts({ dailysalreqtype: '1' }), ['salary'], 'a numeric string counts');
  for (const none of [{}, null, undefined, 'x', [], { dailysalreqtype: 'yes' }, { dailysalreqtype: -1 }])
    assert.equal(pendingContracts(none), []);
});

const format = suite('banners and launch');
format('banners of m_{type}_{LANG}, falling back to EN', () => {
  const all = [
    { groupName: 'm_home_EN', url: '/en1' },
    { groupName: 'm_home_TY', url: '/ty1' },
    { groupName: 'm_activity_TY', url: '/a' },
  ];
  assert.equal(
    bannersFor(all, 'home', 'TY').map((b) => b.url),
    ['/ty1'],
  );
  assert.equal(
    bannersFor(all, 'home', 'CN').map((b) => b.url),
    ['/en1'],
  );
  assert.equal(bannersFor(undefined, 'home', 'EN'), []);
});
format('launch route carries nodeId, vendor and room', () => {
  assert.is(
    launchRoute('/m/launchGame', { nodeId: 1201, vendor: 'SABA', roomId: 'match-1' }),
    '/m/launchGame?nodeId=1201&vendor=SABA&roomId=match-1',
  );
  assert.is(launchRoute('/m/launchGame', { nodeId: 7 }), '/m/launchGame?nodeId=7');
});

const motion = suite('shouldAutoplay');
const on = { count: 3, minCount: 2, visible: true, pageHidden: false, reducedMotion: false };
motion('moves only with enough slides, on screen, page visible, no reduced motion, not held', () => {
  assert.ok(shouldAutoplay(on));
  assert.not.ok(shouldAutoplay({ ...on, count: 1 }), 'a single banner does not autoplay');
  assert.ok(shouldAutoplay({ ...on, count: 2 }), 'two banners loop');
  assert.not.ok(shouldAutoplay({ ...on, count: 4, minCount: 5 }), 'winners scroll only with more than 4');
  assert.ok(shouldAutoplay({ ...on, count: 5, minCount: 5 }));
  assert.not.ok(shouldAutoplay({ ...on, visible: false }), 'off screen');
  assert.not.ok(shouldAutoplay({ ...on, pageHidden: true }), 'page hidden');
  assert.not.ok(shouldAutoplay({ ...on, reducedMotion: true }), 'reduced motion');
  assert.not.ok(shouldAutoplay({ ...on, held: true }), 'while touched');
});

popup.run();
contracts.run();
format.run();
motion.run();
