// Game list and launch as a player sees them: the list titled per game type, the filter drawer's NEW
// game type and Submit, a RECENT category with a name, and a launched JILI slot titled "Slots · JILI" under one
// bar with the game filling the rest of the screen; the "not available" message right under its icon.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { open, openWithStorage, signIn, interceptRequests, settled } from './harness.ts';
import { useApp } from './fixture.ts';
import { entry } from '../helpers/platform.ts';

const s = suite('games and launch');
const app = useApp(s, { network: true });
let page: Page;
let errors: string[];
s.before(async () => {
  ({ page, errors } = await app.page());
});

const aria = (name: string, role = 'button') => `::-p-aria([name="${name}"][role="${role}"])`;
const h1 = (p: Page) => p.$eval('h1', (h) => h.textContent);

s('the game list is titled per game type', async () => {
  for (const [type, title] of [
    ['RNG', 'Slots'],
    ['FISH', 'Fishing'],
    ['LIVE', 'Live casino'],
    ['PVP', 'Card games'],
  ]) {
    await open(page, app.url, `/m/gameList?gameType=${type}`);
    assert.is(await h1(page), title, type);
    // The tab's title follows the frame (engine/mount/use-title.ts): waited for, not read at once.
    await page
      .waitForFunction((want) => document.title.startsWith(`${want} · `), { timeout: 10_000 }, title)
      .catch(async () => assert.unreachable(`${type}: the tab is titled "${await page.title()}"`));
  }
  await open(page, app.url, '/m/gameList');
  assert.is(await h1(page), 'Slots', 'the default type (RNG)');
});

s('slots filter drawer: game type All or New, and Submit lists the new games only', async () => {
  const seen: URLSearchParams[] = [];
  const onRequest = (r: HTTPRequest) => {
    const u = new URL(r.url());
    if (u.pathname === entry('gameList').path) seen.push(u.searchParams);
  };
  page.on('request', onRequest);
  await open(page, app.url, '/m/gameList?gameType=RNG');
  await page.click(aria('Filter'));
  const dialog = await page.waitForSelector(aria('Filter', 'dialog'));
  const group = await dialog!.$('::-p-aria([name="Game type"][role="group"])');
  assert.ok(group, 'a game type group');
  const choices = await group!.$$eval('button', (bs) => bs.map((b) => b.textContent));
  assert.equal(choices, ['All', 'New']);
  assert.is(await dialog!.$(aria('Apply')), null, 'no Apply button');
  await (await group!.$(aria('New')))!.click();
  await (await dialog!.$(aria('Submit')))!.click();
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  await page.waitForSelector(aria('Filter, 1 active'));
  assert.is(seen.at(-1)?.get('gameClassify'), 'NEW');
  // The sandbox marks the first three games of each slots vendor (JL, PG, PP, FC) as new.
  await page.waitForFunction(() => Number(document.querySelector('ul[aria-label="Slots games"] li')?.getAttribute('aria-setsize')) === 12);
  page.off('request', onRequest);
});

