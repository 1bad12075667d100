// Refusals and rules of games, agent, finance, inbox and notices beyond the happy paths.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { type Harness, startHarness } from './helpers.ts';

let h: Harness;
const setup = (s: ReturnType<typeof suite>) => {
  s.before(async () => {
    h ??= await startHarness();
  });
  s.before.each(async () => {
    await h.sandbox.reset();
  });
};

const games = suite('games');
setup(games);
games('paging reaches totalPages; filters narrow the list; bad input is refused', async () => {
  const last = await h.call('gameList', { gameType: 'RNG', pageNo: 5 });
  assert.equal([last.value.pageNum, last.value.games.length], [5, 110 - 4 * 26]);
  const jl = await h.call('gameList', { gameType: 'FISH', vassalage: 'JL' });
  assert.ok(jl.value.games.every((g: any) => g.vassalage === 'JL' && g.gameType === 'FISH'));
  const newOnes = await h.call('gameList', { gameType: 'RNG', gameClassify: 'NEW' });
  assert.ok(newOnes.value.games.every((g: any) => g.isNew));
  const bad = await h.call('gameList', { gameType: 'RNG', pageNo: 'two' });
  assert.equal([bad.status, bad.errorCode], [400, 'validation.failed']);
  assert.is((await h.call('gameList', {})).status, 400, 'gameType is required');
});
games('favourites and recent games are per member and need a session', async () => {
  assert.is((await h.call('favourites')).status, 401);
  assert.is((await h.call('launchGame', { nodeId: 1001 })).status, 401);
  const p = await h.login('player01');
  const a = await h.login('agent01');
  await h.call('addFavourite', { nodeId: 1001, vendor: 'JL' }, { token: p });
  assert.is((await h.call('favourites', {}, { token: p })).value.content.length, 2, 'adding twice is skipped');
  assert.is((await h.call('favourites', {}, { token: a })).value.content.length, 0);
  assert.is((await h.call('addFavourite', { nodeId: 5, vendor: 'JL' }, { token: p })).errorCode, 'game.not.found');
  await h.call('launchGame', { nodeId: 1100, launchMode: 'GLS' }, { token: p });
  assert.is((await h.call('recentGames', {}, { token: p })).value.list[0].nodeId, 1100);
});
games.run();

const agent = suite('agent calls');
setup(agent);
agent('members (type 0) are refused team data but may have contracts; agent41 skips contracts', async () => {
  const p = await h.login('player01');
  assert.is((await h.call('teamKpi', {}, { token: p })).errorCode, 'permission.denied');
  assert.is((await h.call('consolidated', {}, { token: p })).value.dailysalreqtype, 0);
  const a41 = await h.login('agent41');
  assert.is((await h.call('consolidated', {}, { token: a41 })).value.dailysalreqtype, 0);
  assert.is((await h.call('teamKpi', {}, { token: a41 })).value.footer.teamOnlineCount, 1);
});
agent.run();

const money = suite('finance');
setup(money);
money('deposits within limits credit the wallet; withdrawals need balance and a bound account', async () => {
  const p = await h.login('player01');
  assert.is((await h.call('deposit', { channelId: 'gcash', amount: 5 }, { token: p })).errorCode, 'deposit.amount.invalid');
  assert.is((await h.call('deposit', { channelId: 'gcash', amount: -5 }, { token: p })).status, 400);
  assert.is((await h.call('withdraw', { amount: 1e9, bankAccountId: 'ba-1' }, { token: p })).errorCode, 'balance.insufficient');
  assert.is((await h.call('withdraw', { amount: 1, bankAccountId: 'ba-3' }, { token: p })).status, 400);
  await h.call('deposit', { channelId: 'maya', amount: 1000 }, { token: p });
  assert.is((await h.call('wallet', {}, { token: p })).value, 2523.75);
  const rows = await h.call('records', { types: 'DEPOSIT' }, { token: p });
  assert.is(rows.value.list[0].remark, 'Maya');
});
money('agent rows (types A) are for agents; upline transfer needs an upline', async () => {
  const p = await h.login('player01');
  assert.is((await h.call('records', { types: 'A' }, { token: p })).errorCode, 'permission.denied');
  const a = await h.login('agent01');
  assert.ok((await h.call('records', { types: 'A' }, { token: a })).value.list.every((r: any) => r.types === 'A'));
  assert.is((await h.call('transferUpline', { amount: 1 }, { token: a })).errorCode, 'permission.denied');
});
money('only pending sub-orders can be cancelled, once', async () => {
  const p = await h.login('player01');
  const args = { orderNo: 'LOPLAYER010001', subOrderNos: ['LOPLAYER010001-2'] };
  assert.is((await h.call('cancelSuborders', args, { token: p })).success, true);
  assert.is((await h.call('cancelSuborders', args, { token: p })).errorCode, 'order.not.cancellable');
  assert.is(
    (await h.call('cancelSuborders', { orderNo: 'LOPLAYER010010', subOrderNos: ['LOPLAYER010010-1'] }, { token: p })).errorCode,
    'order.not.cancellable',
  );
  assert.is((await h.call('orderDetail', { orderNo: 'NOPE' }, { token: p })).errorCode, 'order.not.found');
});
money.run();

const inbox = suite('inbox and notices');
setup(inbox);
inbox('reading the inbox lowers the unread count; notices follow the audience', async () => {
  const p = await h.login('player01');
  await h.call('messageList', { pageNum: 1, pageSize: 10 }, { token: p });
  assert.is((await h.call('unreadCount', {}, { token: p })).value, 4);
  const member = await h.call('notices', { types: 'PU,A', groupName: 'm_home' }, { token: p });
  assert.ok(member.value.popup.every((x: any) => x.execution !== 'B'));
  assert.is(member.value.agent.length, 0, 'agent notices only for agents');
  assert.is(member.value.footer.unreadCount, 4);
  const a = await h.login('agent01');
  assert.is((await h.call('notices', { types: 'A', groupName: 'm_home' }, { token: a })).value.agent.length, 2);
  const ty = await h.call('notices', { types: 'B', groupName: 'm_home' }, { headers: { Language: 'TY' } });
  assert.ok(ty.value.banners.every((b: any) => b.groupName === 'm_home_TY'));
  const promos = await h.call('notices', { types: 'PR' });
  assert.ok(promos.value.promotion.some((x: any) => x.noExpiry === 1 && x.endDate === null));
  assert.ok(
    promos.value.promotion.some((x: any) => x.content.includes('<script>')),
    'hostile markup is seeded on purpose',
  );
  assert.is((await h.call('feedback', { content: 'short' }, { token: p })).errorCode, 'validation.failed');
});
inbox.after(async () => {
  await h.close();
});
inbox.run();
