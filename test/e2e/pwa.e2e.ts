// The installable app in Chromium: the worker installs and precaches this build, the browser's
// installability checks pass, a token-bearing answer never reaches a cache, an offline reload still shows the
// shell, the last-seen home and the offline notice, a second build takes over once the page checks for updates
// (within the 60 s update window) with a notice, and the kill switch removes the worker and its caches.
// Two builds of the same source (the second with a BUILD_LABEL) are served one after the other on one origin.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import type { Browser } from 'puppeteer-core';
import {
  launchBrowser,
  startServer,
  phonePage,
  open,
  settled,
  scrollThrough,
  pageText,
  loginInfo,
  until,
  type TestServer,
} from './harness.ts';
import { HYDRATION } from './served-html.ts';
import { PUBLIC_API_CACHE } from '../../engine/sw/policy.ts';
import { platformValue } from '../helpers/platform.ts';
import { copySource } from './source-copy.ts';
import { tempDir } from '../helpers/temp.ts';

const s = suite('installable app');
// A browser of its own, not a context of the shared one: Chromium's installability check refuses an incognito
// context ("in-incognito"), and every extra context of the shared browser is one.
let browser: Browser;
let server: TestServer | null = null;
let port = 0;
let work = '';
const builds = { a: '', b: '' };
const versionOf = (dir: string) =>
  /name="app-version" content="([0-9a-f]+)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1] ?? '';

/** Serves build `dir` on the fixed origin (restarting the server; the sandbox state starts fresh). */
async function serve(dir: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  await server?.close();
  server = await startServer(env, { distDir: dir, port, worker: true });
  port = Number(new URL(server.url).port);
  return server.url;
}

s.before(async () => {
  browser = await launchBrowser();
  work = tempDir('pwa-');
  // The first build is the one `npm run test:e2e` just made; the second is made from a copy of the source.
  builds.a = resolve(process.env.DIST_DIR || 'dist');
  builds.b = join(work, 'b');
  execFileSync(process.execPath, ['build.mjs', '--outdir', builds.b], {
    cwd: copySource(join(work, 'source')),
    env: { ...process.env, BUILD_LABEL: 'second' },
    stdio: 'ignore',
  });
  await serve(builds.a);
});
s.after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const quiet = (page: Page) => page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
/** Waits until a worker controls the page and has activated. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', { timeout: 30_000 });
/** Every cache entry the page's origin holds: cache name, request URL and response text. */
const cacheEntries = (page: Page) =>
  page.evaluate(async () => {
    const out: Array<{ cache: string; url: string; body: string; type: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        out.push({ cache: name, url: request.url, type, body: /json|text|javascript|html/.test(type) ? await response!.text() : '' });
      }
    }
    return out;
  });
/**
 * Scrolls through the page as a player would, letting each screenful come to rest, then waits until every widget
 * shows its data, empty or retry state (those that load once scrolled near, the winners board, have all started
 * by then) and reads main (less the live counters). Read while a list still loads, its rows would count as lost.
 */
async function readWholePage(page: Page): Promise<string> {
  // Until every section waiting to come near the view has mounted: on a busy machine one may mount a few frames
  // after the scroll that brought it near, and a read before then would miss it.
  await scrollThrough(page);
  await settled(page, { loaded: true }).catch(async (err: Error) => {
    // Which parts never finished loading, for the report.
    const busy = await page.evaluate(() =>
      [...document.querySelectorAll('main [aria-busy="true"]')].map(
        (el) => `${el.closest('section')?.className || el.tagName.toLowerCase()}: ${(el as HTMLElement).innerText.slice(0, 60)}`,
      ),
    );
    throw new Error(`${err.message}; still loading: ${busy.join(' | ') || 'nothing (an animation, or main itself)'}`);
  });
  return pageText(page);
}

/**
 * What an offline home shows and holds, for a failure's message (the app losing what the player saw, or the test
 * reading too early): each section of main (busy or not, its first words), the places still waiting to come near,
 * and the platform reads the worker keeps.
 */
