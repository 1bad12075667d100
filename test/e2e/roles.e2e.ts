// Accounts and roles as players and agents meet them: the header menu of trial members and members
// (name, balance, deposit, withdraw, inbox, sign out; a trial's way to a real account), the member centre's back
// arrow, focus on the send-code button when the SMS code fails first, the contract check of type-0 members, and
// agent pages whose white-label menu entry is off refusing a typed address. Screenshots: test-results/roles/.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { open, signIn, sandboxConfig, interceptRequests } from './harness.ts';
import { useApp } from './fixture.ts';
import { byRole, fill, onPath, press, seeText, shot, storedSession } from './accounts-helpers.ts';
import { entry } from '../helpers/platform.ts';

/** Where the pending contract requests come from (the platform's consolidated answer). */
const CONTRACT_PATH = entry('consolidated').path;

const s = suite('roles');
const app = useApp(s, { network: true });
s.before(async () => {
  mkdirSync('test-results/roles', { recursive: true });
});

const QUIET = () => sessionStorage.setItem('home.noticePopup', '{"show":false}');
const main = (page: Page) => page.$eval('main', (m) => (m as HTMLElement).innerText);
const dialogText = (page: Page) => page.$eval('[role=dialog]', (d) => (d as HTMLElement).innerText);

/** The file's tab without the notice popup; `own`: a page of its own (a test that taps Back on its first screen). */
async function quietPage(own = false) {
  const p = own ? await app.page() : await app.tab();
  await p.page.evaluateOnNewDocument(QUIET);
  return p;
}

s('a trial member finds the way to a real account, registration and sign-out in the header menu', async () => {
  const { page, errors } = await quietPage();
  await open(page, app.url, '/m/trail');
  await press(page, 'Start free trial');
  await onPath(page, '/m/home');
  const trial = (await storedSession(page)).userName as string;
  await press(page, 'Menu');
  await page.waitForSelector('[role=dialog]');
  await seeText(page, trial);
  await page.waitForFunction(() => /₱\s?2,000\.00/.test((document.querySelector('[role=dialog]') as HTMLElement)?.innerText ?? ''), {
    timeout: 5000,
  });
  const menu = await dialogText(page);
  for (const want of ['Log in to a real account', 'Register', 'Deposit', 'Message center', 'Sign out'])
    assert.ok(menu.includes(want), want);
  await shot(page, 'home-menu-trial');
  await press(page, 'Log in to a real account', 'link');
  await onPath(page, '/m/login');
  await page.goBack();
  await onPath(page, '/m/home');
  await press(page, 'Menu');
  await press(page, 'Sign out');
  await page.waitForSelector('[role=alertdialog]');
  await seeText(page, 'Are you sure you want to log out?');
  await press(page, 'Confirm');
  await page.waitForFunction(() => localStorage.getItem('MC_SESSION_INFO') === null, { timeout: 8000 });
  await page.waitForSelector(byRole('button', 'Log in'), { timeout: 8000 });
  assert.equal(errors, []);
});

s('a member sees name, balance, deposit, withdraw, inbox and sign-out in the header menu', async () => {
  const { page, errors } = await quietPage();
  await signIn(page, app.url, 'player01', '/m/home');
  await press(page, 'Menu');
  await page.waitForSelector('[role=dialog]');
  await page.waitForFunction(() => /₱\s?1,523\.75/.test((document.querySelector('[role=dialog]') as HTMLElement)?.innerText ?? ''), {
    timeout: 5000,
  });
  const menu = await dialogText(page);
  for (const want of ['player01', 'Deposit', 'Withdraw', 'Message center', 'Member center', 'Sign out'])
    assert.ok(menu.includes(want), want);
  assert.not.ok(menu.includes('Log in to a real account'), 'a member has a real account');
  await shot(page, 'home-menu-member');
  assert.equal(errors, []);
});

s('the member centre has a back arrow to home', async () => {
  const { page, errors } = await quietPage(true);
  await signIn(page, app.url, 'player01', '/m/mine');
  await press(page, 'Back');
  await onPath(page, '/m/home');
  await open(page, app.url, '/m/mine');
  await page.evaluate(() => localStorage.clear());
  await open(page, app.url, '/m/mine');
  await press(page, 'Back');
  await onPath(page, '/m/home');
  assert.equal(errors, []);
  await page.close();
});

