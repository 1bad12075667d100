// Browser-test harness: the production build served the way `npm start` serves it (with the sandbox
// API, on its own temporary screens/ copy and state file), and system Chromium at a 375x812 phone size.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'puppeteer-core';
import { createAppServer } from '../../server/app.ts';
import { apiFromEnv } from '../../server/api.ts';
import { swSwitchFromEnv } from '../../server/install.ts';
import { removeTemp, tempDir } from '../helpers/temp.ts';
import { until } from '../helpers/until.ts';
import { WORKER_OFF } from '../helpers/worker.ts';
import { watchesNetwork } from './network-events.ts';

const root = process.cwd();

/** Where Chromium is: PUPPETEER_EXECUTABLE_PATH, CHROME_PATH or /usr/bin/chromium. Never downloads one. */
export function chromiumPath(): string {
  const candidates = [process.env.PUPPETEER_EXECUTABLE_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found)
    throw new Error('No Chromium found. Set PUPPETEER_EXECUTABLE_PATH or CHROME_PATH, or install one (Debian: apt-get install chromium).');
  return found;
}

export interface TestServer {
  url: string;
  screensDir: string;
  /** The address (path and query) of every request the server has received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Starts the app server on a free loopback port (or `at.port`) with a private copy of screens/ and sandbox
 * state; `at.distDir` serves another build (the service worker tests switch builds on one origin); `SSR: '0'` in
 * `env` serves the client-only pages (no server render). The service worker is off (test/helpers/worker.ts) unless
 * `at.worker`: then `env`'s SW_KILL and SW_REVOKE set its switch, as in production.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  at: { distDir?: string; port?: number; worker?: boolean } = {},
): Promise<TestServer> {
  const distDir = at.distDir ?? (process.env.DIST_DIR || join(root, 'dist'));
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`${distDir} is missing: run \`node build.mjs\` first (npm run test:e2e does).`);
  const tmp = tempDir('e2e-');
  const screensDir = join(tmp, 'screens');
  cpSync(join(root, 'screens'), screensDir, { recursive: true });
  const api = await apiFromEnv({ ...env }, join(tmp, 'state.json'));
  // No studio here to sign in to: the gallery is open, as in development (gallery.e2e.ts reviews it).
  const server = createAppServer({
    root,
    distDir,
    screensDir,
    api: api.handler,
    sw: at.worker ? swSwitchFromEnv(env) : WORKER_OFF,
    ssr: env.SSR !== '0',
    openGallery: true,
  });
  const requests: string[] = [];
  server.on('request', (req) => requests.push(req.url ?? ''));
  await new Promise<void>((done) => server.listen(at.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    screensDir,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          removeTemp(tmp);
          done();
        });
      }),
  };
}

/** Launches headless system Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface PhonePage {
  page: Page;
  errors: string[];
}

/** The phone the browser tests are run on: 375x812, touch, mobile. */
export const PHONE = { width: 375, height: 812, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const;

/** A new page at 375x812 (touch, mobile) that records uncaught exceptions, console errors and failed requests (not aborted ones). */
export async function phonePage(browser: Browser | BrowserContext): Promise<PhonePage> {
  const page = await browser.newPage();
  await page.setViewport(PHONE);
  await keepServerRoot(page);
  return { page, errors: watchErrors(page) };
}

/**
 * What goes wrong on `page` from now on: uncaught exceptions, console errors (a resource that failed to load is
 * one, with or without network events), failed requests (not aborted ones; only on a page watching the network).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => {
    errors.push(`pageerror: ${(err as Error).message}`);
    explainHydration(page, (err as Error).message);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(consoleError(msg));
  });
  if (!watchesNetwork(page)) return errors;
  // A request cancelled by leaving the page (or by the app's own abort) is not a failure.
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`);
  });
  return errors;
}

/** A console error as a test lists it; a resource that failed to load is named (the message itself does not). */
function consoleError(msg: ConsoleMessage): string {
  const text = msg.text();
  const url = msg.location()?.url;
  return /^Failed to load resource/.test(text) && url ? `console: ${text} (${url})` : `console: ${text}`;
}

/** Keeps each document's #root as the server sent it (before any script changes it), for explainHydration. */
function keepServerRoot(page: Page): Promise<unknown> {
  return page.evaluateOnNewDocument(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (root?.dataset.ssr) (window as unknown as { __serverRoot?: string }).__serverRoot = root.innerHTML;
    });
    // React reports a hydration error (through reportError, an error event) right after committing its own render
    // in place of the server's, before the hydration ends and a set-aside session comes back: #root is then what
    // the hydrating render wanted to show.
    window.addEventListener('error', (event) => {
      const root = document.getElementById('root');
      const w = window as unknown as { __rootAtError?: string };
      if (root && w.__rootAtError === undefined && /#41[89]|#42[35]|hydrat/i.test(String(event.message))) w.__rootAtError = root.innerHTML;
    });
  });
}

