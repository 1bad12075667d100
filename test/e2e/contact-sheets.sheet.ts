// Contact sheets of home, the game list and game launch at 375x812 and 320x640: every home state (visitor,
// player01, a trial member, agent01; with and without the download bar), each page as a player scrolls it.
// One PNG per screen and size under test-results/sheets/ (and each shot in parts/), for a person to look at;
// the checks are in home-content.e2e.ts and games-launch.e2e.ts. Not part of `npm test` (it checks nothing a
// test file does not): `npm run sheets` makes them, for a look after a change to how these pages look.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { openAs, roleSession } from './harness.ts';
import { useApp } from './fixture.ts';

const OUT = 'test-results/sheets';
const SIZES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
] as const;
type Who = 'visitor' | 'player01' | 'trial' | 'agent01';
const s = suite('contact sheets');
const app = useApp(s);

s.before(async () => {
  mkdirSync(`${OUT}/parts`, { recursive: true });
});

const sessionFor = (who: Who) => roleSession(app.url, who);

interface Shot {
  caption: string;
  png: string;
}

/** Screenshots of one state: the first screenful and each further screenful down to the end of the page. */
async function shots(
  who: Who,
  route: string,
  size: (typeof SIZES)[number],
  opts: { bar?: boolean; caption?: string; screens?: number } = {},
): Promise<Shot[]> {
  const page = await app.browser.newPage();
  await page.setViewport({ ...size, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const info = await sessionFor(who);
  await openAs(page, app.url, info, route, { bar: opts.bar });
  await page.evaluate(() => document.fonts.ready);
  await waitImages(page);
  const out: Shot[] = [];
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const screens = Math.min(opts.screens ?? 4, Math.ceil(total / size.height));
  for (let i = 0; i < screens; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * (size.height - 80));
    await waitImages(page);
    const png = Buffer.from(await page.screenshot({ encoding: 'binary' })).toString('base64');
    out.push({ caption: `${opts.caption ?? who}${screens > 1 ? ` ${i + 1}/${screens}` : ''}`, png });
  }
  await page.close();
  return out;
}

/** Waits until every image in view has loaded (or failed), two frames later. */
const waitImages = (page: Page) =>
  page
    .waitForFunction(
      () =>
        [...document.images].every((i) => {
          const r = i.getBoundingClientRect();
          return i.complete || r.bottom < 0 || r.top > innerHeight || r.width === 0;
        }),
      { timeout: 10_000 },
    )
    .then(() => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));

/** Lays the screenshots out in a grid on one page and writes it as a PNG. */
async function writeSheet(name: string, size: (typeof SIZES)[number], list: Shot[]): Promise<string> {
  const page = await app.browser.newPage();
  const cols = Math.min(list.length, 6);
  await page.setViewport({ width: cols * (size.width + 16) + 16, height: 400, deviceScaleFactor: 1 });
  const cards = list
    .map(
      (s) =>
        `<figure><img src="data:image/png;base64,${s.png}" width="${size.width}" height="${size.height}"><figcaption>${s.caption}</figcaption></figure>`,
    )
    .join('');
  await page.setContent(
    `<style>body{margin:0;padding:8px;background:#ddd;font:14px sans-serif;display:grid;grid-template-columns:repeat(${cols},${size.width}px);gap:16px}
    figure{margin:0}img{display:block;outline:1px solid #888}figcaption{padding:4px 0;font-weight:700}</style>${cards}`,
    { waitUntil: 'load' },
  );
  const file = `${OUT}/${name}-${size.width}x${size.height}.png`;
  // Each screenshot on its own as well, for a closer look.
  list.forEach((s, i) => writeFileSync(`${OUT}/parts/${name}-${size.width}-${i + 1}.png`, Buffer.from(s.png, 'base64')));
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
  return file;
}

for (const size of SIZES) {
  s(`home at ${size.width}x${size.height}: visitor, player01, trial, agent01, with and without the download bar`, async () => {
    const list: Shot[] = [];
    for (const who of ['visitor', 'player01', 'trial', 'agent01'] as const)
      list.push(...(await shots(who, '/m/home', size, { screens: who === 'visitor' ? 4 : 1 })));
    list.push(...(await shots('visitor', '/m/home', size, { bar: false, caption: 'visitor, no bar', screens: 1 })));
    list.push(...(await shots('player01', '/m/home', size, { bar: false, caption: 'player01, no bar', screens: 1 })));
    assert.ok(list.length >= 6);
    await writeSheet('home', size, list);
  });

  s(`game list at ${size.width}x${size.height}`, async () => {
    const list: Shot[] = [];
    for (const type of ['RNG', 'FISH', 'LIVE'])
      list.push(...(await shots('player01', `/m/gameList?gameType=${type}`, size, { caption: type, screens: type === 'RNG' ? 2 : 1 })));
    assert.ok(list.length >= 3);
    await writeSheet('game-list', size, list);
  });

  s(`launch at ${size.width}x${size.height}`, async () => {
    const list: Shot[] = [];
    list.push(
      ...(await shots('player01', '/m/launchGame?vendor=JL&gameId=jl_1001&nodeId=1001&gameType=RNG', size, {
        caption: 'JILI slot',
        screens: 1,
      })),
    );
    list.push(...(await shots('player01', '/m/launchGame?vendor=NONE&nodeId=999999', size, { caption: 'unknown game', screens: 1 })));
    list.push(...(await shots('player01', '/m/launchGame', size, { caption: 'no game named', screens: 1 })));
    await writeSheet('launch', size, list);
  });
}

s.run();