s('a RECENT category from the platform shows as a named pill (and lists slots)', async () => {
  // A tab of its own, closed however the test ends: left open, it would keep the shared page in the background,
  // where no frame is drawn and every later test's wait for a settled screen runs out.
  const p = (await app.page()).page;
  try {
    await interceptRequests(p);
    p.on('request', async (r) => {
      if (new URL(r.url()).pathname !== entry('gameVendors').path) {
        void r.continue();
        return;
      }
      const body = await (await fetch(r.url(), { headers: r.headers() })).json();
      body.value.data.lanes.splice(2, 0, { title: 'RECENT', cards: [] });
      void r.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    });
    // Home drawn by the browser (a route change), whose game categories the page asks the platform for: a page
    // the server renders has them in its HTML, from the server's own call, which this tab's interception cannot see.
    await openWithStorage(p, app.url, '/m/404', { clear: true, session: { 'home.noticePopup': JSON.stringify({ show: false }) } });
    await p.locator(aria('Back to home')).click();
    await p.waitForFunction(() => location.pathname === '/m/home');
    await settled(p);
    const tabs = await p.waitForSelector('::-p-aria([name="Game categories"][role="tablist"])');
    const labels = await tabs!.$$eval('[role="tab"]', (ts) => ts.map((t) => (t as HTMLElement).innerText.trim()));
    assert.ok(labels.includes('Recent'), labels.join('|'));
    assert.equal(
      labels.filter((l) => !l),
      [],
      'no empty pill',
    );
    await (await tabs!.$(aria('Recent', 'tab')))!.click();
    await p.waitForSelector('ul[aria-label="Recent games"] li');
    assert.ok(
      (await p.$$eval('ul[aria-label="Recent games"] li .g-badge', (bs) => bs.map((b) => b.textContent))).every((v) =>
        ['JL', 'PG', 'PP', 'FC'].includes(v ?? ''),
      ),
      'slots',
    );
  } finally {
    await p.close();
  }
});

s('a JILI slot launched from the slots list: "Slots · JILI", one bar, the game fills the screen below it', async () => {
  await signIn(page, app.url, 'player01', '/m/gameList?gameType=RNG');
  await page.waitForSelector('ul[aria-label="Slots games"] li');
  const tile = await page.waitForSelector('ul[aria-label="Slots games"] li:has(.g-badge--jl) a');
  await tile!.click();
  await page.waitForFunction(() => location.pathname === '/m/launchGame');
  const frame = await page.waitForSelector('main iframe');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Slots · JILI');
  const layout = await page.evaluate(() => {
    const f = document.querySelector('main iframe')!.getBoundingClientRect();
    const bars = [...document.querySelectorAll('header')]
      .filter((h) => h.getBoundingClientRect().height > 0)
      .map((h) => h.getBoundingClientRect());
    return {
      bars: bars.map((b) => ({ top: Math.round(b.top), bottom: Math.round(b.bottom) })),
      frame: { top: Math.round(f.top), bottom: Math.round(f.bottom), width: Math.round(f.width) },
      vh: innerHeight,
      vw: innerWidth,
    };
  });
  assert.is(layout.bars.length, 1, `bars: ${JSON.stringify(layout.bars)}`);
  const bar = layout.bars[0]!;
  assert.is(bar.top, 0);
  assert.ok(layout.frame.top - bar.bottom <= 1 && layout.frame.top <= 60, `the game starts right under the bar: ${JSON.stringify(layout)}`);
  assert.ok(
    Math.abs(layout.frame.bottom - layout.vh) <= 1 && layout.frame.width === layout.vw,
    `and fills the rest: ${JSON.stringify(layout)}`,
  );
  assert.ok(await frame!.evaluate((f) => (f as HTMLIFrameElement).src.includes('/sandbox-assets/game/')));
  assert.ok(await page.$(aria('Back')), 'a back arrow');
  assert.equal(errors, []);
});

for (const size of [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
]) {
  s(`at ${size.width}x${size.height} the "not available" message sits right under its icon`, async () => {
    await page.setViewport({ ...size, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    await open(page, app.url, '/m/launchGame');
    const text = await page.waitForSelector('::-p-text(This game is not available.)');
    const gap = await text!.evaluate((p) => {
      const icon = p.parentElement!.firstElementChild!.getBoundingClientRect();
      const r = p.getBoundingClientRect();
      return { gap: r.top - icon.bottom, middle: (icon.top + r.bottom) / 2, vh: innerHeight };
    });
    assert.ok(gap.gap >= 0 && gap.gap <= 24, `gap ${gap.gap}`);
    assert.ok(Math.abs(gap.middle - (gap.vh + 52) / 2) < gap.vh * 0.15, `in the middle of the stage: ${JSON.stringify(gap)}`);
  });
}

s.run();