/**
 * In the page: where the server's #root (kept by keepServerRoot) and the page's (as it was when React reported the
 * error, or else as it is now) first differ, text by text, each with the last elements of its path. A string, not
 * a function: the test runner's transpiler adds helpers (`__name`) to a serialised function that the page lacks.
 */
const EXPLAIN_IN_PAGE = `(() => {
  const server = window.__serverRoot;
  let root = document.getElementById('root');
  if (server === undefined || !root) return 'no server HTML kept';
  if (window.__rootAtError !== undefined) {
    root = document.createElement('div');
    root.innerHTML = window.__rootAtError;
  }
  const parsed = document.createElement('div');
  parsed.innerHTML = server;
  const texts = (el) => {
    const out = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.nodeValue && n.nodeValue.trim();
      if (!text || n.parentElement.closest('script, style, template')) continue;
      const path = [];
      for (let e = n.parentElement; e && e !== el; e = e.parentElement)
        path.unshift(e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className ? '.' + e.className.split(' ')[0] : ''));
      out.push(path.slice(-4).join('>') + ': ' + text.slice(0, 80));
    }
    return out;
  };
  const a = texts(parsed), b = texts(root);
  let who = 'visitor';
  try { if (localStorage.getItem('MC_SESSION_INFO')) who = 'signed in'; } catch {}
  const where = location.pathname + location.search + ' (' + who + (window.__rootAtError === undefined ? '' : ', at the error') + ')';
  const i = a.findIndex((t, k) => t !== b[k]);
  if (i < 0 && a.length === b.length) return where + ': the same text (' + a.length + ' texts)';
  const at = i < 0 ? a.length : i;
  return where + ': text ' + at + ' of ' + a.length + ' (server) / ' + b.length + ' (page): server "' + (a[at] || '(none)') + '", page "' + (b[at] || '(none)') + '"';
})()`;

/**
 * When React reports a hydration mismatch (a rare one on a loaded machine cannot be reproduced on demand), writes to
 * stderr where the server's text and the page's first differ: the page's #root is then React's own render, so the
 * first text (or element) that differs is what the two renders disagreed on. The run's failure summary repeats it.
 */
