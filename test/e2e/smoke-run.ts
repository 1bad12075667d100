// The smoke run: every route of the spec (route table, member menu, agent routes) as a visitor, and signed in as
// player01, a trial member and agent01 the pages that differ (routesFor): every screen as a role that may open it,
// home as each, each kind of refusal once; at 375x812, in two files (smoke-*.e2e.ts) that run side by side. Per page: no uncaught exception, console error or failed request; header, back button
// and footer as the spec says; a title; no raw label key; tap targets of 44 px; no serious or critical axe
// violation (a page a role was already sent to by another refused route: the first checks only). And the server
// render: the route's HTML (fetched without a session, as anyone gets it) carries its title, header and first
// widget, and the page hydrates it (the server's nodes stay) with no hydration error or warning.
// Writes a screenshot of each and a contact sheet (test-results/smoke/index.html).
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { open, reducedMotion, roleSession, settled, scrollThrough, LIVE_COUNTERS } from './harness.ts';
import { useApp, type App } from './fixture.ts';
import { axeViolations, type AxeFinding } from './axe.ts';
import { HYDRATION, hasHeader, resolvedAt, screenOf, served, servedWith, type Served } from './served-html.ts';
import { refusal } from '../../engine/gates.ts';
import type { AccessRule } from '../../engine/schema-types.ts';
import { SPEC_ROUTES, HEADER_HIDDEN, NO_FOOTER } from '../spec-routes.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';
import { escapeHtml } from '../../server/escape-html.ts';

const OUT = 'test-results/smoke';
const HOME = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
type Role = 'visitor' | 'player01' | 'trial' | 'agent01';
const labelKeys = Object.keys(readCatalogue('EN')).filter((k) => k.includes('_'));
type Row = { role: string; route: string; landed: string; file: string; problems: string[] };
const sheet: Row[] = [];

/** The suite's app (set by smokeRun). */
let app: App;
const sessionFor = (role: Role) => roleSession(app.url, role);

/** The HTML of each route as anyone gets it (no session on the request): fetched once for every role's sweep. */
const servedHtml = new Map<string, Promise<Served>>();
/** The pages checked in full, by role and address (path and query): their screenshot. */
const checkedAt = new Map<string, string>();
/** The screens scrolled through, by role. */
const scrolled = new Set<string>();
/**
 * The route's HTML once the server renders it: a new server's first answers can miss the platform's time budget on a
 * busy machine, and are then by design the client-only page. After 15 s, as it comes (and reported).
 */
function servedOnce(route: string): Promise<Served> {
  let html = servedHtml.get(route);
  if (!html) {
    html = servedWith(app.url, route, (p) => p.ssr, 'server-rendered').catch(() => served(app.url, route));
    servedHtml.set(route, html);
  }
  return html;
}