function offlineState(page: Page): Promise<string> {
  return page
    .evaluate(async (apiCache) => {
      const sections = [...document.querySelectorAll('main > *')].map(
        (el) =>
          `${el.className.split(' ')[0] || el.tagName.toLowerCase()}${el.querySelector('[aria-busy="true"]') ? ' (busy)' : ''}: ${(el.textContent ?? '').replace(/\s+/g, ' ').slice(0, 40)}`,
      );
      const waiting = document.querySelectorAll('.widget-later').length;
      const kept = (await (await caches.open(apiCache)).keys()).map((r) => new URL(r.url).pathname);
      return `sections: ${sections.join(' | ')}; waiting places: ${waiting}; kept reads: ${kept.join(', ')}`;
    }, PUBLIC_API_CACHE)
    .catch((err: Error) => `(state unreadable: ${err.message})`);
}

let page: Page;
/** What the page reported (harness phonePage): uncaught errors, console errors, failed requests. */
let errors: string[];

s('the worker installs and precaches the shell and every chunk of this build', async () => {
  ({ page, errors } = await phonePage(browser));
  await quiet(page);
  await open(page, server!.url, '/m/home');
  await controlled(page);
  const entries = await cacheEntries(page);
  const app = entries.filter((e) => e.cache === `mc-app-${versionOf(builds.a)}`).map((e) => new URL(e.url).pathname);
  assert.ok(app.includes('/index.html'), 'shell cached');
  const scripts = await page.$$eval('script[type="module"][src], link[rel="modulepreload"]', (els) =>
    els.map((e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname),
  );
  assert.ok(scripts.length > 0);
  for (const src of scripts) assert.ok(app.includes(src), `${src} precached`);
  assert.ok(
    app.some((p) => p.startsWith('/i18n/')),
    'label catalogues precached',
  );
});

s("Chromium's installability checks pass, with the white label's manifest", async () => {
  const cdp = await page.createCDPSession();
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.equal(installabilityErrors, []);
  const { url } = await cdp.send('Page.getAppManifest');
  const manifest = await (await fetch(url)).json();
  const config = await platformValue(server!.url, 'siteConfig');
  assert.is(manifest.name, config.brand.name);
  assert.is(manifest.display, 'standalone');
  const icon = await fetch(new URL(manifest.icons.find((i: { sizes: string }) => i.sizes === '512x512').src, url));
  assert.is(icon.headers.get('content-type'), 'image/png');
  const touch = await page.$eval('link[rel="apple-touch-icon"]', (l) => (l as HTMLLinkElement).href);
  assert.is((await fetch(touch)).status, 200);
  await cdp.detach();
});

s('a token-bearing API answer is never in any cache, while token-free answers are kept for offline', async () => {
  const info = await loginInfo(server!.url, 'player01');
  await page.evaluate((i) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(i)), info);
  for (const route of ['/m/home', '/m/mine', '/m/member/deposit', '/m/webEmail', '/m/home']) await open(page, server!.url, route);
  const entries = await cacheEntries(page);
  // Calls that always carry a token (member, realMember); optional ones are public when made without one.
  const memberPaths = endpoints.endpoints
    .filter((e) => e.auth === 'member' || e.auth === 'realMember')
    .map((e) => new RegExp(`^${e.path.replace(/\{[^}]+\}/g, '[^/]+')}$`));
  for (const e of entries) {
    assert.not.ok(e.body.includes(info.token) || e.url.includes(info.token), `${e.url} holds the token`);
    assert.not.ok(
      memberPaths.some((re) => re.test(new URL(e.url).pathname)),
      `${e.url} is a member call`,
    );
  }
  // Kept after the page has its answer (the worker writes in the background).
  await until(
    async () => (await cacheEntries(page)).some((e) => e.cache === PUBLIC_API_CACHE && e.url.includes('/wps/system/siteConfig')),
    'site config kept for offline',
  );
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
});

