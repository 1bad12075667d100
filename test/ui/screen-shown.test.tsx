// A screen being left: its flag changes, not its provider's value, so the components that read it (dialogs and
// sheets) render again and close, and the rest of the left screen does not render at all.
import '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act, memo, type ReactNode } from 'react';
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { render, cleanup, run } from './render.tsx';
import { ScreenShown, shownFlag, useScreenShown, useShownOnce } from '../../engine/mount/screen-shown.ts';

const s = suite('ScreenShown');
s.before(setupDom);
s.after.each(cleanup);
s.after(async () => {
  await teardownDom();
});

let renders: Record<string, number> = {};
const count = (name: string) => {
  renders[name] = (renders[name] ?? 0) + 1;
};
function Modal() {
  count('modal');
  return useScreenShown() ? <div role="dialog">open</div> : null;
}
function Rows() {
  count('rows');
  return <p>rows</p>;
}
const Screen = memo(function Screen() {
  count('screen');
  return (
    <>
      <Rows />
      <Modal />
    </>
  );
});

/** A fresh count, and `ui` in a screen rendered ahead (not shown until its flag's show()). */
function ahead(ui: ReactNode) {
  renders = {};
  const flag = shownFlag(true);
  render(<ScreenShown value={flag}>{ui}</ScreenShown>);
  return flag;
}

s('leaving renders the components that read the flag, and nothing else of the screen', () => {
  renders = {};
  const flag = shownFlag();
  const screen = (
    <ScreenShown value={flag}>
      <Screen />
    </ScreenShown>
  );
  const view = render(screen);
  assert.ok(document.querySelector('[role="dialog"]'));
  assert.equal(renders, { screen: 1, rows: 1, modal: 1 });
  // The app renders the left screen's element as it was (the same element).
  view.rerender(screen);
  run(() => flag.leave());
  assert.not.ok(document.querySelector('[role="dialog"]'), 'the modal closed with its screen');
  assert.equal(renders, { screen: 1, rows: 1, modal: 2 });
  run(() => flag.leave());
  assert.equal(renders.modal, 2, 'leaving twice tells no one again');
});

s('a screen rendered ahead: its modal waits until it is shown, and a screen left is never shown again', () => {
  const flag = ahead(<Screen />);
  assert.not.ok(document.querySelector('[role="dialog"]'), 'not while ahead');
  run(() => flag.show());
  assert.ok(document.querySelector('[role="dialog"]'), 'shown once gone to');
  assert.equal(renders, { screen: 1, rows: 1, modal: 2 });
  run(() => flag.leave());
  run(() => flag.show());
  assert.not.ok(document.querySelector('[role="dialog"]'), 'left for good');
});

function Loads() {
  count('loads');
  return <p>{useShownOnce() ? 'loading' : 'waiting'}</p>;
}

s('a screen rendered ahead loads once it is shown, after the frame, and not again for being left', async () => {
  const flag = ahead(<Loads />);
  assert.is(document.body.textContent, 'waiting');
  run(() => flag.show());
  assert.is(document.body.textContent, 'waiting', 'nothing renders in the tap');
  // The frame, then its task (inside act, so React applies the update as it comes).
  for (let i = 0; i < 80 && document.body.textContent !== 'loading'; i++) await act(() => new Promise((r) => setTimeout(r, 25)));
  assert.is(document.body.textContent, 'loading');
  const before = renders.loads;
  run(() => flag.leave());
  assert.is(document.body.textContent, 'loading');
  assert.is(renders.loads, before, 'leaving renders nothing');
});

s('outside any screen, a component is in the shown one', () => {
  renders = {};
  render(<Modal />);
  assert.ok(document.querySelector('[role="dialog"]'));
});

s.run();