async function check(page: Page, errors: string[], role: Role, route: string) {
  const html = await servedOnce(route);
  errors.length = 0;
  await open(page, app.url, route);
  // Everything the screen shows is checked: sections further down mount as the player scrolls to them (once per
  // screen and role; the screen's other routes are checked as they first show).
  const seen = `${role} ${screenOf(await page.evaluate(() => location.pathname + location.search))}`;
  if (!scrolled.has(seen)) {
    scrolled.add(seen);
    await scrollThrough(page);
  }
  await page.evaluate(() => document.fonts.ready);
  const landed = await page.evaluate(() => location.pathname);
  // What the player is shown: a screen rendered ahead of a tap is in the document, hidden (visibility).
  const layout = await page.evaluate(() => {
    const shown = [...document.querySelectorAll('header, nav, h1')].filter((el) => el.checkVisibility({ visibilityProperty: true }));
    return {
      header: shown.some((el) => el.matches('header')),
      back: shown.some((el) => el.matches('header') && el.querySelector('button[aria-label="Back"]')),
      footer: shown.some((el) => el.matches('nav[aria-label="Main menu"]')),
      h1: shown
        .filter((el) => el.matches('h1'))
        .map((h) => (h.textContent ?? '').trim())
        .filter(Boolean),
      text: document.body.innerText,
    };
  });
  const problems: string[] = [...errors, ...(await serverRendered(page, html, role, route, landed))];
  const hidden = HEADER_HIDDEN.includes(landed) || landed === '/m/maintenance';
  if (layout.header === hidden) problems.push(`header ${layout.header ? 'shown' : 'hidden'}`);
  if (!hidden && !HOME.includes(landed) && !layout.back) problems.push('no back button');
  if (HOME.includes(landed) && layout.back) problems.push('back button on home');
  if (layout.footer === NO_FOOTER.includes(landed) && !(landed === '/m/agent' && !layout.footer))
    problems.push(`footer ${layout.footer ? 'shown' : 'hidden'}`);
  if (layout.h1.length !== 1) problems.push(`${layout.h1.length} titles (h1)`);
  // A page this role was already sent to from another route (a refused screen's redirect) was checked in full
  // there: here what the redirect itself could break (errors, the layout above, the server's HTML).
  const at = await page.evaluate(() => location.pathname + location.search);
  const before = checkedAt.get(`${role} ${at}`);
  if (before && landed !== route.split('?')[0]) {
    sheet.push({ role, route, landed, file: before, problems });
    return problems.map((p) => `${role} ${route}: ${p}`);
  }
  const raw = labelKeys.filter((k) => new RegExp(`(^|\\s)${k}(\\s|$)`).test(layout.text));
  if (raw.length) problems.push(`raw label keys: ${raw.slice(0, 5).join(', ')}`);
  // Tap targets of at least 44 x 44 px (links inside running text are exempt, as in WCAG; a checkbox
  // counts by its label).
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], button, input, select, textarea, [role="tab"]')].flatMap((el) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]') || style.display === 'inline') return [];
      const box = (el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label')) || el;
      const r = box.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || (r.width >= 43.5 && r.height >= 43.5)) return [];
      return [
        `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} ${Math.round(r.width)}x${Math.round(r.height)}`,
      ];
    }),
  );
  if (small.length) problems.push(`tap targets under 44px: ${[...new Set(small)].slice(0, 6).join(', ')}`);
  for (const v of await axeOnce(page)) problems.push(`axe ${v.impact} ${v.id}: ${v.help} (${v.targets.join(' | ')})`);
  const file = `${role}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`;
  await page.screenshot({ path: `${OUT}/${file}`, optimizeForSpeed: true });
  checkedAt.set(`${role} ${at}`, file);
  sheet.push({ role, route, landed, file, problems });
  return problems.map((p) => `${role} ${route}: ${p}`);
}

/**
 * What the server sent for the route, and whether the page hydrated it. Every role gets the same HTML (the visitor
 * view; a screen the visitor may not open comes as its frame: header, skeleton, footer); for a visitor who may
 * open the screen, its first widget is in the HTML and is the node the page shows after hydration.
 */
async function serverRendered(page: Page, html: Served, role: Role, route: string, landed: string): Promise<string[]> {
  const problems: string[] = [];
  if (!html.ssr) problems.push('not server-rendered');
  if (!html.title || html.title.startsWith('Loading')) problems.push(`title "${html.title}" in the HTML`);
  if (!html.h1 && html.first !== 'page-skeleton') problems.push('no h1 in the HTML');
  if (html.header !== hasHeader(route)) problems.push(`header ${html.header ? 'in' : 'missing from'} the HTML`);
  const path = route.split('?')[0]!;
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
  return problems;
}

/** Axe findings by page markup: many routes land on the same page (home's aliases, a visitor sent to login). */
const axeByMarkup = new Map<string, AxeFinding[]>();

/**
 * The page's axe findings, run once per distinct markup (the live counters' digits and the scripts' contents left
 * out): the same markup at the same size, scroll and styles gives the same findings, and axe is the slowest part
 * of a page's check.
 */
async function axeOnce(page: Page): Promise<AxeFinding[]> {
  const markup = await page.evaluate((live) => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll(live)) el.textContent = '';
    // Script contents (the start-up answers, with the server's time and freshly encrypted links) are not rendered.
    for (const el of copy.querySelectorAll('script')) el.textContent = '';
    return copy.outerHTML;
  }, LIVE_COUNTERS);
  const key = createHash('sha256').update(markup).digest('hex');
  let found = axeByMarkup.get(key);
  if (!found) axeByMarkup.set(key, (found = await axeViolations(page)));
  return found;
}

