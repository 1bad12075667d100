// What the server sends for a route, read without running it: shared by the route sweeps (smoke-run.ts) and the
// server-render tests (ssr.e2e.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { buildRouteTable, resolve } from '../../engine/routes.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';
import { until } from './harness.ts';

const screens = readdirSync('screens')
  .filter((f) => f.endsWith('.json') && f !== 'app.json')
  .map((f) => JSON.parse(readFileSync(`screens/${f}`, 'utf8')) as ScreenDef);
const table = buildRouteTable(screens);

/** Whether the route's screen shows a header (its definition says). */
export const hasHeader = (route: string) => screenAt(route)?.header.mode !== 'hidden';

/** The id of the screen a route opens (aliases such as home's six routes share one). */
export const screenOf = (route: string) => screenAt(route)?.id ?? route;

/** The screen a route (path and query) opens. */
function screenAt(route: string): ScreenDef | undefined {
  return resolvedAt(route)?.screen;
}

/** The screen a route (path and query) opens, with its parameters, as the engine resolves it. */
export function resolvedAt(route: string) {
  const [path = '', search = ''] = route.split('?');
  return resolve(table, path, search);
}

/** Hydration errors and warnings as React (production or development) reports them. */
export const HYDRATION = /hydrat|did not match|didn't match|react\.dev\/errors\/(418|419|421|422|423|425)/i;

/** The HTML of `route` on the server at `base` and what it says. */
export async function served(base: string, route: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + route, { headers });
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  // Each widget sits in a hydration boundary of its own: React's <!--$--> comment markers may come first.
  const main = /<main id="main"[^>]*>(?:\s*<!--[^>]*-->)*\s*<(\w+)[^>]*?class="([^"]*)"([^>]*)>/.exec(root);
  return {
    res,
    html,
    /** Server-rendered with the platform's site config (a page whose platform was late is rendered with the defaults,
     * which is not what the render checks look at: they wait for this). */
    ssr:
      /<div id="root" data-ssr="EN">/.test(html) && /<script type="application\/json" id="boot-data">[^<]*"name":"siteConfig"/.test(html),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    h1: /<h1[^>]*>([^<]+)<\/h1>/.exec(root)?.[1] ?? '',
    header: root.includes('<header class="app-header'),
    /** The class of the first element in main (the skeleton when the screen is not the visitor's). */
    first: main?.[2] ?? '',
    /** Whether that first element is a loading state (it is replaced when its data arrives). */
    firstLoading: /aria-busy="true"/.test(main?.[3] ?? '') || /skeleton/.test(main?.[2] ?? ''),
  };
}

export type Served = Awaited<ReturnType<typeof served>>;

/**
 * The route as served once `has` holds for it (within 15 s). On a busy machine the first requests to a new server
 * can miss the platform's time budgets: the page is then by design client-only (no boot data) or renders a widget
 * loading (its data late), and such a page is kept only briefly (server/page-cache.ts), so a later request gets a
 * page made anew. Page loads after it within the page's time get the same page.
 */
export async function servedWith(base: string, route: string, has: (page: Served) => boolean, what: string): Promise<Served> {
  let last = await served(base, route);
  await until(async () => has(last) || has((last = await served(base, route))), `${route} is served ${what}`, 15_000);
  return last;
}