s('the screens and labels of a tag already kept are answered from the cache, without asking the server again', async () => {
  await quiet(page);
  // Tagged addresses (?v=, a digest of the content): a file's content at a tag never changes.
  const tagged = (url: string) => /^\/(screens\/manifest|i18n\/[a-z]+)\.json\?v=/.test(url);
  await open(page, server!.url, '/m/help');
  await until(
    async () => (await cacheEntries(page)).filter((e) => tagged(new URL(e.url).pathname + new URL(e.url).search)).length >= 2,
    'the worker keeps the tagged manifest and catalogue',
  );
  const from = server!.requests.length;
  for (const route of ['/m/help', '/m/home', '/m/help']) await open(page, server!.url, route);
  const asked = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname + new URL(e.name).search),
  );
  assert.is(asked.filter(tagged).length, 2, 'the page asks for both');
  assert.equal(server!.requests.slice(from).filter(tagged), [], 'no tagged file reached the server');
});

s('offline, a reload shows the shell, the last-seen home and the offline notice; it carries on when back', async () => {
  await quiet(page);
  await open(page, server!.url, '/m/home');
  const before = await readWholePage(page);
  // The worker keeps each answer after handing it to the page, and the answers the server put into the page once
  // the page hands them over: the player's last-seen home is what the worker has kept, so the test goes offline
  // once the worker says every answer so far is in its cache (not before: that would race the write).
  await page.waitForFunction(() => document.documentElement.dataset.answersSent === 'true', { timeout: 30_000 });
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const sw = navigator.serviceWorker;
        if (!sw.controller) return done(); // no worker: the offline reload below says so
        sw.addEventListener('message', (e) => {
          if ((e.data as { type?: string } | null)?.type === 'kept') done();
        });
        sw.controller?.postMessage({ type: 'kept' });
      }),
  );
  await server!.close();
  server = null;
  await page.setOfflineMode(true);
  try {
    errors.length = 0;
    await page.reload({ waitUntil: 'domcontentloaded' });
    await settled(page);
    assert.ok(await page.$('header'), 'header');
    assert.ok(await page.$('nav'), 'footer menu');
    await page.waitForFunction(() => document.body.innerText.includes('You are offline'), { timeout: 10_000 });
    const after = await readWholePage(page);
    // The page as last seen is the server's HTML, hydrated offline: the same nodes (the offline notice comes after).
    assert.equal(
      errors.filter((e) => HYDRATION.test(e)),
      [],
      'the kept page hydrates without a mismatch',
    );
    // The same home: its menu and the lists it showed (from the kept token-free answers); the live counters
    // are left out of both texts.
    const lines = before
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 3);
    const missing = lines.filter((l) => !after.includes(l));
    assert.ok(
      missing.length <= lines.length * 0.05,
      `offline home lost ${missing.length} of ${lines.length} lines: ${missing.slice(0, 8).join(' | ')}; ${await offlineState(page)}`,
    );
  } finally {
    await serve(builds.a);
    await page.setOfflineMode(false);
  }
  await page.waitForFunction(() => !document.body.innerText.includes('You are offline'), { timeout: 10_000 });
});