s('registration: an SMS code that fails first puts focus on the send-code button', async () => {
  const { page } = await quietPage();
  await open(page, app.url, '/m/register');
  await fill(page, 'Username', 'focus01x');
  await fill(page, 'Password', 'Start1234');
  await fill(page, 'Confirm password', 'Start1234');
  await fill(page, 'Mobile number', '9171112222');
  await press(page, 'Register');
  await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent !== 'Register', {
    timeout: 3000,
  });
  assert.is(await page.evaluate(() => document.activeElement!.textContent), 'Get code');
});

s('a type-0 member is checked for pending contracts on home and prompted', async () => {
  const { page } = await quietPage();
  const checked: string[] = [];
  await interceptRequests(page);
  page.on('request', (r) => {
    if (r.isInterceptResolutionHandled()) return;
    const path = new URL(r.url()).pathname;
    if (path === CONTRACT_PATH) checked.push(path);
    // player01 (type 0) has a pending daily-salary contract on this platform.
    if (path === CONTRACT_PATH) {
      void r.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, value: { dailysalreqtype: 1 }, errorCode: null, message: null }),
      });
    } else void r.continue();
  });
  await signIn(page, app.url, 'player01', '/m/home');
  assert.is((await storedSession(page)).type, 0);
  await page.waitForSelector('[role=alertdialog]', { timeout: 8000 });
  assert.match(await page.$eval('[role=alertdialog]', (d) => (d as HTMLElement).innerText), /daily salary/i);
  assert.ok(checked.includes(CONTRACT_PATH));
});

s('agent pages switched off in the white-label menu do not open from a typed address', async () => {
  const { page, errors } = await quietPage();
  await sandboxConfig(app.url, { agentMenu: { '/m/teamBetting': false, '/m/redRain': false } });
  // The message stays 2 s, shown as the page is sent away: watched from before the page opens (a busy machine can
  // take longer than that to bring the agent page to rest).
  const told = page.waitForFunction(() => document.body?.innerText.includes('does not have permission'), {
    polling: 'mutation',
    timeout: 30_000,
  });
  await signIn(page, app.url, 'agent01', '/m/teamBetting');
  await onPath(page, '/m/agent');
  await told;
  assert.not.match(await main(page), /Team betting|Red envelope rain/);
  await open(page, app.url, '/m/redRain');
  await onPath(page, '/m/agent');
  await sandboxConfig(app.url, { agentMenu: { '/m/transaction/record?types=A': false } });
  await open(page, app.url, '/m/transaction/record?types=A');
  await onPath(page, '/m/agent');
  await open(page, app.url, '/m/transaction/record');
  assert.is(await page.evaluate(() => location.pathname), '/m/transaction/record', 'the member view of transactions stays open');
  await sandboxConfig(app.url, { agentMenu: { '/m/teamBetting': true, '/m/redRain': true, '/m/transaction/record?types=A': true } });
  await open(page, app.url, '/m/teamBetting');
  assert.is(await page.evaluate(() => location.pathname), '/m/teamBetting', 'switched on: the page opens');
  await open(page, app.url, '/m/redRain');
  assert.is(await page.evaluate(() => location.pathname), '/m/redRain');
  await open(page, app.url, '/m/transaction/record?types=A');
  assert.is(await page.evaluate(() => location.pathname + location.search), '/m/transaction/record?types=A');
  assert.equal(errors, []);
});

s('member centre, login and agent home fit 375x812 and 320x640 (screenshots in test-results/roles)', async () => {
  const { page, errors } = await quietPage();
  for (const [width, height] of [
    [375, 812],
    [320, 640],
  ] as const) {
    await page.setViewport({ width, height, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    for (const [who, route] of [
      ['player01', '/m/mine'],
      [null, '/m/login'],
      ['agent01', '/m/agent'],
    ] as const) {
      if (who) await signIn(page, app.url, who, route);
      else {
        await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
        await open(page, app.url, route);
      }
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], .m-card__meta--loading, .a-card__skeleton'), {
        timeout: 5000,
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.is(overflow, 0, `${route} at ${width}px scrolls sideways`);
      await page.screenshot({ path: `test-results/roles/${route.split('/').pop()}-${width}.png` });
    }
  }
  assert.equal(errors, []);
});

s.run();