/**
 * The routes `role` opens. A visitor opens all of them: the visitor's view is the one the server renders, checked
 * route by route. Signed in, the pages that differ (see signedInPlan).
 */
export function routesFor(role: Role): string[] {
  if (role === 'visitor') return [...SPEC_ROUTES];
  return signedInPlan().get(role) ?? [];
}
type SignedIn = Exclude<Role, 'visitor'>;
const SIGNED_IN: readonly SignedIn[] = ['player01', 'trial', 'agent01'];
/** The sandbox accounts' member types (sandbox/README.md), which the screens' access rules look at. */
const MEMBER_TYPE: Record<SignedIn, number> = { player01: 0, trial: 4, agent01: 1 };
/** Screens every signed-in role checks: the first screen each one sees, in the frame (header, menus) of its role. */
const EVERY_ROLE = new Set([screenOf('/m/home')]);

/** The access rule that refuses `role` the route by role or member type (flags and menus aside), or null. */
function refusedBy(route: string, role: SignedIn): AccessRule | null {
  const at = resolvedAt(route);
  if (!at) return null;
  const byRole = (at.screen.access ?? []).map((rule) => ({
    ...rule,
    require: { roles: rule.require.roles, memberTypes: rule.require.memberTypes },
  }));
  return refusal(byRole, { memberType: MEMBER_TYPE[role], flags: {}, standalone: false, lookup: () => undefined }, at.params);
}

let plan: Map<SignedIn, string[]> | undefined;
/**
 * The signed-in roles' pages that differ, rather than every screen three times over: each screen once, as one of
 * the roles that may open it (taken in turn among the roles with the same access, so each role shows its data on
 * its share); home as every role (the frame each role gets); and each kind of refusal (a role and the rule that
 * sends it away) once per role, on the first screen that refuses it. A screen's aliases are taken in turn by role.
 * Every route is still opened by the visitor, and each role's own pages (agent pages, member pages) by a role that
 * may open them; test/e2e/roles.e2e.ts and member.e2e.ts look at what differs within a screen.
 */
function signedInPlan(): Map<SignedIn, string[]> {
  if (plan) return plan;
  plan = new Map(SIGNED_IN.map((role) => [role, []]));
  const byScreen = new Map<string, string[]>();
  for (const route of SPEC_ROUTES) byScreen.set(screenOf(route), [...(byScreen.get(screenOf(route)) ?? []), route]);
  const turns = new Map<string, number>();
  const refusals = new Set<string>();
  for (const [screen, aliases] of byScreen) {
    const routeOf = (role: SignedIn) => aliases[SIGNED_IN.indexOf(role) % aliases.length]!;
    const may = SIGNED_IN.filter((role) => {
      const rule = refusedBy(routeOf(role), role);
      if (!rule) return true;
      const kind = `${role} ${JSON.stringify(rule)}`;
      if (!refusals.has(kind)) {
        refusals.add(kind);
        plan!.get(role)!.push(routeOf(role));
      }
      return false;
    });
    if (!may.length) continue;
    if (EVERY_ROLE.has(screen)) {
      for (const role of may) plan.get(role)!.push(routeOf(role));
      continue;
    }
    const key = may.join();
    const turn = turns.get(key) ?? 0;
    turns.set(key, turn + 1);
    const role = may[turn % may.length]!;
    plan.get(role)!.push(routeOf(role));
  }
  return plan;
}

/**
 * Runs every route as each of `roles` (one test per role), then adds them to the contact sheet. With `worker`, the
 * service worker is on (test/helpers/worker.ts): after the first page it answers the shell, the chunks and the
 * public reads of every route after it.
 */
