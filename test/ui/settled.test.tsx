// When deferred widgets may mount: nothing outside <main> itself still aria-busy (images in view are checked too,
// which happy-dom cannot lay out, so only the busy rule is exercised here).
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { firstScreenfulDone, whenSettled } from '../../engine/settled.ts';

const s = suite('firstScreenfulDone');
s.before(() => setupDom());
s.after(async () => {
  await teardownDom();
});
s.after.each(() => {
  document.body.innerHTML = '';
});

s('a busy widget means not yet; the page main being busy does not count', () => {
  document.body.innerHTML = '<main aria-busy="true"><section aria-busy="true"></section></main>';
  assert.is(firstScreenfulDone(), false);
  document.querySelector('section')!.setAttribute('aria-busy', 'false');
  assert.is(firstScreenfulDone(), true);
});
s('a screen rendered ahead (hidden) does not hold the shown one back', () => {
  document.body.innerHTML =
    '<main id="main" aria-busy="false"><section></section></main><main class="app-main app-ahead" aria-busy="true"><section aria-busy="true"></section></main>';
  assert.is(firstScreenfulDone(), true);
  document.querySelector('.app-ahead')!.classList.remove('app-ahead');
  assert.is(firstScreenfulDone(), false, 'shown, its busy widget counts');
});
s('whenSettled resolves once the busy widget is done', async () => {
  document.body.innerHTML = '<main aria-busy="true"><section aria-busy="true"></section></main>';
  let done = false;
  // Counts the busy checks, to look once it has checked (and found the widget busy) twice.
  const query = document.querySelectorAll.bind(document);
  let checks = 0;
  let checkedTwice = () => {};
  const twice = new Promise<void>((r) => {
    checkedTwice = r;
  });
  document.querySelectorAll = ((sel: string) => {
    if (sel === '[aria-busy="true"]' && ++checks === 2) checkedTwice();
    return query(sel);
  }) as typeof document.querySelectorAll;
  const settled = whenSettled(5000).then(() => {
    done = true;
  });
  await twice;
  document.querySelectorAll = query;
  assert.is(done, false);
  document.querySelector('section')!.removeAttribute('aria-busy');
  await settled;
  assert.is(done, true);
});
s('whenSettled gives up waiting after the cap', async () => {
  document.body.innerHTML = '<section aria-busy="true"></section>';
  const started = Date.now();
  await whenSettled(150);
  assert.ok(Date.now() - started >= 150);
});
s.run();
