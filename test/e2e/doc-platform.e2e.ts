// The app against a second stand-in of the platform, written from ../shared/platform/PLATFORM-API.md alone
// (test/platform-doc/, no code or data of sandbox/), through API_PROXY with the operator's MERCHANT_CODE and
// PLATFORM_PUBLIC_KEY, as a player meets it: signing in shows the member's name and balance, a refused login shows
// the captcha image, the login tabs follow the status tree, a session the platform ends sends the player to sign
// in, and the assumed calls the platform refuses (404) leave the console clean and the pages whole.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { open, phonePage, settled, startServer, type TestServer } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { STEP_MS, byRole, fill, onPath, press } from './accounts-helpers.ts';
import { until } from '../helpers/until.ts';
import { PAGE_TTL_MS } from '../../server/page-cache.ts';
import { type DocPlatform, startDocPlatform } from '../platform-doc/server.ts';
import { IMAGE_CDN, LAUNCH_CDN } from '../platform-doc/data.ts';

const s = suite('the app against the document-only platform');
const browsing = useBrowser(s, { network: true });
let platform: DocPlatform;
let server: TestServer;
const saved = { MERCHANT_CODE: process.env.MERCHANT_CODE, PLATFORM_PUBLIC_KEY: process.env.PLATFORM_PUBLIC_KEY };

s.before(async () => {
  platform = await startDocPlatform();
  // What the operator of that platform hands over (docs/platform.md "What an operator configures").
  Object.assign(process.env, { MERCHANT_CODE: platform.merchant, PLATFORM_PUBLIC_KEY: platform.publicKey });
  server = await startServer({ API_PROXY: platform.url });
});
s.after(async () => {
  await server?.close();
  await platform?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

/** The member the stand-in has (test/platform-doc/data.ts); the name is typed in another case than the platform's. */
const TYPED = 'DocPlayer';
const ACCOUNT = 'docplayer';
const PASSWORD = 'Doc-pass-1';
const LOGGED_OUT = 'The account has been logged out, please log in again';

/** The last platform calls (method, path, status), to say in a failure what the app asked and was answered. */
const trail = (n = 14) =>
  platform.requests
    .slice(-n)
    .map((r) => `${r.method} ${r.path} ${r.status}`)
    .join('; ');

/** Waits for `condition` in the page; a failure names `what`, the text of `shown` (a selector) and the calls the stand-in saw. */
async function see(page: Page, what: string, condition: string, shown = 'main'): Promise<void> {
  await page.waitForFunction(condition, { timeout: STEP_MS }).catch(async (err: Error) => {
    const text = await page.$eval(shown, (el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 200)).catch(() => '(none)');
    throw new Error(`${what}: ${err.message.split('\n')[0]}. ${shown} shows "${text}". Platform calls: ${trail()}`);
  });
}
const mainHas = (text: string) => `document.querySelector('main')?.innerText.includes(${JSON.stringify(text)})`;

/** A fresh visitor page (no session, home's popup and the download bar out of the way). */
async function visitor(): Promise<{ page: Page; errors: string[] }> {
  const got = await phonePage(browsing.browser);
  await open(got.page, server.url, '/m/404');
  await got.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem('home.noticePopup', JSON.stringify({ show: false }));
    localStorage.setItem('downloadBarHidden', '1');
  });
  return got;
}

/** Signs in through the login form as a player does. */
async function signInByForm(page: Page, username = TYPED, password = PASSWORD): Promise<void> {
  await open(page, server.url, '/m/login');
  await fill(page, 'Username', username);
  await fill(page, 'Password', password);
  await press(page, 'Log in');
}

s('signing in shows the member name from member info and the balance with two decimals', async () => {
  const { page } = await visitor();
  await signInByForm(page);
  await onPath(page, '/m/home').catch((err: Error) => {
    throw new Error(`sign-in did not reach home (${err.message.split('\n')[0]}). Platform calls: ${trail()}`);
  });
  const balance = '[role="group"][aria-label="Balance"]';
  await see(page, 'home header balance 1,234.50', `document.querySelector('${balance}')?.innerText.includes('1,234.50')`, balance);
  // To the member centre as a player goes there: the footer's Mine.
  await page.locator('nav[aria-label="Main menu"] ::-p-aria(Mine)').click();
  await onPath(page, '/m/mine');
  await see(
    page,
    `member centre shows the account "${ACCOUNT}"`,
    `document.querySelector('.m-card__name')?.innerText.includes('${ACCOUNT}')`,
  );
  await see(page, 'member centre shows the balance 1,234.50', mainHas('1,234.50'));
  await page.close();
});

