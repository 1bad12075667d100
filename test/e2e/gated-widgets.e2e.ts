// Member-only widgets stay out of a visitor's first paint: a visitor's server-rendered home neither shows the header's
// balance and menu nor requests their code before its first screenful (it loads in idle time after); signing in
// through the login form shows both on home without a reload; a signed-in player's server-rendered home hydrates
// with them. No console errors anywhere.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { open, signIn } from './harness.ts';
import { useApp } from './fixture.ts';
import { byRole, fill, onPath, press } from './accounts-helpers.ts';

const s = suite('gated widgets');
const app = useApp(s, { network: true });
let page: Page;
let errors: string[];
let requested: string[];

s.before.each(async () => {
  ({ page, errors } = await app.page());
  requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
});
s.after.each(async () => {
  await page.close();
});

/** Whether an element with this role and accessible name is on the page now. */
const shows = async (role: string, name: string) => (await page.$(byRole(role, name))) !== null;
/** The widget chunks (by type) the page asked for. */
const chunksOf = (type: string) => requested.filter((p) => p.includes(`/${type}-`) && p.endsWith('.js'));
/** The widget chunks (by type) the page asked for before its first screenful was mounted (as bench/sizes.ts weighs). */
const beforeFirstScreenful = (type: string) =>
  page.evaluate((t) => {
    const mounted = performance.getEntriesByName('screen-ready')[0]?.startTime ?? Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.startTime <= mounted && new URL(r.name).pathname.includes(`/${t}-`))
      .map((r) => new URL(r.name).pathname);
  }, type);

s("a visitor's home: no balance or menu, and not their code in the first paint", async () => {
  await open(page, app.url, '/m/home');
  assert.ok(await shows('button', 'Log in'), "the visitor's header");
  assert.not.ok(await shows('group', 'Balance'));
  assert.not.ok(await shows('button', 'Menu'));
  assert.equal(await beforeFirstScreenful('header-balance'), []);
  assert.equal(await beforeFirstScreenful('header-menu'), []);
  assert.ok(await page.evaluate(() => performance.getEntriesByName('screen-ready').length > 0), 'the first screenful was marked');
  assert.equal(errors, []);
});

s('signing in through the form shows the balance and the menu on home without a reload', async () => {
  await open(page, app.url, '/m/login');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  await page.waitForSelector(byRole('group', 'Balance'), { timeout: 5000 });
  await page.waitForSelector(byRole('button', 'Menu'), { timeout: 5000 });
  assert.not.ok(await shows('button', 'Log in'), 'the visitor buttons are gone');
  assert.ok(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no reload');
  assert.is(chunksOf('header-menu').length, 1, "the menu's code loaded, once");
  assert.equal(errors, []);
});

s("player01's server-rendered home hydrates with the balance and the menu", async () => {
  await signIn(page, app.url, 'player01', '/m/home');
  await page.waitForSelector(byRole('group', 'Balance'), { timeout: 5000 });
  assert.ok(await shows('button', 'Menu'));
  assert.not.ok(await shows('button', 'Log in'));
  assert.equal(errors, []);
});

s.run();
