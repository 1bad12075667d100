// Game screens in a real browser: search, paging, vendor carousel, filter drawer, favourites, retry after a
// failed page, launching a game, and the memory and frame figures after scrolling through 1,000 tiles.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { open, settled, signIn, signOut, sandboxConfig, loginInfo, interceptRequests } from './harness.ts';
import { useApp } from './fixture.ts';
import { bigListResponder, measureLongList, vendorsWith } from './games-fixtures.ts';
import { entry, platformValue } from '../helpers/platform.ts';

const s = suite('games');
const app = useApp(s, { network: true });
let page: Page;
let errors: string[];
s.before(async () => {
  ({ page, errors } = await app.page());
});

const SLOTS = 'ul[aria-label="Slots games"]';
/** Query of every game-list request the page makes from now on. */
function listRequests(p: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  p.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === entry('gameList').path) seen.push(u.searchParams);
  });
  return seen;
}
const setSize = (p: Page) => p.$eval(`${SLOTS} li`, (li) => Number(li.getAttribute('aria-setsize')));
const tileNames = (p: Page) => p.$$eval(`${SLOTS} li a`, (as) => as.map((a) => a.textContent ?? ''));
const badges = (p: Page) => p.$$eval(`${SLOTS} li`, (lis) => lis.map((li) => li.querySelector('.g-badge')?.textContent ?? ''));
const api = (name: string, input: Record<string, unknown>, token: string) => platformValue(app.url, name, input, token);
/** Resolves when the platform has answered the page's next `name` call. */
const answered = (p: Page, name: string) => p.waitForResponse((r) => new URL(r.url()).pathname === entry(name).path, { timeout: 10_000 });
/** Taps `selector` once it is on the page, visible, enabled and still (puppeteer's locator). */
const tap = (p: Page, selector: string) => p.locator(selector).click();
const scrollToEnd = (p: Page) => p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

s('search narrows the grid', async () => {
  await open(page, app.url, '/m/gameList?gameType=RNG');
  await page.waitForSelector(`${SLOTS} li`);
  const all = await setSize(page);
  await page.type('::-p-aria([name="Search games"][role="searchbox"])', 'Mega');
  await page.waitForFunction((sel, n) => Number(document.querySelector(`${sel} li`)?.getAttribute('aria-setsize')) < n, {}, SLOTS, all);
  const names = await tileNames(page);
  assert.ok(names.length > 0);
  for (const n of names) assert.match(n.toLowerCase(), /mega/);
});

s('paging asks for 26 per page and stops at totalPages', async () => {
  const seen = listRequests(page);
  await open(page, app.url, '/m/gameList?gameType=RNG');
  await page.waitForSelector(`${SLOTS} li`);
  const total = await setSize(page);
  for (let i = 0; i < 12 && !(await page.$('::-p-text(You have seen every game.)')); i++) {
    const loaded = await setSize(page);
    await scrollToEnd(page);
    // The next page has been appended, or the list says it has ended.
    await page.waitForFunction(
      (sel, n) =>
        Number(document.querySelector(`${sel} li`)?.getAttribute('aria-setsize')) > n ||
        document.body.innerText.includes('You have seen every game.'),
      { timeout: 10_000 },
      SLOTS,
      loaded,
    );
  }
  assert.ok(await page.$('::-p-text(You have seen every game.)'), 'the end of the list is reached');
  const pages = seen.map((q) => Number(q.get('pageNo')));
  assert.ok(seen.every((q) => q.get('pageSize') === '26'));
  const last = Math.max(...pages);
  // Page 1 comes with the server-rendered HTML (unless the server's data budget ran out): the page asks from page 2.
  const from = pages.includes(1) ? 1 : 2;
  assert.equal(
    pages,
    Array.from({ length: last - from + 1 }, (_, i) => i + from),
    'pages in order, each once',
  );
  const reply = (n: number) => platformValue(app.url, 'gameList', { gameType: 'RNG', pageNo: n, pageSize: 26 });
  const { totalPages } = await reply(1);
  assert.is(last, totalPages, 'no request past totalPages');
  assert.ok(total < (await setSize(page)), 'later pages were appended');
  assert.is(await setSize(page), 26 * (totalPages - 1) + (await reply(totalPages)).games.length, 'every game is listed once');
});

