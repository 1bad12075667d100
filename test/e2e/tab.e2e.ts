// The fixture's reusable tab (test/e2e/tab.ts): the next test gets it back as a new page would be, with nothing the
// last test left behind: session storage, listeners, new-document scripts, interception, emulation, viewport. And
// a file's browser without network events (test/e2e/network-events.ts): what needs them says so, and a resource
// that fails to load is still among the page's errors (Chromium's log reports it).
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { open, until } from './harness.ts';
import { useApp } from './fixture.ts';
import { entry } from '../helpers/platform.ts';

const s = suite('the reusable tab');
const app = useApp(s, { network: true });

let first: Page | undefined;
let heard = 0;

s('a test leaves its mark on the tab', async () => {
  const { page } = await app.tab();
  first = page;
  await page.evaluateOnNewDocument(() => {
    (window as unknown as { leftOver?: boolean }).leftOver = true;
  });
  await page.setRequestInterception(true);
  page.on('request', (r) => {
    heard++;
    void (r.url().includes('tab-probe') ? r.abort() : r.continue());
  });
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.setViewport({ width: 320, height: 640 });
  await open(page, app.url, '/m/home');
  await page.evaluate(() => sessionStorage.setItem('leftOver', '1'));
  assert.ok(await page.evaluate(() => (window as unknown as { leftOver?: boolean }).leftOver), 'the script ran');
  assert.ok(heard > 0, 'the listener heard the requests');
});

s('the next test gets it back as new', async () => {
  const { page, errors } = await app.tab();
  assert.is(page, first, 'the same page');
  heard = 0;
  await open(page, app.url, '/m/home');
  const state = await page.evaluate(() => ({
    script: (window as unknown as { leftOver?: boolean }).leftOver ?? false,
    session: sessionStorage.getItem('leftOver'),
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
    width: innerWidth,
  }));
  assert.equal(state, { script: false, session: null, reduced: false, width: 375 });
  assert.is(heard, 0, 'the last test’s listener is gone');
  assert.equal(errors, []);
  // A platform call (never the service worker's) that the last test's interception would have refused; the
  // platform answers it (400: it is not signed as the app signs its calls), so it was not cut off.
  const status = await page.evaluate(
    (path) =>
      fetch(`${path}?tab-probe`).then(
        (r) => r.status,
        () => 0,
      ),
    entry('systemStatus').path,
  );
  assert.ok(status > 0, 'no request is intercepted any more');
});

s.run();

const quiet = suite('a browser without network events');
const plain = useApp(quiet);

quiet('what needs the network events throws and names the option; turning them off is allowed', async () => {
  const { page } = await plain.tab();
  const option = /useApp\(s, \{ network: true \}\)/;
  const refusal = (call: () => Promise<unknown>) =>
    call().then(
      () => 'done',
      (err: Error) => err.message,
    );
  assert.match(await refusal(() => page.setRequestInterception(true)), option);
  assert.match(await refusal(() => page.setOfflineMode(true)), option);
  assert.match(await refusal(() => page.waitForResponse(() => true, { timeout: 1 })), option);
  assert.throws(() => page.on('request', () => {}), option);
  await page.setRequestInterception(false);
  await page.setOfflineMode(false);
});

quiet('an image that fails to load is among the page’s errors, as with the events', async () => {
  const { page, errors } = await plain.tab();
  await open(page, plain.url, '/m/help');
  assert.equal(errors, []);
  await page.evaluate(() => {
    const img = new Image();
    img.alt = '';
    img.src = '/no-such-image.png';
    document.body.append(img);
  });
  await until(async () => errors.length > 0, 'the failed image is reported');
  assert.equal(errors, [
    `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${plain.url}/no-such-image.png)`,
  ]);
});

quiet.run();
