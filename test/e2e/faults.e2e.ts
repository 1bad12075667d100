// Slow and failing platforms: pages show their loading state while the sandbox is slow, their retry
// state ('Loading failed, click to retry') when calls fail, and recover on retry; a failed login keeps
// what the player typed. Nothing crashes and no page is left blank.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { open, scrollThrough, settled, sandboxConfig, signIn, interceptRequests } from './harness.ts';
import { useApp } from './fixture.ts';

const s = suite('faults');
const app = useApp(s, { network: true });

const RETRY = 'Loading failed, click to retry';
/** What main shows, less the jackpot's figure, which counts on its own (a live counter is never compared). */
const mainText = (page: Page) =>
  page.$eval('main', (m) =>
    (m as HTMLElement).innerText
      .trim()
      .split('\n')
      .filter((l) => !/^[\d,]+\.\d\d$/.test(l.trim()))
      .join('\n'),
  );
const quietHome = (page: Page) => page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));

s('a slow platform shows loading states, then the data', async () => {
  const { page, errors } = await app.tab();
  await sandboxConfig(app.url, { latencyMs: 1500 });
  await page.goto(`${app.url}/m/gameList?gameType=RNG`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main [aria-busy="true"], main .page-skeleton', { timeout: 5000 });
  await sandboxConfig(app.url, { latencyMs: 0 });
  await page.waitForSelector('main [data-game-tile]', { timeout: 15_000 });
  assert.equal(
    errors.filter((e) => !e.includes('Failed to load resource')),
    [],
  );
});

for (const route of ['/m/gameList?gameType=RNG', '/m/activity', '/m/help', '/m/notice', '/m/vouReport']) {
  s(`${route}: failing calls show the retry state, and retry recovers`, async () => {
    const { page } = await app.tab();
    await quietHome(page);
    if (route === '/m/vouReport') await signIn(page, app.url, 'player01', '/m/home');
    await sandboxConfig(app.url, { failRate: 1 });
    await open(page, app.url, route);
    await page.waitForFunction((t) => document.querySelector('main')!.innerText.includes(t), { timeout: 20_000 }, RETRY);
    assert.ok((await mainText(page)).length > 0, 'never blank');
    await sandboxConfig(app.url, { failRate: 0 });
    const retry = await page.evaluateHandle(
      (t) => [...document.querySelectorAll('main button')].find((b) => (b as HTMLElement).innerText.includes(t)),
      RETRY,
    );
    await (retry as unknown as import('puppeteer-core').ElementHandle<HTMLButtonElement>).click();
    await page.waitForFunction((t) => !document.querySelector('main')!.innerText.includes(t), { timeout: 20_000 }, RETRY);
  });
}

s('a login that cannot reach the platform keeps what the player typed', async () => {
  const { page, errors } = await app.tab();
  await open(page, app.url, '/m/login');
  await interceptRequests(page);
  page.on('request', (req) => (req.url().includes('/wps/session/login') ? req.abort('internetdisconnected') : req.continue()));
  const user = await page.$('main input[autocomplete="username"], main input[name="username"]');
  const pass = await page.$('main input[type="password"]');
  assert.ok(user && pass, 'login fields');
  await user!.type('player01');
  await pass!.type('Passw0rd1');
  await page.evaluate(() => (document.querySelector('main form button[type="submit"]') as HTMLButtonElement).click());
  await page.waitForFunction(() => /offline|network|failed|try again/i.test(document.body.innerText), { timeout: 10_000 });
  assert.is(
    await page.$eval('main input[autocomplete="username"], main input[name="username"]', (i) => (i as HTMLInputElement).value),
    'player01',
  );
  assert.is(await page.$eval('main input[type="password"]', (i) => (i as HTMLInputElement).value), 'Passw0rd1');
  assert.equal(
    errors.filter((e) => !/requestfailed|Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
    [],
  );
});

s('offline: a notice shows while the network is gone, the page stays, and it clears when the network returns', async () => {
  const { page } = await app.tab();
  await quietHome(page);
  await open(page, app.url, '/m/home');
  // Every section mounted and loaded first (those further down mount as they come near the view), so what the page
  // shows can only change because the network went away.
  await scrollThrough(page);
  await settled(page, { loaded: true });
  const before = await mainText(page);
  await page.setOfflineMode(true);
  await page.waitForFunction(() => /offline/i.test(document.querySelector('.network-notice')?.textContent ?? ''), { timeout: 5000 });
  assert.is(await mainText(page), before, 'what the page shows stays');
  await page.setOfflineMode(false);
  await page.waitForFunction(() => (document.querySelector('.network-notice')?.textContent ?? '') === '', { timeout: 5000 });
});

s.run();
