// The announcement popup widget: it opens in an idle period after its list loads, and a popup the player closed
// stays closed when a later load of the list (the refresh 500 ms after mount) was already waiting to open it.
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import NoticePopup, { POPUP_MEMORY_KEY } from '../../../widgets/notice-popup.tsx';
import { POPUP_CLOSE_MS } from '../../../widgets/home/popup-modal.tsx';
import { POPUP_REFRESH_DELAY_MS } from '../../../engine/page-constants.ts';
import { app } from '../../../engine/state.ts';
import { installFakeClock, type FakeClock } from '../fake-clock.ts';
import { clearFakes, fakeCall, flush, stubEngine } from '../engine-stub.tsx';
import { cleanup, fire, render, run } from '../render.tsx';

const POPUP = [{ id: 7, title: 'Join now', content: '<p>Bonus</p>', promotionType: 'OTHER', execution: 'B' as const }];
const config = { type: 'noticePopup', popup: 'notices' } as never;

let fake: { clock: FakeClock; restore: () => void };
/** Idle callbacks waiting to run, run by the test in the order it chooses. */
let idle: (() => void)[] = [];
const s = suite('NoticePopup');
s.before(setupDom);
s.before.each(() => {
  fake = installFakeClock();
  idle = [];
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (fn: () => void) => idle.push(fn);
  sessionStorage.removeItem(POPUP_MEMORY_KEY);
  delete app.popups.notices;
  fakeCall('notices', async () => ({ popup: POPUP, notices: [], banners: [], hot: [] }));
});
s.after.each(() => {
  cleanup();
  clearFakes();
  fake.restore();
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});
s.after(teardownDom);

const settle = () =>
  act(async () => {
    await flush();
    await flush();
  });
const runIdle = async (i: number) => {
  await act(async () => idle[i]!());
  await settle();
};
const shown = () => document.querySelector('.w-popup') !== null;

function mount() {
  const { services, wrap } = stubEngine({ popup: { set: (id, open) => void (app.popups[id] = open) } });
  render(wrap(<NoticePopup config={config} />));
  return services;
}

s('opens in the idle period after its list loads', async () => {
  mount();
  await settle();
  assert.not.ok(shown(), 'not before the idle period');
  assert.is(idle.length, 1);
  await runIdle(0);
  assert.ok(shown());
});

s('closed by the player, it stays closed when the refresh had already asked to open it', async () => {
  mount();
  await settle();
  run(() => fake.clock.advance(POPUP_REFRESH_DELAY_MS));
  await settle();
  assert.is(idle.length, 2, 'the first load and the refresh each wait for an idle period');
  await runIdle(0);
  assert.ok(shown());
  const close = [...document.querySelectorAll('button')].find((b) => b.textContent === 'home_close')!;
  fire(close, 'click');
  run(() => fake.clock.advance(POPUP_CLOSE_MS));
  await settle();
  assert.not.ok(shown(), 'closed');
  await runIdle(1);
  assert.not.ok(shown(), 'the refresh does not open it again');
});

s.run();
