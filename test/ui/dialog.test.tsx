// Dialog and sheets: mask-tap guard (299 ms ignored, 301 ms closes), Escape closes and focus returns to the opener,
// focus stays trapped inside, aria-modal and labelling.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { DIALOG_MASK_GUARD_MS } from '../../engine/page-constants.ts';
import { Dialog } from '../../widgets/ui/dialog.tsx';
import { BottomSheet, Drawer } from '../../widgets/ui/sheet.tsx';
import { installFakeClock, type FakeClock } from './fake-clock.ts';
import { $, cleanup, fire, render } from './render.tsx';

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

/** An opener button and a dialog it opens; counts closes. */
function Harness({ onClosed, closeOnMask }: { onClosed: () => void; closeOnMask?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <>
      <button id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Confirm logout"
        closeOnMask={closeOnMask}
        actions={
          <>
            <button id="cancel" onClick={close}>
              Cancel
            </button>
            <button id="ok">OK</button>
          </>
        }
      >
        Are you sure?
      </Dialog>
    </>
  );
}

/** The next animation frame: the modal moves focus in then. */
const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

function openHarness(closeOnMask?: boolean) {
  let closed = 0;
  render(<Harness onClosed={() => closed++} closeOnMask={closeOnMask} />);
  const opener = $('#opener');
  opener.focus();
  fire(opener, 'click');
  return { opener, closed: () => closed };
}

const guard = suite('Dialog mask guard');
hooks(guard);

guard('the guard is the spec value', () => assert.is(DIALOG_MASK_GUARD_MS, 300));

guard('a mask tap at 299 ms is ignored, at 301 ms closes', () => {
  const h = openHarness();
  fake.clock.advance(299);
  fire($('.ui-modal__mask'), 'click');
  assert.is(h.closed(), 0);
  assert.ok(document.querySelector('[role="dialog"]'), 'still open');
  fake.clock.advance(2);
  fire($('.ui-modal__mask'), 'click');
  assert.is(h.closed(), 1);
  assert.not.ok(document.querySelector('[role="dialog"]'));
});

guard('closeOnMask=false ignores mask taps at any time', () => {
  const h = openHarness(false);
  fake.clock.advance(5000);
  fire($('.ui-modal__mask'), 'click');
  assert.is(h.closed(), 0);
});

guard('taps inside the panel never close it', () => {
  const h = openHarness();
  fake.clock.advance(1000);
  fire($('.ui-dialog__body'), 'click');
  assert.is(h.closed(), 0);
});

const keys = suite('Dialog keyboard and focus');
hooks(keys);

keys('is aria-modal and labelled by its title; focus moves into it at the next frame', async () => {
  openHarness();
  const dialog = $('[role="dialog"]');
  assert.not.ok(dialog.contains(document.activeElement));
  await nextFrame();
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  assert.is(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent, 'Confirm logout');
  assert.is(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent, 'Are you sure?');
  assert.ok(dialog.contains(document.activeElement));
});

keys('Escape closes at once and focus returns to the opener', async () => {
  const h = openHarness();
  await nextFrame();
  assert.is.not(document.activeElement, h.opener);
  fire(document.activeElement ?? document.body, 'keydown', { key: 'Escape' });
  assert.is(h.closed(), 1);
  assert.not.ok(document.querySelector('[role="dialog"]'));
  assert.is(document.activeElement, h.opener);
});

keys('closing by a button also restores focus', () => {
  const h = openHarness();
  fire($('#cancel'), 'click');
  assert.is(document.activeElement, h.opener);
});

keys('Tab and Shift+Tab wrap inside the dialog', () => {
  openHarness();
  const first = $('#cancel');
  const last = $('#ok');
  last.focus();
  fire(last, 'keydown', { key: 'Tab' });
  assert.is(document.activeElement, first);
  fire(first, 'keydown', { key: 'Tab', shiftKey: true });
  assert.is(document.activeElement, last);
});

keys('focus escaping to the page is pulled back into the dialog', async () => {
  const h = openHarness();
  await nextFrame();
  h.opener.focus();
  assert.ok($('[role="dialog"]').contains(document.activeElement));
});

const sheets = suite('BottomSheet and Drawer');
hooks(sheets);

sheets('share the modal rules: guard, Escape, close button', () => {
  let closed = 0;
  render(
    <BottomSheet open onClose={() => closed++} title="Filter" closeLabel="Close">
      body
    </BottomSheet>,
  );
  fire($('.ui-modal__mask'), 'click');
  assert.is(closed, 0, 'guarded at 0 ms');
  fake.clock.advance(DIALOG_MASK_GUARD_MS);
  fire($('.ui-modal__mask'), 'click');
  assert.is(closed, 1);
  fire($('button[aria-label="Close"]'), 'click');
  assert.is(closed, 2);
  fire(document.body, 'keydown', { key: 'Escape' });
  assert.is(closed, 3);
});

sheets('a drawer enters from the side it is given', () => {
  render(<Drawer open side="start" onClose={() => {}} title="Menu" closeLabel="Close" />);
  assert.ok(document.querySelector('.ui-modal--start .ui-sheet--start[aria-modal="true"]'));
});

sheets('only the topmost of stacked modals closes on Escape', () => {
  const closed: string[] = [];
  render(
    <>
      <BottomSheet open onClose={() => closed.push('sheet')} title="A" closeLabel="Close" />
      <Dialog open onClose={() => closed.push('dialog')} title="B" />
    </>,
  );
  fire(document.body, 'keydown', { key: 'Escape' });
  assert.equal(closed, ['dialog']);
});

guard.run();
keys.run();
sheets.run();