s('the vendor carousel has arrows only with more than 5 vendors', async () => {
  await open(page, app.url, '/m/gameList?gameType=RNG');
  await page.waitForSelector('::-p-aria([name="Providers"][role="group"])');
  const vendorButtons = await page.$$eval('[role="group"][aria-label="Providers"] button', (bs) => bs.map((b) => b.textContent));
  assert.ok(vendorButtons.length - 1 <= 5 && vendorButtons[0] === 'All');
  assert.is(await page.$('::-p-aria(Next providers)'), null);
  const extra = await app.browser.newPage();
  await extra.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await interceptRequests(extra);
  extra.on('request', (r) => void (new URL(r.url()).pathname === entry('gameVendors').path ? vendorsWith(r, 7) : r.continue()));
  // The server renders the sandbox's vendors into the page; in the app (a route change) the page asks for them.
  await open(extra, app.url, '/m/home');
  await extra.evaluate(() => history.pushState(null, '', '/m/gameList?gameType=RNG'));
  await settled(extra);
  await extra.waitForSelector('::-p-aria(Next providers)');
  assert.ok(await extra.$('::-p-aria(Previous providers)'));
  await extra.click('::-p-aria(Next providers)');
  await extra.waitForFunction(() => document.querySelector('[role="group"][aria-label="Providers"]')!.scrollLeft > 0);
  await extra.close();
});

s('the filter drawer submits and resets', async () => {
  const seen = listRequests(page);
  await open(page, app.url, '/m/gameList?gameType=RNG');
  // Taps wait for their button to be there, visible and still, as a player's eye would (page.click looks once: on a
  // loaded machine the toolbar or the drawer's own chunk can still be on its way when the screen is at rest).
  await tap(page, '::-p-aria([name="Filter"][role="button"])');
  await page.waitForSelector('::-p-aria([name="Filter"][role="dialog"])');
  await tap(page, '[role="dialog"] ::-p-aria([name="PG Soft"][role="button"])');
  await tap(page, '[role="dialog"] ::-p-aria([name="0.5"][role="button"])');
  await tap(page, '[role="dialog"] ::-p-aria([name="Submit"][role="button"])');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  await page.waitForSelector('::-p-aria(Filter, 2 active)');
  await page.waitForFunction(
    () => [...document.querySelectorAll('.g-badge')].every((b) => b.textContent === 'PG') && document.querySelector('main li'),
  );
  const q = seen.at(-1)!;
  assert.is(q.get('vassalage'), 'PG');
  assert.is(q.get('minBet'), '0.5');
  assert.ok((await badges(page)).every((b) => b === 'PG'));
  await tap(page, '::-p-aria(Filter, 2 active)');
  await tap(page, '[role="dialog"] ::-p-aria([name="Reset"][role="button"])');
  await page.waitForSelector('::-p-aria([name="Filter"][role="button"])');
  await page.waitForFunction(() => [...document.querySelectorAll('.g-badge')].some((b) => b.textContent !== 'PG'));
  const after = seen.at(-1)!;
  assert.is(after.get('vassalage'), null);
  assert.is(after.get('minBet'), null);
  // A choice closed without Submit is not kept: the drawer opens again with the filters applied.
  const pgSoft = '[role="dialog"] ::-p-aria([name="PG Soft"][role="button"])';
  await tap(page, '::-p-aria([name="Filter"][role="button"])');
  await tap(page, pgSoft);
  await page.waitForSelector(`${pgSoft}[aria-pressed="true"]`);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  await tap(page, '::-p-aria([name="Filter"][role="button"])');
  await page.waitForSelector(`${pgSoft}[aria-pressed="false"]`);
  await page.keyboard.press('Escape');
});

s('favourites: a visitor goes to login; player01 adds and removes, kept by the sandbox', async () => {
  await signOut(page, app.url, '/m/gameList?gameType=FISH');
  await page.waitForSelector('ul[aria-label="Fishing games"] li button[aria-pressed="false"]');
  await page.click('ul[aria-label="Fishing games"] li button[aria-pressed="false"]');
  await page.waitForFunction(() => location.pathname === '/m/login');
  const info = await loginInfo(app.url, 'player01');
  await signIn(page, app.url, 'player01', '/m/gameList?gameType=FISH');
  const first = await page.waitForSelector('ul[aria-label="Fishing games"] li');
  const nodeId = Number(new URL(await first!.$eval('a', (a) => a.href)).searchParams.get('nodeId'));
  const name = await first!.$eval('.g-tile__name', (n) => n.textContent);
  const added = answered(page, 'addFavourite');
  await page.locator(`::-p-aria(Add ${name} to favourites)`).click();
  await page.waitForSelector(`::-p-aria(Remove ${name} from favourites)`);
  const favIds = async () =>
    ((await api('favourites', { pageNo: 1, pageSize: 26 }, info.token)).content as { nodeId: number }[]).map((g) => g.nodeId);
  await added;
  assert.ok((await favIds()).includes(nodeId), 'added on the server');
  await page.click('::-p-aria([name="Favourites"][role="button"])');
  await page.waitForSelector(`::-p-aria(Remove ${name} from favourites)`);
  const removed = answered(page, 'removeFavourite');
  await page.click(`::-p-aria(Remove ${name} from favourites)`);
  assert.is(await page.$(`::-p-aria(Remove ${name} from favourites)`), null, 'the tile is gone at once');
  await removed;
  assert.not.ok((await favIds()).includes(nodeId), 'removed on the server');
});

