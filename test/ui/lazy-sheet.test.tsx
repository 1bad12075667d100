// The header's lazily loaded sheets (widgets/ui/lazy-sheet.tsx): opened before their code has loaded they show once
// it arrives; opened after, they show in the very render that opens them (no Suspense, so React's 300 ms reveal
// throttle never holds a tap's answer back); and a sheet opened the first way is not remounted when the code arrives.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { LazyBottomSheet, LazyDrawer, warmSheet } from '../../widgets/ui/lazy-sheet.tsx';
import { act } from 'react';
import { cleanup, flush, render } from './render.tsx';

/** Waits (inside act) until the sheet code has been imported and every update it caused is rendered. */
async function codeArrives(): Promise<void> {
  await act(async () => {
    await import('../../widgets/ui/sheet.tsx');
  });
  await flush();
}

const s = suite('lazy sheets');
s.before(setupDom);
s.after.each(cleanup);
s.after(teardownDom);

const dialog = () => document.querySelector('[role="dialog"]');
const drawer = (open: boolean, title = 'Menu') => (
  <LazyDrawer open={open} onClose={() => {}} title={title} closeLabel="Close">
    <p>rows</p>
  </LazyDrawer>
);

// First in this file: nothing has loaded the sheet code yet.
s('opened before its code has loaded, the drawer shows once the code arrives, and stays the same drawer', async () => {
  const view = render(drawer(true));
  assert.is(dialog(), null, 'not there before the code');
  await codeArrives();
  const first = dialog();
  assert.ok(first, 'shown once loaded');
  assert.match(first!.textContent ?? '', 'rows');
  view.rerender(drawer(true, 'Menu again'));
  await codeArrives();
  assert.ok(dialog() === first, 'the same drawer: not remounted the direct way once the code is there');
});

s('once the code has loaded, a sheet shows in the render that opens it, even one never opened before', async () => {
  warmSheet();
  await codeArrives();
  const view = render(drawer(false));
  assert.is(dialog(), null);
  view.rerender(drawer(true));
  assert.ok(dialog(), 'the drawer is there right after the opening render, with nothing else awaited');
  cleanup();
  // Never opened before: through React.lazy its first render would suspend however warm the code.
  render(
    <LazyBottomSheet open onClose={() => {}} title="Language" closeLabel="Close">
      <p>EN</p>
    </LazyBottomSheet>,
  );
  assert.match(dialog()?.textContent ?? '', 'Language');
  // Its contents after the frame that starts its slide (sheet.tsx useAfterFirstFrame).
  assert.not.match(dialog()?.textContent ?? '', 'EN', 'not laid out in the frame that answers the tap');
  for (let i = 0; i < 80 && !dialog()?.textContent?.includes('EN'); i++) await act(() => new Promise((r) => setTimeout(r, 25)));
  assert.match(dialog()?.textContent ?? '', 'EN');
});

s.run();
