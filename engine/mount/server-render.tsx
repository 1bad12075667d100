// The server bundle's entry (build.mjs builds it for Node next to the client bundle): renders a route's first
// screenful with the same engine, screens and widgets as the browser, as the visitor sees it. The data widgets ask
// for first (useFirstData) is loaded through the same API client, from the platform the server fronts, within a
// budget; whatever has not arrived by then renders as its loading state.
import { renderToString } from 'react-dom/server';
import { AppRoot } from './root.tsx';
import { collecting, newCollector } from './hydration.ts';
import { loadScreens, type Manifest, type ScreenSet } from '../screens/load.ts';
import { walkWidgets as walk } from '../screens/tree.js';
import { preparePage } from './prepare-page.ts';
import { isStandIn } from './gated-widget.tsx';
import { buildRouteTable, resolve } from '../routes.ts';
import { applySiteConfig } from '../boot.ts';
import { catalogue, forgetCatalogues, languageState, setLanguage, t } from '../i18n.ts';
import { configureClient } from '../api/client.ts';
import { clearCache } from '../api/cache.ts';
import { titleKey } from '../screens/title.ts';
import { app } from '../state.ts';
import type { PlatformSettings } from '../api/platform.ts';
import type { SiteConfig } from '../api/types.gen.ts';
import { DEFAULT_LANGUAGE } from '../constants.ts';
import { languageFacts } from '../languages.ts';
import { NOT_FOUND_ID } from './use-route-screen.ts';

export interface RenderInput {
  path: string;
  search: string;
  /** Changes whenever screens/ or the published labels change: the parsed and prepared screens are kept per version. */
  version: string;
  manifest(): Promise<Manifest>;
  shipped(): Promise<Manifest>;
  siteConfig: SiteConfig;
  /** A label catalogue by language code. */
  catalogue(code: string): Promise<Record<string, string>>;
  /** Where the API client sends calls: the platform this server fronts, over loopback. */
  origin: string;
  platform: PlatformSettings;
  /** When the data wait ends (a Date.now() time). */
  deadline: number;
}

export interface RenderOutput {
  html: string;
  /** The first data the page rendered with, by component id (the page carries it for hydration). */
  data: Record<string, unknown>;
  /** The document title, as the app sets it. */
  title: string;
  language: string;
  /** The language's BCP 47 tag and direction, for <html>. */
  lang: { tag: string; dir: string };
  /** Widget types of the screen's first screenful: their stylesheets and chunks go into the page's head. */
  types: string[];
  /** Widget types rendered although deferred (`"defer": "code"`): their stylesheets go into the head, their chunks
   * load after the first paint. */
  lateTypes: string[];
  /** Whether every widget's data arrived in time: otherwise some render their loading state, and the page is not kept long. */
  complete: boolean;
}

/** Whether a value is plain JSON data: it reads the same after JSON.parse(JSON.stringify(value)). */
function isJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((v) => v === undefined || isJson(v, depth + 1));
}

let kept: { version: string; set: Promise<ScreenSet> } | null = null;
const MAX_PASSES = 3;

/** Renders one page, or null when no screen answers the path. Throws when rendering fails (the caller then
 * serves the client-only page). */
export async function renderPage(input: RenderInput): Promise<RenderOutput | null> {
  if (kept?.version !== input.version) {
    // The version changes with the published labels too: fetch the catalogues again.
    forgetCatalogues();
    kept = { version: input.version, set: loadScreens({ manifest: input.manifest, shipped: input.shipped }) };
  }
  const set = await kept.set.catch((err) => {
    kept = null;
    throw err;
  });
  catalogue.fetch = input.catalogue;
  // The API client's cache is the browser's (a tab's lifetime); on the server every page asks afresh.
  clearCache();
  configureClient({
    baseUrl: input.origin,
    merchant: input.platform.merchant || input.siteConfig.merchantCode,
    publicKey: input.platform.publicKey || input.siteConfig.encryption?.publicKey,
    profile: input.platform.profile,
  });
  applySiteConfig(input.siteConfig);
  const language = await setLanguage(DEFAULT_LANGUAGE);
  const table = buildRouteTable(set.screens, () => {});
  const forced = app.startup === 1 ? set.app.maintenance : app.startup === 2 ? set.app.regionRestricted : null;
  const claimed = forced ? resolve(table, forced) : resolve(table, input.path, input.search);
  // A path no screen claims shows the not-found screen, as in the browser (use-route-screen.ts); server/app.ts
  // answers it with HTTP 404.
  const notFound = set.screens.find((s) => s.id === NOT_FOUND_ID);
  const resolved = claimed ?? (notFound ? { screen: notFound, params: {} } : null);
  if (!resolved) return null;
  const prepared = await preparePage(set, resolved.screen, () => {});
  if (prepared.broken.size) throw new Error(`screen "${resolved.screen.id}" has broken widgets`);
  // The sections rendered although their code loads after the first paint: their code, here at once.
  const nodes = [...walk(prepared.screen)];
  const late = nodes.filter(([n]) => n.defer === 'code');
  const lateTypes = [
    ...new Set(nodes.filter(([, pointer]) => late.some(([, at]) => pointer === at || pointer.startsWith(`${at}/`))).map(([n]) => n.type)),
  ];
  await Promise.all(lateTypes.map((type) => prepared.lateOne?.(type)));

  const collector = newCollector();
  const render = () => {
    applySiteConfig(input.siteConfig);
    languageState.code = language;
    return collecting(collector, () => renderToString(<AppRoot set={set} ssrPath={input.path} ssrSearch={input.search} />));
  };
  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = [...collector.loads].filter(([id]) => !collector.done.has(id));
    const left = input.deadline - Date.now();
    if (!waiting.length || left <= 0) break;
    await Promise.race([
      // Only what survives the trip into the page as JSON (no Map, Set, Date or class) is rendered with.
      Promise.allSettled(
        waiting.map(([id, p]) =>
          p.then((v) => {
            if (isJson(v)) collector.done.set(id, v);
          }),
        ),
      ),
      new Promise((done) => setTimeout(done, left)),
    ]);
    const before = collector.loads.size;
    html = render();
    if (collector.loads.size === before) break;
  }
  const brand = String((input.siteConfig as { brand?: { name?: string } }).brand?.name ?? '');
  const title = t(titleKey(resolved.screen, resolved.params, () => undefined));
  // Not the member-only widgets the visitor's page leaves out (stand-ins): their code loads once a player is known.
  const types = [...new Set(nodes.filter(([n, , deferred]) => !deferred && !isStandIn(prepared.modules.get(n.type))).map(([n]) => n.type))];
  return {
    html,
    data: collector.used,
    title: brand ? `${title} · ${brand}` : title,
    language,
    lang: { tag: languageFacts(language).tag, dir: languageFacts(language).dir },
    types,
    lateTypes: lateTypes.filter((type) => !types.includes(type)),
    complete: [...collector.loads.keys()].every((id) => collector.done.has(id)),
  };
}