function explainHydration(page: Page, message: string): void {
  if (!/#41[89]|#42[35]|hydrat/i.test(message)) return;
  page.evaluate(EXPLAIN_IN_PAGE).then(
    (found) => console.error(`[diagnosis] hydration mismatch: ${found}`),
    () => {},
  );
}

/**
 * Asks the page for reduced motion (as a player may set it, and the app honours): the 300 ms page fade and the
 * skeleton shimmer are off, so a screen comes to rest as soon as it is drawn. For the route sweeps (smoke, server
 * render), which check what a page shows once at rest and open every route, and the studio's staff pages (its
 * preview would otherwise keep moving while a test types and waits: studio-helpers.ts staffPage); the other tests
 * keep the motion.
 */
export function reducedMotion(page: Page): Promise<void> {
  return page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
}

/** Opens a URL in a brand-new tab, so its history length is 1 (as when a player opens a link directly). */
export async function freshTab(where: Browser | BrowserContext, url: string): Promise<PhonePage> {
  const browser = 'createBrowserContext' in where ? where : where.browser();
  const session = await browser.target().createCDPSession();
  const { targetId } = await session.send('Target.createTarget', {
    url,
    browserContextId: where === browser ? undefined : (where as BrowserContext).id,
  });
  const target = await browser.waitForTarget((t) => (t as unknown as { _targetId: string })._targetId === targetId);
  const page = (await target.page())!;
  await page.setViewport(PHONE);
  const errors = watchErrors(page);
  await settled(page);
  return { page, errors };
}

/** Animation frames a screen must hold still (mounted, unchanged, no finite animation) to count as at rest. */
const REST_FRAMES = 3;
/** The longest a screen may take to come to rest: an upper bound for a loaded 2-core machine, not a wait. */
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Waits until the screen has come to rest: main is mounted (a server-rendered page hydrated, so it shows its own
 * player's view and that player's access rules have run) and not busy, no finite animation (the page fade)
 * runs, and the same main at the same address stays so for REST_FRAMES frames (a redirect or a second render
 * starts the count again). With `loaded`, nothing inside main is busy either (every widget shows its data,
 * empty or retry state); not for pages where a widget may rightly keep loading (offline, a read waits for the
 * network). What is checked after it is what a player sees.
 */
export async function settled(page: Page, opts: { loaded?: boolean } = {}): Promise<void> {
  await page.waitForFunction(
    (frames, loaded) => {
      const w = window as unknown as { __rest?: { main: Element; href: string; count: number } };
      const main =
        (!document.querySelector('#root[data-ssr]') || document.documentElement.dataset.hydrated !== undefined) &&
        document.querySelector('main[aria-busy="false"]');
      const still =
        !!main &&
        (!loaded || !main.querySelector('[aria-busy="true"]')) &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
      if (!main || !still) {
        w.__rest = undefined;
        return false;
      }
      if (w.__rest?.main !== main || w.__rest.href !== location.href) {
        w.__rest = { main, href: location.href, count: 0 };
        return false;
      }
      return ++w.__rest.count >= frames;
    },
    { polling: 'raf', timeout: SETTLE_TIMEOUT_MS },
    REST_FRAMES,
    opts.loaded ?? false,
  );
}

/**
 * Scrolls down as a player would, half a screen at a time, until `selector` is on the page, then brings it to the
 * middle of the view: sections further down (`"defer": "near"`) mount only as their place comes near the view.
 */
export async function scrollTo(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      if (el) el.scrollIntoView({ block: 'center' });
      else window.scrollBy(0, innerHeight / 2);
      return !!el;
    },
    { polling: 100, timeout: SETTLE_TIMEOUT_MS },
    selector,
  );
}

/**
 * Scrolls through the whole screen, half a screen at a time, until every section waiting to come near the view
 * has mounted and the screen is not busy; then back to the top, at rest. For checks of everything a screen shows.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const waiting = () => [...document.querySelectorAll('.widget-later')].some((el) => el.getClientRects().length > 0);
  if (!(await page.evaluate(waiting))) return;
  await page
    .waitForFunction(
      () => {
        const waiting = [...document.querySelectorAll('.widget-later')].some((el) => el.getClientRects().length > 0);
        if (!waiting && document.querySelector('main[aria-busy="false"]')) return true;
        window.scrollBy(0, innerHeight / 2);
        return false;
      },
      { polling: 100, timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(async (err: Error) => {
      const state = await page.evaluate(() => ({
        at: location.pathname,
        scrollY,
        height: document.documentElement.scrollHeight,
        waiting: [...document.querySelectorAll('.widget-later')].map((el) => Math.round(el.getBoundingClientRect().top)),
        mains: [...document.querySelectorAll('main')].map((m) => m.getAttribute('aria-busy')),
      }));
      throw new Error(`${err.message}: scrolling through ${JSON.stringify(state)}`);
    });
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
}

/** Polls `check` (in the test process) until it holds; fails with `what` after its time (the tests' one helper). */
export { until };

/**
 * Waits until the server serves `file` of its screens folder as it now is on disk: its file watch reports an
 * edit a moment after the write, and a page opened before then is made from the screens as they were.
 */
export async function screenServed(server: TestServer, file: string): Promise<void> {
  const want = readFileSync(join(server.screensDir, file), 'utf8');
  await until(
    // A kept-alive connection the server closed while this process was busy fails once: ask again.
    () =>
      fetch(`${server.url}/screens/${file}`).then(
        async (res) => res.ok && (await res.text()) === want,
        () => false,
      ),
    `the server serves ${file} as written`,
    10_000,
  );
}

/** Live counters (the jackpot, the promotions counter): they tick on their own, so page texts leave them out. */
export const LIVE_COUNTERS = '.ui-roller';

/**
 * The text `selector` (main by default) shows, less the live counters, read in one go (no tick in between), wherever
 * the page is scrolled: Chrome leaves a `content-visibility: auto` section far from the view out of `innerText`
 * (home's sections below the first screenful), so each is rendered for the read.
 */
