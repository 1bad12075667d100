// Measurements taken inside Chromium: a route change under 4x CPU throttling, and the game grid after
// scrolling through many tiles (JS heap, DOM nodes, longest frame).
import type { Browser, Page } from 'puppeteer-core';

/** tsx keeps function names with a __name helper that functions sent to the page also call. */
const KEEP_NAMES = 'globalThis.__name = (f) => f;';

/**
 * Click on a footer link to the frame painted after the next screen is mounted, with the CPU 4x slower: the median
 * of `runs` taps, each in a fresh page that has settled as the app leaves it (its own prefetching done; nothing
 * warmed by the benchmark). -1 when the link is missing.
 */
export async function routeChangeMs(browser: Browser, base: string, from: string, linkSelector: string, runs = 3): Promise<number> {
  const all: number[] = [];
  for (let i = 0; i < runs; i++) all.push(await oneRouteChange(browser, base, from, linkSelector));
  return all.sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
}

/**
 * Clicks `selector` (what a tap ends in) and times it to the frame painted once the next screen's own <main> says
 * it is not busy (the old one may still say so after the address has changed) at the link's address. -1 when the
 * element is missing.
 */
export function tapToPaint(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (sel) =>
      new Promise<number>((done) => {
        const link = document.querySelector<HTMLElement>(sel);
        if (!link) {
          done(-1);
          return;
        }
        const before = document.querySelector('main');
        const target = link.getAttribute('href');
        const start = performance.now();
        const poll = () => {
          const main = document.querySelector('main[aria-busy="false"]');
          if ((!target || location.pathname === target) && main && main !== before)
            requestAnimationFrame(() => done(performance.now() - start));
          else requestAnimationFrame(poll);
        };
        link.click();
        requestAnimationFrame(poll);
      }),
    selector,
  );
}

async function oneRouteChange(browser: Browser, base: string, from: string, linkSelector: string): Promise<number> {
  const page = await browser.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await page.evaluateOnNewDocument(KEEP_NAMES);
  await page.goto(base + from, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.waitForSelector('main[aria-busy="false"]');
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const ms = await tapToPaint(page, linkSelector);
  await page.close();
  return Math.round(ms);
}

export interface GridFigures {
  tiles: number;
  domNodes: number;
  jsHeapMB: number;
  longestFrameMs: number;
}

/** Scrolls a game list to the end (up to `maxTiles`), then reads DOM size, JS heap and the longest frame. */
export async function gridAfterScroll(page: Page, url: string, tileSelector: string, maxTiles = 1000): Promise<GridFigures> {
  await page.evaluateOnNewDocument(KEEP_NAMES);
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.waitForSelector('main[aria-busy="false"]');
  await page.evaluate(() => {
    (window as unknown as { __frames: number[] }).__frames = [];
    let last = performance.now();
    const tick = (t: number) => {
      (window as unknown as { __frames: number[] }).__frames.push(t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  let seen = 0,
    stale = 0;
  while (seen < maxTiles && stale < 6) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 2));
    await new Promise((r) => setTimeout(r, 350));
    const count = await page.evaluate(
      (sel) =>
        Number(document.querySelector('[data-tiles-seen]')?.getAttribute('data-tiles-seen') ?? document.querySelectorAll(sel).length),
      tileSelector,
    );
    stale = count > seen ? 0 : stale + 1;
    seen = Math.max(seen, count);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const figures = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    longestFrameMs: Math.round(Math.max(...(window as unknown as { __frames: number[] }).__frames.slice(2))),
  }));
  return { tiles: seen, jsHeapMB: Math.round((heap.usedSize / 1048576) * 10) / 10, ...figures };
}