s('a refused login that asks for a captcha shows the captcha image', async () => {
  const { page } = await visitor();
  // Another member than the other tests', whose next sign-in would need the captcha too.
  await signInByForm(page, 'DocAgent', 'Wrong-pass-9');
  await page.waitForSelector(byRole('button', 'Captcha image, tap for a new one'), { timeout: STEP_MS });
  await until(() => platform.requests.some((r) => r.path === '/wps/captcha' && r.status === 200), 'the app asks for the captcha', STEP_MS);
  await see(
    page,
    'the captcha <img> decodes',
    `[...document.querySelectorAll('.f-captcha img')].some((i) => i.complete && i.naturalWidth > 0)`,
    '.f-captcha',
  );
  await page.close();
});

s('the login tabs follow the status tree (MOBILEVERCODELOGIN3)', async () => {
  const { page } = await visitor();
  /** Whether the login page, opened afresh, shows the SMS tab. */
  const smsTab = async () => {
    await open(page, server.url, '/m/login');
    await page.waitForSelector(byRole('textbox', 'Username'), { timeout: STEP_MS });
    return (await page.$(byRole('tab', 'Mobile + SMS code'))) !== null;
  };
  /** Whether the login page the server sends now offers the SMS tab. A switch reaches pages within the server's
   * page cache time (server/page-cache.ts, 5 s; the next request after it gets the new page): this asks the
   * server, which answers from that cache, until the page has changed, rather than loading the page in the
   * browser again and again meanwhile (work that slows every test running beside this one). */
  const served = async () => (await (await fetch(`${server.url}/m/login`)).text()).includes('Mobile + SMS code');
  platform.setFlags({ MOBILEVERCODELOGIN3: false });
  await until(async () => !(await served()), "flag off: the server's login page drops the SMS tab", 4 * PAGE_TTL_MS);
  assert.not.ok(await smsTab(), 'flag off: the SMS tab goes');
  platform.setFlags({ MOBILEVERCODELOGIN3: true });
  await until(served, "flag on: the server's login page offers the SMS tab", 4 * PAGE_TTL_MS);
  assert.ok(await smsTab(), 'flag on: the "Mobile + SMS code" tab comes');
  assert.ok(await page.$(byRole('tab', 'Username')), 'flag on: the username tab too');
  await page.close();
});

s('a session the platform ends sends the player to sign in', async () => {
  const { page } = await visitor();
  await signInByForm(page);
  await onPath(page, '/m/home');
  const refresh = await page.waitForSelector(`header ${byRole('button', 'Refresh balance')}`, { timeout: STEP_MS });
  // The platform ends the session (a login elsewhere, a timeout).
  assert.ok(platform.expire(ACCOUNT) > 0);
  // The message may stay only a moment: watched from before the page asks the platform again.
  const told = page.waitForFunction((t) => document.body?.innerText.includes(t), { polling: 'mutation', timeout: STEP_MS }, LOGGED_OUT);
  // The player refreshes the balance, a call with the token. Home's own later calls (its notices carry the token)
  // may be refused first: then the app has already left home and there is nothing to tap.
  await refresh!.click().catch(() => undefined);
  await told.catch((err: Error) => {
    throw new Error(`no "${LOGGED_OUT}" (${err.message.split('\n')[0]}). Platform calls: ${trail()}`);
  });
  await onPath(page, '/m/login');
  assert.is(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO')), null, 'the stored session is gone');
  await page.close();
});

/** Console errors, uncaught exceptions and failed requests, each with the address it concerns (a failed image's
 * console line names it only in its location). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()} (${m.location().url ?? ''})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${(err as Error).message}`));
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return errors;
}

s('the assumed calls the platform refuses leave the console clean and the pages whole', async () => {
  const { page } = await visitor();
  const errors = watchErrors(page);
  const broken: string[] = [];
  /** The sections of main showing a load failure, by their names. */
  const failedHere = async (route: string) => {
    await settled(page, { loaded: true });
    const names = await page.$eval('main', (main) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        if (n.nodeValue?.includes('Loading failed')) out.push(n.parentElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? '?');
      return out;
    });
    if (names.length) broken.push(`${route}: ${names.join(', ')}`);
  };
  await open(page, server.url, '/m/home');
  await failedHere('/m/home (visitor)');
  await signInByForm(page);
  await onPath(page, '/m/home');
  await failedHere('/m/home (signed in)');
  for (const route of ['/m/mine', '/m/gameList?gameType=RNG']) {
    await open(page, server.url, route);
    await failedHere(route);
  }
  // Asked by this walk or, remembered since (server/not-offered.ts), by an earlier test's pages.
  const refused = [...new Set(platform.requests.filter((r) => r.status === 404).map((r) => r.path))];
  assert.ok(refused.length > 0, 'the app asked for assumed calls the platform does not have');
  // The stand-in's image and launch hosts are names that do not resolve (a test has no CDN): not the app's failures.
  const own = errors.filter((e) => !e.includes(IMAGE_CDN) && !e.includes(LAUNCH_CDN));
  assert.equal({ broken, console: own }, { broken: [], console: [] }, `the platform refused (404): ${refused.join(', ')}`);
  await page.close();
});

s.run();
