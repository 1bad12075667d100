// Bytes a route loads before its content paints: the JS and CSS files requested until the engine has mounted
// the screen's first screenful (its 'screen-ready' mark; the static shell in index.html paints first, so first
// contentful paint would miss the route's own code, and deferred widgets come after), with their minified,
// gzip and brotli sizes read from the build output.
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { loginInfo } from '../test/e2e/harness.ts';

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface RouteWeight {
  js: Bytes;
  css: Bytes;
  requestsBeforePaint: number;
  files: string[];
}

/** The build the benchmark weighs and serves: DIST_DIR when set (as build.mjs reads it), else dist/. */
export const distDir = () => resolve(process.env.DIST_DIR || 'dist');

const zero = (): Bytes => ({ raw: 0, gzip: 0, brotli: 0 });

/** Minified, gzip and brotli sizes of a built file. */
export function bytesOf(file: string): Bytes {
  if (!existsSync(file)) return zero();
  const body = readFileSync(file);
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Loads a route in a fresh page and weighs what it fetched before its first screenful was mounted. */
export async function weighRoute(
  browser: Browser,
  base: string,
  route: string,
  distDir: string,
  ready = 'main[aria-busy="false"]',
): Promise<RouteWeight> {
  const page = await browser.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await page.goto(base + route, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.waitForSelector(ready, { timeout: 15_000 }).catch(() => {});
  const entries = await page.evaluate(async () => {
    const mounted = performance.getEntriesByName('screen-ready')[0]?.startTime ?? Infinity;
    const nav = performance.getEntriesByType('navigation').length;
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime <= mounted);
    return { nav, resources: res.map((r) => new URL(r.name).pathname) };
  });
  await page.close();
  const weight: RouteWeight = { js: zero(), css: zero(), requestsBeforePaint: entries.nav + entries.resources.length, files: [] };
  for (const path of entries.resources) {
    if (path.endsWith('.js')) weight.js = add(weight.js, bytesOf(join(distDir, path)));
    else if (path.endsWith('.css')) weight.css = add(weight.css, bytesOf(join(distDir, path)));
    else continue;
    weight.files.push(path);
  }
  return weight;
}

/** The routes the benchmark weighs (agent's as a signed-in agent). */
export const ROUTES: Record<string, string> = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  gameList: '/m/gameList?gameType=RNG',
  activity: '/m/activity',
  mine: '/m/mine',
  agent: '/m/agent',
};

/** Weighs every route of ROUTES on the app served at `base` (with its platform); agent's signed in as agent01. */
export async function weighRoutes(browser: Browser, base: string): Promise<Record<string, RouteWeight>> {
  const weights: Record<string, RouteWeight> = {};
  // A fresh server's first page can miss its boot data (the platform's first answer outlasts BOOT_TIMEOUT_MS), and
  // without it the page makes its start-up calls itself, with their code: one page first, so routes are weighed as
  // a server in use serves them.
  await fetch(base + ROUTES.home).then((r) => r.arrayBuffer());
  const session = async (info: unknown) => {
    const p = await browser.newPage();
    await p.goto(`${base}/m/404`);
    await p.evaluate((i) => (i ? localStorage.setItem('MC_SESSION_INFO', JSON.stringify(i)) : localStorage.clear()), info);
    await p.close();
  };
  for (const [name, route] of Object.entries(ROUTES)) {
    if (name === 'agent') await session(await loginInfo(base, 'agent01'));
    weights[name] = await weighRoute(browser, base, route, distDir());
    // Signed out again: the agent's session stayed in the browser, and every page the benchmark opened after (the
    // route change, the game grid) measured agent01, not a visitor (a route change 150-170 ms against 95-120).
    if (name === 'agent') await session(null);
  }
  return weights;
}
