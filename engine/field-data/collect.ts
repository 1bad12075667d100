// Field data from real players (docs/operations.md "Field data"): the web vitals (LCP, INP, CLS, TTFB, measured by the web-vitals
// library) and uncaught errors of a sample of page views, sent to the server in one report per page view when the
// page is hidden. Loaded once the first screenful has painted and the browser is idle (engine/main.tsx): none of it
// is in home's first script, and the web-vitals library loads only for a page view sampled for vitals (it reads
// the browser's buffered entries, so loading late loses nothing).
//
// Which route a figure belongs to: a page view is a document load (or a restore from the back/forward cache), and
// its vitals are reported with the route template it began on. LCP and TTFB belong to that load; INP and CLS cover
// the whole page view, route changes in it included. An error is reported with the route shown when it happened.
// (web-vitals can measure route changes on their own (`reportSoftNavs`), but only Chromium 151+ does, and mixing a
// route change's LCP with loads' in one p75 would compare different things.)
import { parse } from 'regexparam';
import { buildRouteTable } from '../routes.ts';
import type { ScreenDef } from '../schema-types.ts';
import { createPageView, type PageView } from './page-view.ts';
import { DEFAULT_RATES, FIELD_DATA_PATH, rate, type SampleRates } from './protocol.ts';
import { locationOf, stackLocation } from './scrub.ts';

let started = false;

/** Gives a path's route template among the screens' routes (exact first, then patterns, as the app resolves), else "other". */
export function routeTemplates(screens: readonly ScreenDef[]): (path: string) => string {
  const table = buildRouteTable(screens, () => {});
  const patterns = table.patterns.map(({ pattern }) => ({ pattern, re: parse(pattern).pattern }));
  return (path) => (table.exact.has(path) ? path : (patterns.find(({ re }) => re.test(path))?.pattern ?? 'other'));
}

/** The server's sampling settings (GET /rum); none when it cannot say (then nothing is collected). */
async function sampleRates(): Promise<SampleRates | null> {
  try {
    const res = await fetch(FIELD_DATA_PATH, { credentials: 'omit' });
    // Read whole either way: an answer left unread keeps its request open (the page never looks idle to tools).
    const text = await res.text();
    if (!res.ok) return null;
    const body = JSON.parse(text) as Partial<SampleRates>;
    return { vitals: rate(body.vitals, DEFAULT_RATES.vitals), errors: rate(body.errors, DEFAULT_RATES.errors) };
  } catch {
    return null;
  }
}

/**
 * Sends a report as a beacon, which outlives the page (fetch with keepalive where there is none, or it refused).
 * The body is text/plain, which needs no preflight. The browser adds the page's cookies to a beacon; the server
 * reads none of them.
 */
function send(page: PageView): void {
  const report = page.take();
  if (!report) return;
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(FIELD_DATA_PATH, body)) return;
  } catch {
    /* fall back below */
  }
  fetch(FIELD_DATA_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } }).catch(
    () => {},
  );
}

/** Starts collecting for this document (once); the screens give the route templates. */
export async function collectFieldData(screens: readonly ScreenDef[]): Promise<void> {
  // The studio's preview frame is staff at work, not a player.
  if (started || window.top !== window) return;
  started = true;
  const rates = await sampleRates();
  if (!rates) return;
  // Decided once for the page view (a restored page keeps its draw), so a page view reports all or none.
  const withVitals = Math.random() < rates.vitals;
  const withErrors = Math.random() < rates.errors;
  if (!withVitals && !withErrors) return;
  const templateOf = routeTemplates(screens);
  const route = () => templateOf(location.pathname);
  const build = document.querySelector<HTMLMetaElement>('meta[name="app-version"]')?.content ?? '';
  const page = createPageView(route(), build);

  if (withErrors) {
    addEventListener('error', (e) => {
      // Only a script's errors: a failed image or stylesheet is an Event, and never reaches the window anyway.
      if (!(e instanceof ErrorEvent)) return;
      const where = e.filename ? locationOf(e.filename, e.lineno, e.colno) : stackLocation((e.error as Error | undefined)?.stack);
      page.error(e.message || String(e.error), where, route());
    });
    addEventListener('unhandledrejection', (e) => {
      const reason: unknown = e.reason;
      const message =
        reason instanceof Error
          ? `${reason.name}: ${reason.message}`
          : typeof reason === 'string'
            ? reason
            : Object.prototype.toString.call(reason);
      page.error(`Unhandled rejection: ${message}`, stackLocation((reason as Error | undefined)?.stack), route());
    });
  }
  // One report when the page is hidden or left, whichever comes first (leaving, Chrome fires pagehide while the page
  // is still visible, then visibilitychange). The library reports every change (`reportAllChanges`), so the report
  // holds the latest INP and CLS even before the library's own final report on hiding, which then adds nothing.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send(page);
  });
  addEventListener('pagehide', () => send(page));
  addEventListener('pageshow', (e) => {
    if (e.persisted) page.restart(route());
  });
  if (withVitals) {
    const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
    for (const on of [onLCP, onINP, onCLS, onTTFB]) on(page.vital, { reportAllChanges: true });
  }
}
