// Promotion apply and claim: statuses move Join -> Applying and Claim -> Claimed per member; other moves are refused.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { type Harness, startHarness } from './helpers.ts';

const s = suite('promotion actions');
let h: Harness;
s.before(async () => {
  h = await startHarness();
});
s.before.each(async () => {
  await h.sandbox.reset();
});
s.after(async () => {
  await h.close();
});

const statusOf = async (token: string, id: number) =>
  (await h.call('availablePromotions', {}, { token })).value.list.find((p: { id: number }) => p.id === id)?.status;

s('applying moves Join to Applying for that member only, and cannot be repeated', async () => {
  const p = await h.login('player01');
  const a = await h.login('agent01');
  assert.is(await statusOf(p, 102), 'Join');
  const ok = await h.call(
    'applyPromotion',
    { promotionId: 102, comment: 'Slip attached', images: [{ name: 'a.jpg', type: 'image/jpeg', size: 2048 }] },
    { token: p },
  );
  assert.is(ok.success, true);
  assert.is(await statusOf(p, 102), 'Applying');
  assert.is(await statusOf(a, 102), 'Join');
  const again = await h.call('applyPromotion', { promotionId: 102 }, { token: p });
  assert.equal([again.success, again.errorCode], [false, 'promotion.not.open']);
});

s('claiming moves Claim to Claimed and lowers the unclaimed count', async () => {
  const p = await h.login('player01');
  const before = (await h.call('availablePromotions', {}, { token: p })).value.unclaimed;
  assert.is((await h.call('claimPromotion', { promotionId: 101 }, { token: p })).success, true);
  assert.is(await statusOf(p, 101), 'Claimed');
  assert.is((await h.call('availablePromotions', {}, { token: p })).value.unclaimed, before - 1);
  assert.is((await h.call('claimPromotion', { promotionId: 102 }, { token: p })).errorCode, 'promotion.not.open');
});

s('input limits, unknown promotions, visitors and trial members are refused', async () => {
  const p = await h.login('player01');
  const long = await h.call('applyPromotion', { promotionId: 102, comment: 'x'.repeat(141) }, { token: p });
  assert.equal([long.status, long.errorCode], [400, 'validation.failed']);
  const big = await h.call(
    'applyPromotion',
    { promotionId: 102, images: [{ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }] },
    { token: p },
  );
  assert.is(big.status, 400);
  const gif = await h.call('applyPromotion', { promotionId: 102, images: [{ name: 'a.gif', type: 'image/gif', size: 10 }] }, { token: p });
  assert.is(gif.status, 400);
  const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', size: 10 }));
  assert.is((await h.call('applyPromotion', { promotionId: 102, images: four }, { token: p })).status, 400);
  assert.is((await h.call('applyPromotion', { promotionId: 999 }, { token: p })).errorCode, 'promotion.not.found');
  assert.is((await h.call('applyPromotion', { promotionId: 102 })).status, 401);
  const trial = (await h.call('loginFreeplay')).token;
  assert.is((await h.call('claimPromotion', { promotionId: 101 }, { token: trial })).errorCode, 'trial.reject');
});

s.run();