s('a failed page shows the retry and recovers', async () => {
  await open(page, app.url, '/m/gameList?gameType=RNG');
  await page.waitForSelector(`${SLOTS} li`);
  const firstCount = await setSize(page);
  await sandboxConfig(app.url, { failRate: 1 });
  await scrollToEnd(page);
  await page.waitForSelector('::-p-text(Loading failed, click to retry)', { timeout: 15_000 });
  assert.is(await setSize(page), firstCount, 'the games shown stay');
  await sandboxConfig(app.url, { failRate: 0 });
  await scrollToEnd(page);
  await page.click('::-p-aria(Loading failed, click to retry)');
  await page.waitForFunction(
    (sel, n) => Number(document.querySelector(`${sel} li`)?.getAttribute('aria-setsize')) > n,
    {},
    SLOTS,
    firstCount,
  );
  assert.is(await page.$('::-p-text(Loading failed, click to retry)'), null);
});

s('launching a game as player01 shows it and adds it to recent games', async () => {
  const info = await loginInfo(app.url, 'player01');
  await signIn(page, app.url, 'player01', '/m/gameList?gameType=LIVE');
  const tile = await page.waitForSelector('ul[aria-label="Live casino games"] li:nth-child(4) a');
  const nodeId = Number(new URL(await tile!.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get('nodeId'));
  const before = ((await api('recentGames', { page: 1, pageSize: 25 }, info.token)).list as { nodeId: number }[]).map((g) => g.nodeId);
  assert.not.ok(before.includes(nodeId));
  await tile!.click();
  await page.waitForFunction(() => location.pathname === '/m/launchGame');
  const frame = await page.waitForSelector('main iframe');
  assert.match(await frame!.evaluate((f) => (f as HTMLIFrameElement).src), new RegExp(`/sandbox-assets/game/${nodeId}\\.html$`));
  assert.ok(await page.$('::-p-aria([name="Exit game"][role="button"])'), 'a way back');
  const after = ((await api('recentGames', { page: 1, pageSize: 25 }, info.token)).list as { nodeId: number }[]).map((g) => g.nodeId);
  assert.is(after[0], nodeId);
  await page.click('::-p-aria([name="Exit game"][role="button"])');
  await page.waitForFunction(() => location.pathname === '/m/gameList');
  await page.click('::-p-aria([name="Recent"][role="button"])');
  await page.waitForSelector(`ul[aria-label="Live casino games"] a[href*="nodeId=${nodeId}"]`);
});

s('1,000 tiles: the DOM stays bounded (figures printed for the closing note)', async () => {
  const p = await app.browser.newPage();
  await p.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await interceptRequests(p);
  // 8 pages of 130: the 1,040 tiles in 8 scrolls (26 a page would take 40, each at most one a second).
  p.on('request', (r) => void (new URL(r.url()).pathname === entry('gameList').path ? bigListResponder(r, 8, 130) : r.continue()));
  await open(p, app.url, '/m/gameList?gameType=RNG');
  const figures = await measureLongList(p, SLOTS, 1000);
  console.log('\n[games] after 1,000 tiles:', JSON.stringify(figures));
  assert.ok(figures.tiles >= 1000, 'a thousand tiles were loaded');
  assert.ok(figures.tileElements < 120, `tile elements in the DOM stay bounded (${figures.tileElements})`);
  assert.ok(figures.domNodes < 2500, `DOM nodes stay bounded (${figures.domNodes})`);
  await p.close();
  assert.equal(
    errors.filter((e) => !e.includes('503')),
    [],
    errors.join('\n'),
  );
});

s.run();