export function smokeRun(name: string, roles: readonly Role[], opts: { worker?: boolean } = {}): void {
  const s = suite(name);
  app = useApp(s, { worker: opts.worker });
  s.before(() => {
    mkdirSync(OUT, { recursive: true });
  });
  s.after(async () => {
    // Each file keeps its rows; the sheet shows every file's.
    writeFileSync(`${OUT}/rows-${roles.join('-')}.json`, JSON.stringify(sheet));
    const rows = readdirSync(OUT)
      .filter((f) => /^rows-.*\.json$/.test(f))
      .flatMap((f) => JSON.parse(readFileSync(`${OUT}/${f}`, 'utf8')) as Row[]);
    writeFileSync(`${OUT}/index.html`, contactSheet(rows));
  });
  for (const role of roles) {
    s(`every route as ${role}`, async () => {
      const { page, errors } = await app.page();
      await page.setBypassCSP(true);
      await reducedMotion(page);
      page.on('console', (m) => {
        if (m.type() !== 'error' && HYDRATION.test(m.text())) errors.push(`${m.type()}: ${m.text()}`);
      });
      // The server's nodes as parsed, before any script runs: hydration keeps them, a fresh render replaces them.
      await page.evaluateOnNewDocument(() => {
        // Every URL the document asks for stays listed (the leak check below reads them).
        performance.setResourceTimingBufferSize(100_000);
        document.addEventListener('DOMContentLoaded', () => {
          const w = window as unknown as { ssrNodes: Array<Element | null> };
          w.ssrNodes = [document.querySelector('#root .skip-link'), document.querySelector('#main > *')];
        });
      });
      const info = await sessionFor(role);
      await page.goto(`${app.url}/m/404`, { waitUntil: 'domcontentloaded' });
      // The hop's preloaded chunks finish before the next page, or their cut-off requests count as failures.
      await settled(page);
      await page.evaluate((i) => {
        localStorage.clear();
        if (i) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(i));
      }, info);
      const failures: string[] = [];
      // Tokens never travel in URLs and never reach the console.
      const leaks: string[] = [];
      const heard = app.server.requests.length;
      if (info)
        page.on('console', (msg) => {
          if (msg.text().includes(info.token)) leaks.push(`token in console: ${msg.text()}`);
        });
      for (const route of routesFor(role)) {
        failures.push(...(await check(page, errors, role, route)));
        if (info) leaks.push(...(await urlsWith(page, info.token)).map((url) => `token in URL ${url}`));
      }
      // The addresses the server heard (a redirect's first hop too), beside those each document asked for.
      const heardWith = info ? app.server.requests.slice(heard).filter((url) => url.includes(info.token)) : [];
      leaks.push(...heardWith.map((url) => `token in URL ${url}`));
      assert.equal(failures, []);
      assert.equal(leaks, []);
      await page.close();
    });
  }
  s.run();
}

/**
 * The addresses the page's document and everything it loaded (scripts, images, fetches, frames, on any origin)
 * that hold `text`: from the page's own resource timing, so the browser need not report its requests to the test.
 */
function urlsWith(page: Page, text: string): Promise<string[]> {
  return page.evaluate(
    (t) => [location.href, ...performance.getEntriesByType('resource').map((e) => e.name)].filter((url) => url.includes(t)),
    text,
  );
}

function contactSheet(sheet: Row[]): string {
  const cards = sheet
    .map(
      (r) =>
        `<figure class="${r.problems.length ? 'bad' : ''}"><img src="${r.file}" width="188" height="406" loading="lazy" alt="">` +
        `<figcaption><b>${escapeHtml(r.role)}</b> ${escapeHtml(r.route)}${r.landed !== r.route.split('?')[0] ? ` → ${escapeHtml(r.landed)}` : ''}${r.problems.map((p) => `<br><span>${escapeHtml(p)}</span>`).join('')}</figcaption></figure>`,
    )
    .join('\n');
  return (
    `<!doctype html><meta charset="utf-8"><title>Smoke run</title><style>body{font:13px system-ui;margin:16px;background:#f4f5f7}main{display:flex;flex-wrap:wrap;gap:12px}` +
    `figure{margin:0;width:188px;background:#fff;padding:6px;border-radius:8px}figure.bad{outline:3px solid #d33}img{display:block;width:188px;height:auto;border:1px solid #ddd}span{color:#b00}</style>` +
    `<h1>Smoke run: ${sheet.length} pages, ${sheet.filter((r) => r.problems.length).length} with problems</h1><main>${cards}</main>`
  );
}
