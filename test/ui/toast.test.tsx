// Toasts: each kind hides after its duration (TOAST_MS); loading returns a hide function; the Toaster's
// live regions and notice position.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { NOTIFICATION_TOP_PX, TOAST_MS } from '../../engine/constants.ts';
import { createToastStore, type ToastKind } from '../../widgets/ui/toast-store.ts';
import { Toaster } from '../../widgets/ui/toaster.tsx';
import { installFakeClock, type FakeClock } from './fake-clock.ts';
import { cleanup, render, run } from './render.tsx';

let fake: { clock: FakeClock; restore: () => void };
const hooks = (s: ReturnType<typeof suite>) => {
  s.before(setupDom);
  s.before.each(() => {
    fake = installFakeClock();
  });
  s.after.each(() => {
    fake.restore();
    cleanup();
  });
  s.after(teardownDom);
};

const show = suite('toast.show');
hooks(show);

for (const kind of Object.keys(TOAST_MS) as ToastKind[]) {
  show(`${kind} toast stays ${TOAST_MS[kind]} ms and not a millisecond longer`, () => {
    const store = createToastStore();
    store.show({ text: 'hi', kind });
    fake.clock.advance(TOAST_MS[kind] - 1);
    assert.is(store.getSnapshot().length, 1);
    fake.clock.advance(1);
    assert.is(store.getSnapshot().length, 0);
  });
}

show('the time counts from the frame that first shows the toast (a busy page draws it late)', () => {
  const frames: Array<() => void> = [];
  fake.clock.nextFrame = (fn) => frames.push(fn);
  const store = createToastStore();
  store.show({ text: 'sent away', kind: 'default' });
  fake.clock.advance(TOAST_MS.default * 2);
  assert.is(store.getSnapshot().length, 1, 'still there: no frame has shown it yet');
  frames.shift()!();
  fake.clock.advance(TOAST_MS.default - 1);
  assert.is(store.getSnapshot().length, 1);
  fake.clock.advance(1);
  assert.is(store.getSnapshot().length, 0);
  const hidden = store.show({ text: 'hidden before its frame' });
  store.hide(hidden);
  frames.shift()!();
  assert.is(fake.clock.pending(), 0, 'a toast hidden before its frame starts no timer');
});

show('durations are the spec values', () => {
  assert.equal(TOAST_MS, { loading: 10_000, success: 1000, notice: 1500, default: 3000, long: 8000 });
});

show('kind defaults to default (3 s)', () => {
  const store = createToastStore();
  store.show({ text: 'x' });
  assert.is(store.getSnapshot()[0]?.kind, 'default');
  fake.clock.advance(2999);
  assert.is(store.getSnapshot().length, 1);
  fake.clock.advance(1);
  assert.is(store.getSnapshot().length, 0);
});

show('durationMs overrides the kind duration', () => {
  const store = createToastStore();
  store.show({ text: 'x', kind: 'long', durationMs: 50 });
  fake.clock.advance(50);
  assert.is(store.getSnapshot().length, 0);
});

show('a centred toast replaces the previous one; notices stack', () => {
  const store = createToastStore();
  store.show({ text: 'a' });
  store.show({ text: 'n1', kind: 'notice' });
  store.show({ text: 'n2', kind: 'notice' });
  store.show({ text: 'b', kind: 'success' });
  assert.equal(
    store.getSnapshot().map((t) => t.text),
    ['n1', 'n2', 'b'],
  );
  fake.clock.advance(1000);
  assert.equal(
    store.getSnapshot().map((t) => t.text),
    ['n1', 'n2'],
  );
});

const loading = suite('toast.loading');
hooks(loading);

loading('returns a hide function and otherwise hides after 10 s', () => {
  const store = createToastStore();
  const hide = store.loading('Loading');
  assert.is(store.getSnapshot()[0]?.kind, 'loading');
  hide();
  assert.is(store.getSnapshot().length, 0);
  store.loading('again');
  fake.clock.advance(TOAST_MS.loading - 1);
  assert.is(store.getSnapshot().length, 1);
  fake.clock.advance(1);
  assert.is(store.getSnapshot().length, 0);
});

loading('a stale hide does not remove the toast that replaced it', () => {
  const store = createToastStore();
  const hide = store.loading('Loading');
  store.show({ text: 'Saved', kind: 'success' });
  hide();
  assert.equal(
    store.getSnapshot().map((t) => t.text),
    ['Saved'],
  );
});

const toaster = suite('Toaster');
hooks(toaster);

toaster('renders toasts in live regions; errors in role=alert; notices at the top offset', () => {
  const store = createToastStore();
  const { container } = render(<Toaster store={store} />);
  const status = container.querySelector('[role="status"]');
  const alert = container.querySelector('[role="alert"]');
  assert.ok(status && alert, 'both live regions exist before any toast');
  run(() => {
    store.show({ text: 'Saved', kind: 'success' });
  });
  run(() => {
    store.show({ text: 'Failed', tone: 'error', kind: 'notice' });
  });
  assert.match(status.textContent ?? '', 'Saved');
  assert.match(alert.textContent ?? '', 'Failed');
  const top = alert.querySelector<HTMLElement>('.ui-toaster__top');
  assert.is(top?.style.insetBlockStart || top?.style.getPropertyValue('inset-block-start'), `${NOTIFICATION_TOP_PX}px`);
  run(() => fake.clock.advance(TOAST_MS.success));
  assert.not.match(status.textContent ?? '', 'Saved');
});

toaster('a loading toast shows a spinner', () => {
  const store = createToastStore();
  const { container } = render(<Toaster store={store} />);
  run(() => {
    store.loading('Please wait');
  });
  assert.ok(container.querySelector('.ui-toast--loading .ui-spinner'));
});

show.run();
loading.run();
toaster.run();