s('a second build takes over within the 60 s update window and says so', async () => {
  await open(page, server!.url, '/m/home');
  await controlled(page);
  await serve(builds.b);
  // The page asks for a new worker every 30 s while visible (test/unit/sw-register.test.ts), and at once when it
  // comes back online: a real offline-online turn starts the check here instead of waiting out the interval.
  await page.setOfflineMode(true);
  await page.setOfflineMode(false);
  const started = Date.now();
  await page.waitForFunction(() => document.body.innerText.includes('Updated to the latest version.'), { timeout: 60_000, polling: 500 });
  const took = Date.now() - started;
  const version = await page.evaluate(
    () =>
      new Promise<string>((done) => {
        navigator.serviceWorker.addEventListener('message', (e) => done((e.data as { version: string }).version), { once: true });
        navigator.serviceWorker.controller!.postMessage({ type: 'version' });
      }),
  );
  assert.is(version, versionOf(builds.b));
  assert.ok(took < 60_000, `took ${took} ms`);
  // The next navigation loads the new build.
  await page.click('nav a[href="/m/promotion"], nav a:not([aria-current="page"])');
  await page.waitForFunction(
    (v) => document.querySelector('meta[name="app-version"]')?.getAttribute('content') === v,
    { timeout: 15_000 },
    versionOf(builds.b),
  );
  const caches = (await cacheEntries(page)).map((e) => e.cache);
  assert.ok(caches.includes(`mc-app-${versionOf(builds.b)}`));
  assert.ok(caches.includes(`mc-app-${versionOf(builds.a)}`), 'the previous build is kept for pages still running it');
});

s('the kill switch: the browser swaps in the kill worker, which removes itself and every cache', async () => {
  await serve(builds.b, { SW_KILL: '1' });
  // The browser's own update check fetches /sw.js without any worker in the way, even a broken one.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistrations()).length === 0 && (await caches.keys()).every((n) => !n.startsWith('mc-')),
    { timeout: 20_000, polling: 250 },
  );
  const counted = await page.evaluateOnNewDocument(() => {
    const sw = navigator.serviceWorker;
    const register = sw.register.bind(sw);
    sw.register = (...args: Parameters<typeof register>) => {
      const w = window as unknown as { __swRegisterCalls?: number };
      w.__swRegisterCalls = (w.__swRegisterCalls ?? 0) + 1;
      return register(...args);
    };
  });
  await open(page, server!.url, '/m/home');
  assert.ok((await pageText(page)).trim().length > 0, 'the app still works from the network');
  // The app reads the switch after the first paint; once it has (and the task that acted on it has run), no
  // registration may have been asked for.
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.endsWith('/sw-control.json') && (e as PerformanceResourceTiming).responseEnd > 0),
    { polling: 'raf', timeout: 15_000 },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
  assert.is(
    await page.evaluate(() => (window as unknown as { __swRegisterCalls?: number }).__swRegisterCalls ?? 0),
    0,
    'the app did not ask to register a worker',
  );
  await page.removeScriptToEvaluateOnNewDocument(counted.identifier);
  assert.is(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    0,
    'a disabled worker is not registered again',
  );
});

s('a revoked version retires itself; the next load registers the current build', async () => {
  await serve(builds.a);
  await open(page, server!.url, '/m/home');
  await controlled(page);
  await serve(builds.b, { SW_REVOKE: versionOf(builds.a) });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForFunction(
    (v) => document.querySelector('meta[name="app-version"]')?.getAttribute('content') === v,
    { timeout: 30_000 },
    versionOf(builds.b),
  );
  // The current build's worker takes over and drops the revoked build's cache (it keeps a healthy previous one).
  // Within the update window: the worker installs once the page has loaded and is idle, precaching the whole
  // build, and an install that fails (a busy machine) is tried again at the page's next update check, 30 s on.
  const gone = await page
    .waitForFunction(
      async (revoked, current) => {
        const names = await caches.keys();
        return !names.includes(`mc-app-${revoked}`) && names.includes(`mc-app-${current}`);
      },
      { timeout: 60_000, polling: 250 },
      versionOf(builds.a),
      versionOf(builds.b),
    )
    .then(
      () => true,
      () => false,
    );
  // On failure, which workers the registration holds says whether the current build's ever installed.
  const workers = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return r ? `installing ${r.installing?.state ?? '-'}, waiting ${r.waiting?.state ?? '-'}, active ${r.active?.state ?? '-'}` : 'none';
  });
  assert.ok(gone, `caches: ${(await page.evaluate(() => caches.keys())).join(', ')}; worker ${workers}`);
});

s.run();
