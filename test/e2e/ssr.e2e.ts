// The server render in a real browser: every spec route's HTML, fetched without JavaScript, carries its
// title, header and first widgets; the page then hydrates (the server's nodes stay) with no console error or
// hydration warning, for a visitor and for player01; a route change stays in the page; a failing platform call
// does not hold the HTML back; nothing of a signed-in player reaches a response a shared cache could keep.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, HTTPResponse } from 'puppeteer-core';
import {
  startServer,
  launchBrowser,
  phonePage,
  open,
  openAs,
  reducedMotion,
  roleSession,
  sandboxConfig,
  settled,
  type TestServer,
} from './harness.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { SPEC_ROUTES } from '../spec-routes.ts';
import { buildRouteTable, resolve } from '../../engine/routes.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';
import { BOOT_TIMEOUT_MS } from '../../server/boot-data.ts';
import { RENDER_BUDGET_MS } from '../../server/ssr.ts';

const s = suite('ssr');
let server: TestServer;
let browser: Browser;
s.before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
s.after(async () => {
  await browser?.close();
  await server?.close();
});

const screens = readdirSync('screens')
  .filter((f) => f.endsWith('.json') && f !== 'app.json')
  .map((f) => JSON.parse(readFileSync(`screens/${f}`, 'utf8')) as ScreenDef);
const table = buildRouteTable(screens);
/** Whether the route's screen shows a header (its definition says). */
const hasHeader = (route: string) => resolve(table, route.split('?')[0]!, route.split('?')[1] ?? '')?.screen.header.mode !== 'hidden';

/** What the HTML of a route says, read without running it. */
async function served(route: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + route, { headers });
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  // Each widget sits in a hydration boundary of its own: React's <!--$--> comment markers may come first.
  const main = /<main id="main"[^>]*>(?:\s*<!--[^>]*-->)*\s*<(\w+)[^>]*?class="([^"]*)"([^>]*)>/.exec(root);
  return {
    res,
    html,
    ssr: /<div id="root" data-ssr="EN">/.test(html),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    h1: /<h1[^>]*>([^<]+)<\/h1>/.exec(root)?.[1] ?? '',
    header: root.includes('<header class="app-header'),
    /** The class of the first element in main (the skeleton when the screen is not the visitor's). */
    first: main?.[2] ?? '',
    /** Whether that first element is a loading state (it is replaced when its data arrives). */
    firstLoading: /aria-busy="true"/.test(main?.[3] ?? '') || /skeleton/.test(main?.[2] ?? ''),
  };
}

/** The HTML of a route as anyone gets it (no session on the request): fetched once for both roles' sweeps. */
const servedHtml = new Map<string, ReturnType<typeof served>>();
const servedOnce = (route: string) => servedHtml.get(route) ?? servedHtml.set(route, served(route)).get(route)!;

/** Hydration errors and warnings as React (production or development) reports them. */
const HYDRATION = /hydrat|did not match|didn't match|react\.dev\/errors\/(418|419|421|422|423|425)/i;

for (const role of ['visitor', 'player01'] as const) {
  s(`every spec route is server-rendered and hydrates cleanly as ${role}`, async () => {
    const info = await roleSession(server.url, role);
    const { page, errors } = await phonePage(browser);
    await reducedMotion(page);
    page.on('console', (m) => {
      if (m.type() !== 'error' && HYDRATION.test(m.text())) errors.push(`${m.type()}: ${m.text()}`);
    });
    // The server's nodes, as parsed (before any script runs): hydration keeps them, a fresh render replaces them.
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { ssrNodes: Array<Element | null> };
        w.ssrNodes = [document.querySelector('#root .skip-link'), document.querySelector('#main > *')];
      });
    });
    // The role's storage, as openAs leaves it, set before every page's own scripts (one load per route, not two).
    await page.evaluateOnNewDocument((i) => {
      if (location.origin === 'null') return;
      localStorage.clear();
      sessionStorage.setItem('home.noticePopup', JSON.stringify({ show: false }));
      if (i) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(i));
    }, info);
    const failures: string[] = [];
    for (const route of SPEC_ROUTES) {
      const html = await servedOnce(route);
      const problems: string[] = [];
      if (!html.ssr) problems.push('not server-rendered');
      if (!html.title || html.title.startsWith('Loading')) problems.push(`title "${html.title}"`);
      // A screen the visitor may not open is served as its frame (header, skeleton, footer): its title is in <title>.
      const held = html.first === 'page-skeleton';
      if (!html.h1 && !held) problems.push('no h1 in the HTML');
      errors.length = 0;
      await open(page, server.url, route);
      const landed = await page.evaluate(() => location.pathname);
      const path = route.split('?')[0]!;
      if (html.header !== hasHeader(route)) problems.push(`header ${html.header ? 'in' : 'missing from'} the HTML`);
      // A visitor who may open the screen gets its first widget in the HTML; the one that is redirected gets the frame.
      if (role === 'visitor' && landed === path && (!html.first || html.first === 'page-skeleton'))
        problems.push(`no widget in the HTML's main (${html.first || 'empty'})`);
      const kept = await page.evaluate(
        (sameRoute) => {
          const w = window as unknown as { ssrNodes: Array<Element | null> };
          const [skip, first] = w.ssrNodes;
          return { shell: !!skip && skip === document.querySelector('#root .skip-link'), first: !sameRoute || !first || first.isConnected };
        },
        landed === path && !html.firstLoading,
      );
      if (!kept.shell) problems.push('the server HTML was replaced, not hydrated');
      if (role === 'visitor' && !kept.first) problems.push('the server-rendered first widget was replaced');
      problems.push(...errors);
      if (problems.length) failures.push(`${role} ${route}: ${problems.join('; ')}`);
    }
    await page.close();
    assert.equal(failures, []);
  });
}