export function pageText(page: Page, selector = 'main'): Promise<string> {
  return page.$eval(
    selector,
    (root, live) => {
      const counters = [...root.querySelectorAll<HTMLElement>(live)].map((el) => [el, el.style.display] as const);
      for (const [el] of counters) el.style.display = 'none';
      const skipped = [...root.querySelectorAll<HTMLElement>('*')]
        .filter((el) => getComputedStyle(el).contentVisibility === 'auto')
        .map((el) => [el, el.style.contentVisibility] as const);
      for (const [el] of skipped) el.style.contentVisibility = 'visible';
      const text = (root as HTMLElement).innerText;
      for (const [el, value] of skipped) el.style.contentVisibility = value;
      for (const [el, display] of counters) el.style.display = display;
      return text;
    },
    LIVE_COUNTERS,
  );
}

/** Opens a route and waits for it to settle (following any access redirect). */
export async function open(page: Page, base: string, route: string): Promise<void> {
  await page.goto(base + route, { waitUntil: 'domcontentloaded' });
  await settled(page);
}

/** Logs in through the sandbox API (encrypted, as the app sends it) and returns the session info the app stores. */
export async function loginInfo(base: string, username: string, password = 'Passw0rd1') {
  const { platformSession } = await import('../helpers/platform.ts');
  return platformSession(base, 'login', { type: 'username', username, password, remember: true });
}

/**
 * Opens `route` with the page's storage for `base`'s origin set as given before any of the page's scripts run: the
 * state a player's own earlier visit leaves. `clear` empties localStorage and sessionStorage first; `local` and
 * `session` are then written. Set in the new document itself (and only in that one navigation), so no other page
 * is loaded to write it.
 */
export async function openWithStorage(
  page: Page,
  base: string,
  route: string,
  storage: { clear?: boolean; local?: Record<string, string>; session?: Record<string, string> },
): Promise<void> {
  const { identifier } = await page.evaluateOnNewDocument(
    (origin, s) => {
      if (location.origin !== origin) return;
      if (s.clear) {
        localStorage.clear();
        sessionStorage.clear();
      }
      for (const [k, v] of Object.entries(s.local ?? {})) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(s.session ?? {})) sessionStorage.setItem(k, v);
    },
    new URL(base).origin,
    storage,
  );
  try {
    await page.goto(base + route, { waitUntil: 'domcontentloaded' });
  } finally {
    await page.removeScriptToEvaluateOnNewDocument(identifier);
  }
  await settled(page);
}

/** Signs the page in as a sandbox account (player01, agent01, agent41, ...) and opens `route`. */
export async function signIn(page: Page, base: string, username: string, route = '/m/home'): Promise<void> {
  const info = await loginInfo(base, username);
  await openWithStorage(page, base, route, { local: { MC_SESSION_INFO: JSON.stringify(info) } });
}

/** Signs the page out (clears storage) and opens `route`. */
export async function signOut(page: Page, base: string, route = '/m/home'): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
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
  const res = await fetch(`${base}/__sandbox/config`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  if (!res.ok) throw new Error(`sandbox config failed: HTTP ${res.status}`);
}

/** The session a role stores (MC_SESSION_INFO): none for a visitor, a fresh free-play account for a trial member. */
export async function roleSession(base: string, role: string): Promise<({ token: string } & Record<string, unknown>) | null> {
  if (role === 'visitor') return null;
  if (role === 'trial') {
    const { platformSession } = await import('../helpers/platform.ts');
    return platformSession(base, 'loginFreeplay');
  }
  return loginInfo(base, role);
}

/** Opens `route` with `info` stored as the session (none: a visitor), home's announcement already seen and the
 * download bar shown or dismissed. */
export async function openAs(
  page: Page,
  base: string,
  info: Record<string, unknown> | null,
  route: string,
  opts: { bar?: boolean } = {},
): Promise<void> {
  await openWithStorage(page, base, route, {
    clear: true,
    session: { 'home.noticePopup': JSON.stringify({ show: false }) },
    local: {
      ...((opts.bar ?? true) ? {} : { downloadBarHidden: '1' }),
      ...(info ? { MC_SESSION_INFO: JSON.stringify(info) } : {}),
    },
  });
}
