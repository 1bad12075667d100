// Browser-test harness: the production build served the way `npm start` serves it (with the sandbox
// API, on its own temporary screens/ copy and state file), and system Chromium at a 375x812 phone size.
import { cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { createAppServer } from '../../server/app.ts';
import { apiFromEnv } from '../../server/api.ts';
import { swSwitchFromEnv } from '../../server/install.ts';

const root = process.cwd();

/** Where Chromium is: PUPPETEER_EXECUTABLE_PATH, CHROME_PATH or /usr/bin/chromium. Never downloads one. */
export function chromiumPath(): string {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('No Chromium found. Set PUPPETEER_EXECUTABLE_PATH or CHROME_PATH, or install one (Debian: apt-get install chromium).');
  return found;
}

export interface TestServer { url: string; screensDir: string; close(): Promise<void> }

/**
 * Starts the app server on a free loopback port (or `at.port`) with a private copy of screens/ and sandbox
 * state; `at.distDir` serves another build (the service worker tests switch builds on one origin); `SSR: '0'` in
 * `env` serves the client-only pages (no server render).
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, at: { distDir?: string; port?: number } = {}): Promise<TestServer> {
  const distDir = at.distDir ?? (process.env.DIST_DIR || join(root, 'dist'));
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} is missing: run \`node build.mjs\` first (npm run test:e2e does).`);
  const tmp = mkdtempSync(join(tmpdir(), 'e2e-'));
  const screensDir = join(tmp, 'screens');
  cpSync(join(root, 'screens'), screensDir, { recursive: true });
  const api = await apiFromEnv({ ...env }, join(tmp, 'state.json'));
  const server = createAppServer({ root, distDir, screensDir, api: api.handler, sw: swSwitchFromEnv(env), ssr: env.SSR !== '0' });
  await new Promise<void>((done) => server.listen(at.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    screensDir,
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => { rmSync(tmp, { recursive: true, force: true }); done(); }); }),
  };
}

/** Launches headless system Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

export interface PhonePage { page: Page; errors: string[] }

/** A new page at 375x812 (touch, mobile) that records uncaught exceptions, console errors and failed requests. */
export async function phonePage(browser: Browser): Promise<PhonePage> {
  const page = await browser.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${(err as Error).message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
  page.on('requestfailed', (req) => errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`));
  return { page, errors };
}

/** Opens a URL in a brand-new tab, so its history length is 1 (as when a player opens a link directly). */
export async function freshTab(browser: Browser, url: string): Promise<PhonePage> {
  const session = await browser.target().createCDPSession();
  const { targetId } = await session.send('Target.createTarget', { url });
  const target = await browser.waitForTarget((t) => (t as unknown as { _targetId: string })._targetId === targetId);
  const page = (await target.page())!;
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${(err as Error).message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
  await settled(page);
  return { page, errors };
}

/** Waits until the screen's widgets are mounted (main is no longer busy). */
export async function settled(page: Page): Promise<void> {
  // Mounted, and still mounted with no finite animation (the page fade) running a moment later: what is
  // checked is what a player sees once the screen has come to rest.
  const still = () => page.waitForFunction(() => !!document.querySelector('main[aria-busy="false"]') && document.getAnimations().every((a) =>
    a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), { timeout: 10_000 });
  await still();
  await new Promise((r) => setTimeout(r, 150));
  await still();
}

/** Opens a route and waits for it to settle (following any access redirect). */
export async function open(page: Page, base: string, route: string): Promise<void> {
  await page.goto(base + route, { waitUntil: 'domcontentloaded' });
  await settled(page);
}

/** Logs in through the sandbox API (encrypted, as the app sends it) and returns the session info the app stores. */
export async function loginInfo(base: string, username: string, password = 'Passw0rd1') {
  const { platformValue } = await import('../helpers/platform.ts');
  const v = await platformValue(base, 'login', { type: 'username', username, password, remember: true });
  return { token: v.token, merchantCode: v.merchantCode, userName: v.userName, type: v.customerType, ...(v.firstTimeLogin === undefined ? {} : { firstTimeLogin: v.firstTimeLogin }) };
}

/** Signs the page in as a sandbox account (player01, agent01, agent41, ...) and reloads on `route`. */
export async function signIn(page: Page, base: string, username: string, route = '/m/home'): Promise<void> {
  const info = await loginInfo(base, username);
  await page.goto(`${base}/m/404`, { waitUntil: 'domcontentloaded' });
  // Settled, so its own requests (the server-rendered page preloads its chunks) are not cut off by what follows.
  await settled(page);
  await page.evaluate((i) => { localStorage.setItem('MC_SESSION_INFO', JSON.stringify(i)); }, info);
  await open(page, base, route);
}

/** Signs the page out (clears storage) and opens `route`. */
export async function signOut(page: Page, base: string, route = '/m/home'): Promise<void> {
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await open(page, base, route);
}

/**
 * Turns on request interception for stubbing answers. Requests the service worker makes are not seen by a
 * page's interception, so such a page bypasses the worker (test/e2e/pwa.e2e.ts covers the worker itself).
 */
export async function interceptRequests(page: Page): Promise<void> {
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
}

/** Changes the sandbox's switches (flags, agentMenu, maintenance, latencyMs, failRate, brand). */
export async function sandboxConfig(base: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${base}/__sandbox/config`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  if (!res.ok) throw new Error(`sandbox config failed: HTTP ${res.status}`);
}

/** The session a role stores (MC_SESSION_INFO): none for a visitor, a fresh free-play account for a trial member. */
export async function roleSession(base: string, role: string): Promise<({ token: string } & Record<string, unknown>) | null> {
  if (role === 'visitor') return null;
  if (role === 'trial') {
    const { platformValue } = await import('../helpers/platform.ts');
    const v = await platformValue(base, 'loginFreeplay');
    return { token: String(v.token), merchantCode: v.merchantCode, userName: v.userName, type: v.customerType };
  }
  return loginInfo(base, role);
}

/** Opens `route` with `info` stored as the session (none: a visitor), home's announcement already seen and the
 * download bar shown or dismissed. */
export async function openAs(page: Page, base: string, info: Record<string, unknown> | null, route: string, opts: { bar?: boolean } = {}): Promise<void> {
  await page.goto(`${base}/m/404`, { waitUntil: 'domcontentloaded' });
  // Settled, so its own requests (the server-rendered page preloads its chunks) are not cut off by what follows.
  await settled(page);
  await page.evaluate((i, bar) => {
    localStorage.clear();
    sessionStorage.setItem('home.noticePopup', JSON.stringify({ show: false }));
    if (!bar) localStorage.setItem('downloadBarHidden', '1');
    if (i) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(i));
  }, info, opts.bar ?? true);
  await open(page, base, route);
}
