// The platform contract as a player meets it: sign in, play a game, favourite it, change the password; the
// platform then ends the session (the sandbox expires it on demand) and the player is told so, signs in again
// and lands where they were. A sign-in while the platform is down says so and keeps what was typed.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { open, interceptRequests } from './harness.ts';
import { useApp } from './fixture.ts';
import { byRole, fill, onPath, press, seeText } from './accounts-helpers.ts';
import { entry } from '../helpers/platform.ts';

const s = suite('platform contract in the browser');
const app = useApp(s, { network: true });
const OUT = 'test-results/contract';
s.before(async () => {
  mkdirSync(OUT, { recursive: true });
});

const FISH = 'ul[aria-label="Fishing games"]';
const LOGGED_OUT = 'The account has been logged out, please log in again';
const value = (page: Page, name: string) => page.$eval(byRole('textbox', name), (i) => (i as HTMLInputElement).value);
/** In-app navigation, as a tap on a link does (the page is not reloaded). */
const go = (page: Page, to: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
const expire = (userName: string) =>
  fetch(`${app.url}/__sandbox/expire`, {
    method: 'POST',
    body: JSON.stringify({ userName }),
    headers: { 'Content-Type': 'application/json' },
  });

s('sign in, play, favourite, change password; the platform ends the session; sign in again and land where you were', async () => {
  const { page, errors } = await app.page();
  await open(page, app.url, '/m/login');
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await onPath(page, '/m/home');

  // Play a game.
  await go(page, '/m/gameList?gameType=FISH');
  const tile = await page.waitForSelector(`${FISH} li:nth-child(2) a`);
  const name = await tile!.$eval('.g-tile__name', (n) => n.textContent ?? '');
  await tile!.click();
  await onPath(page, '/m/launchGame');
  await page.waitForSelector('main iframe');
  await press(page, 'Exit game');
  await onPath(page, '/m/gameList');

  // Favourite it.
  await page.locator(`::-p-aria(Add ${name} to favourites)`).click();
  await page.waitForSelector(`::-p-aria(Remove ${name} from favourites)`);

  // Change the password (in-app, so the password of this sign-in is held and not asked again).
  await go(page, '/m/changePsw');
  await page.waitForSelector(byRole('textbox', 'New password'));
  await fill(page, 'New password', 'Renewed789');
  await fill(page, 'Confirm new password', 'Renewed789');
  await press(page, 'Confirm');
  await seeText(page, 'Change saved');
  await onPath(page, '/m/home');

  // Back on the game list, the platform ends the session (a login elsewhere, a timeout).
  await go(page, '/m/gameList?gameType=FISH');
  await page.waitForSelector(`::-p-aria(Remove ${name} from favourites)`);
  assert.is((await (await expire('player01')).json()).value.expired > 0, true);
  await page.click(`::-p-aria(Remove ${name} from favourites)`);
  await seeText(page, LOGGED_OUT);
  await onPath(page, '/m/login');
  await page.screenshot({ path: `${OUT}/logged-out.png` });
  assert.is(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO')), null, 'the stored session is gone');

  // Sign in again (with the new password) and land on the game list again.
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Renewed789');
  await press(page, 'Log in');
  await page.waitForFunction(() => location.pathname + location.search === '/m/gameList?gameType=FISH', { timeout: 8000 });
  await page.waitForSelector(`${FISH} li`);
  assert.equal(
    errors.filter((e) => !/401|Failed to load resource/.test(e)),
    [],
  );
  await page.close();
});

s('a sign-in while the platform is down says it failed and why, and keeps what was typed', async () => {
  const { page } = await app.page();
  await open(page, app.url, '/m/login');
  await interceptRequests(page);
  let answer = { status: 502, contentType: 'text/plain', body: 'Bad gateway' };
  page.on('request', (r) => (new URL(r.url()).pathname === entry('login').path ? r.respond(answer) : r.continue()));
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await page.waitForSelector('::-p-text(Sign-in failed: The service cannot be reached right now)');
  await page.screenshot({ path: `${OUT}/sign-in-unreachable.png` });
  assert.is(await page.$('::-p-text(Loading failed, click to retry)'), null);
  assert.equal([await value(page, 'Username'), await value(page, 'Password')], ['player01', 'Passw0rd1']);
  answer = { status: 200, contentType: 'text/html', body: '<!doctype html><title>Gateway</title><p>Please wait</p>' };
  await press(page, 'Log in');
  await page.waitForSelector('::-p-text(Sign-in failed: The service sent an answer this app cannot read)');
  assert.is(await page.$('::-p-text(You are offline)'), null, 'an online phone is not told it is offline');
  assert.equal([await value(page, 'Username'), await value(page, 'Password')], ['player01', 'Passw0rd1']);
  await page.close();
});

s.run();
