// Report calls of the records screens: date filters and paging, agent-only scopes, claiming rebates,
// accepting contracts and opening downline accounts.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { type Harness, startHarness } from './helpers.ts';

let h: Harness;
const s = suite('report calls');
s.before(async () => {
  h = await startHarness();
});
s.before.each(async () => {
  await h.sandbox.reset();
});
s.after(async () => {
  await h.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

s('betRecords filters by date and pages', async () => {
  const token = await h.login('player01');
  const all = (await h.call('betRecords', { scope: 'self', pageSize: 100 }, { token })).value;
  const today = (await h.call('betRecords', { scope: 'self', startDate: day(0), endDate: day(0), pageSize: 100 }, { token })).value;
  assert.ok(today.list.length > 0 && today.list.length < all.list.length);
  assert.ok(today.list.every((b: any) => b.betTime.slice(0, 10) === day(0)));
  const page2 = (await h.call('betRecords', { scope: 'self', pageNum: 2, pageSize: 20 }, { token })).value;
  assert.is(page2.pageNum, 2);
  assert.is.not(page2.list[0].orderNo, all.list[0].orderNo);
});

s('team scopes are for agents only', async () => {
  const player = await h.login('player01');
  assert.is((await h.call('betRecords', { scope: 'team' }, { token: player })).errorCode, 'permission.denied');
  assert.is((await h.call('teamMembers', {}, { token: player })).errorCode, 'permission.denied');
  const agent = await h.login('agent01');
  const team = (await h.call('profitLoss', { scope: 'team' }, { token: agent })).value;
  assert.ok(team.list.every((r: any) => !/^\d{4}-/.test(r.label)));
});

s('claimRebate credits the claimable rebates once', async () => {
  const token = await h.login('player01');
  const before = (await h.call('rebates', { scope: 'self' }, { token })).value.summary.claimable;
  const claim = (await h.call('claimRebate', {}, { token })).value;
  assert.is(claim.amount, before);
  assert.is(claim.sumBalance, Math.round((1523.75 + before) * 100) / 100);
  assert.is((await h.call('claimRebate', {}, { token })).errorCode, 'rebate.none');
  assert.is((await h.call('rebates', { scope: 'self' }, { token })).value.summary.claimable, 0);
});

s('acceptContract clears the pending request', async () => {
  const token = await h.login('agent01');
  assert.is((await h.call('consolidated', {}, { token })).value.contracthoursalreq, 1);
  await h.call('acceptContract', { kind: 'hourly' }, { token });
  assert.is((await h.call('consolidated', {}, { token })).value.contracthoursalreq, 0);
  assert.is((await h.call('contractTerms', { kind: 'hourly' }, { token })).value.status, 'ACCEPTED');
});

s('agentRegister opens a downline that can log in and shows in the team', async () => {
  const token = await h.login('agent01');
  assert.is((await h.call('agentRegister', { username: 'newdown1', password: 'Secret123' }, { token })).success, true);
  assert.is((await h.call('agentRegister', { username: 'newdown1', password: 'Secret123' }, { token })).errorCode, 'user.exists');
  assert.ok(await h.login('newdown1', 'Secret123'));
  const team = (await h.call('teamMembers', { userName: 'newdown' }, { token })).value;
  assert.equal(
    team.list.map((m: any) => m.userName),
    ['newdown1'],
  );
});

s.run();