s('the first screenful of home, login and the game list is in the HTML', async () => {
  const home = await served('/m/home');
  assert.match(
    home.html,
    /<section class="w-banners"[^>]*><div class="keen-slider w-banners-track"[^>]*><div class="keen-slider__slide[^>]*>(<button[^>]*>)?<img src="[^"]+home_EN_1/,
    'the first banner is an image in the HTML',
  );
  assert.match(home.html, /class="w-jackpot"/, 'the jackpot');
  assert.match(home.html, /id="render-data">\{"/, 'the data it was rendered with');
  const login = await served('/m/login');
  assert.match(login.html, /<form[^>]*>[\s\S]*<input[^>]*name="username"[\s\S]*<input[^>]*type="password"/, 'the login form');
  const games = await served('/m/gameList?gameType=RNG');
  const tiles = games.html.match(/<li aria-posinset="\d+"/g) ?? [];
  assert.ok(tiles.length >= 9, `the first page's tiles (${tiles.length})`);
  const fish = await served('/m/gameList?gameType=FISH');
  assert.is(fish.h1, 'Fishing', 'a page per query: the title follows gameType');
  assert.is((await fetch(`${server.url}/server/render.mjs`)).status, 404, 'the server bundle is not served');
});

s('a route change after hydration stays in the page', async () => {
  const { page, errors } = await phonePage(browser);
  await openAs(page, server.url, null, '/m/home');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.click('nav[aria-label="Main menu"] a[href="/m/activity"]');
  await page.waitForFunction(() => location.pathname === '/m/activity');
  await settled(page);
  assert.equal(documents, [], 'no page load');
  assert.equal(errors, []);
  await page.close();
});

s('a failing platform call does not hold the HTML back: the widget renders loading', async () => {
  await sandboxConfig(server.url, { failRate: 1 });
  try {
    const started = Date.now();
    const home = await served('/m/home');
    const took = Date.now() - started;
    assert.ok(home.ssr, 'still server-rendered (site config always answers)');
    assert.ok(took < BOOT_TIMEOUT_MS + RENDER_BUDGET_MS + 400, `answered in ${took} ms`);
    assert.match(home.html, /<section class="w-banners"[^>]*aria-busy="true"/, 'the banner is in its loading state');
  } finally {
    await sandboxConfig(server.url, { failRate: 0 });
  }
});

s("a signed-in player's data never reaches a response a shared cache could keep", async () => {
  const info = (await roleSession(server.url, 'player01'))!;
  const { page } = await phonePage(browser);
  const secrets = [info.token, String(info.userName)];
  const leaks: string[] = [];
  const pending: Promise<void>[] = [];
  const check = async (res: HTTPResponse) => {
    const cc = res.headers()['cache-control'] ?? '';
    if (/no-store|private/.test(cc) || res.status() >= 300 || res.request().method() !== 'GET') return;
    const type = res.headers()['content-type'] ?? '';
    if (!/html|json|javascript|text/.test(type)) return;
    // The body as the browser got it; a body the page has let go of (it navigated on) is asked for again with the
    // same request headers, which is what a shared cache would have stored.
    const again = () => fetch(res.url(), { headers: res.request().headers() }).then((r) => r.text());
    const body =
      (await Promise.race([res.text(), new Promise<string>((done) => setTimeout(done, 2000, ''))]).catch(() => '')) || (await again());
    for (const secret of secrets)
      if (body.includes(secret))
        leaks.push(`${res.url()} (Cache-Control: ${cc || 'none'}) holds ${secret === info.token ? 'the token' : 'the user name'}`);
  };
  page.on('response', (res) => {
    pending.push(check(res));
  });
  for (const route of ['/m/home', '/m/mine', '/m/member/home', '/m/gameList?gameType=RNG', '/m/voucherCenter', '/m/securityCenter']) {
    await openAs(page, server.url, info, route);
  }
  const balance = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
  assert.ok(balance.length > 0);
  await Promise.all(pending);
  // The same pages asked for with the player's token and cookies on the request: the same visitor page, kept private.
  for (const route of ['/m/home', '/m/mine']) {
    const plain = await served(route);
    const carried = await served(route, { Authorization: info.token, Cookie: `MC_SESSION=${info.token}` });
    for (const secret of secrets) assert.not.ok(carried.html.includes(secret), `${route} with a session on the request holds ${secret}`);
    assert.match(carried.res.headers.get('cache-control') ?? '', /private/, 'a request with cookies gets a private page');
    assert.is(plain.res.headers.get('cache-control'), 'no-cache', 'a page for everyone may be kept, revalidated');
    assert.match(plain.res.headers.get('vary') ?? '', /Cookie/);
  }
  await page.close();
  assert.equal(leaks, []);
});

s.run();
