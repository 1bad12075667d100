// What the server puts into a page so its first screenful needs no platform round trip (the largest
// paint on home is the first banner, which otherwise waits for JS, then site config, then the banner call):
// - site config (the platform's status and the operator's profile), and on home the banner call for the platform's default language, as
//   <script type="application/json" id="boot-data"> (read once by engine/api/boot-data.ts);
// - the assumed calls the platform refused lately (server/not-offered.ts), which the page then does not ask, as
//   <script type="application/json" id="not-offered"> (whether or not the boot data came in time);
// - preloads of the images the first screenful shows: the brand logo in the header (the largest paint of pages
//   such as login) and home's first banner, so they download while the JS does.
// Both are fetched fresh for each page from the platform this server fronts (the sandbox or the proxy), with the
// page's cookies (so a studio preview gets its own switches), within BOOT_TIMEOUT_MS; without them the page
// simply makes the calls itself.
// Every page also gets the operator's platform settings (merchant code, public key, profile) as
// <script type="application/json" id="platform"> (engine/api/platform.ts), which its first call already needs.
import type { IncomingMessage } from 'node:http';
import { escapeHtml } from './escape-html.ts';
import { readManifest } from './screens.ts';
import { platformGet } from './platform.ts';
import { platformSettings } from './platform-config.ts';
import { fromStatus } from '../engine/api/site-status.ts';
import { widgetsOf } from '../engine/screens/tree.js';
import { DEFAULT_LANGUAGE, ROUTES } from '../engine/constants.ts';
import type { SiteConfig, SystemStatus } from '../engine/api/types.gen.ts';

interface ScreenNode {
  type: string;
  props?: Record<string, unknown>;
  children?: ScreenNode[];
}
interface Screen {
  routes?: string[];
  widgets?: ScreenNode[];
}

/** The longest a page waits for its boot data. */
export const BOOT_TIMEOUT_MS = 500;

/** The home route and the banner group its first banner-slider shows, or null without one. */
export async function homeBanner(screensDir: string): Promise<{ route: string; group: string } | null> {
  const { files } = await readManifest(screensDir);
  const parse = (source: string | undefined) => {
    try {
      return JSON.parse(source ?? '') as Screen & { home?: string };
    } catch {
      return null;
    }
  };
  const home = parse(files.find((f) => f.file === 'app.json')?.source)?.home ?? ROUTES.home;
  for (const { source } of files) {
    const screen = parse(source);
    if (!screen?.routes?.includes(home)) continue;
    const slider = widgetsOf({ widgets: screen.widgets }).find((n) => n.type === 'banner-slider');
    return slider ? { route: home, group: String(slider.props?.group ?? 'home') } : null;
  }
  return null;
}

/** The first banner's URL for a language, as the banner-slider widget picks it (that language's, else EN's). */
export function firstBanner(banners: unknown, group: string, language: string, fallback = DEFAULT_LANGUAGE): string | null {
  const list = Array.isArray(banners) ? (banners as Array<{ groupName?: unknown; url?: unknown } | null>) : [];
  const of = (lang: string) =>
    list.find((b) => b && typeof b.url === 'string' && b.groupName === `m_${group}_${lang}`)?.url as string | undefined;
  return of(language) ?? of(fallback) ?? null;
}

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** What one page request gets: the <head> additions, and site config when the platform answered in time (the
 * server render uses it). */
export interface BootPage {
  head: string;
  config: Partial<SiteConfig> | null;
}

/** Builds the <head> additions for one page request: the platform settings, plus the boot data when the platform
 * answers in time (`calls: false`: no platform to ask). */
export function bootData(screensDir: string, opts: BootOptions = {}) {
  const page = bootPage(screensDir, opts);
  return async (req: IncomingMessage, path: string): Promise<string> => (await page(req, path)).head;
}

/** What a page's boot data comes from: whether there is a platform to ask (`calls: false`: none), and the assumed
 * calls it refused lately (server/not-offered.ts), which the page is told not to ask. */
export interface BootOptions {
  calls?: boolean;
  notOffered?: () => readonly string[];
}

/** bootData, with the site config it fetched. */
export function bootPage(screensDir: string, opts: BootOptions = {}) {
  return async (req: IncomingMessage, path: string): Promise<BootPage> => {
    const platform = `<script type="application/json" id="platform">${scriptJson(platformSettings())}</script>`;
    // Without a platform behind this server (SANDBOX=0, /wps routed elsewhere) there is nothing to ask.
    const calls = opts.calls === false ? { head: '', config: null } : await bootCalls(req, path, screensDir);
    // Asked after the boot calls, which may have just met a refusal (siteConfig's).
    const refused = opts.notOffered?.() ?? [];
    const notOffered = refused.length ? `<script type="application/json" id="not-offered">${scriptJson(refused)}</script>` : '';
    return { head: platform + notOffered + calls.head, config: calls.config };
  };
}

/** The boot data block and image preloads; nothing when the platform does not answer in time. */
async function bootCalls(req: IncomingMessage, path: string, screensDir: string): Promise<BootPage> {
  const signal = AbortSignal.timeout(BOOT_TIMEOUT_MS);
  const get = <T>(name: string, query = '', language?: string) => platformGet<T>(req, name, { signal, query, cookies: true, language });
  try {
    const [status, config, home] = await Promise.all([
      get<SystemStatus>('systemStatus'),
      get<Partial<SiteConfig>>('siteConfig'),
      homeBanner(screensDir),
    ]);
    if (!status && !config) return { head: '', config: null };
    // The client builds its site config from both (engine/api/startup.ts): the platform's status and the operator's
    // profile, which a real platform may not answer (then the page asks for it and starts with the defaults).
    // The server render gets the same merged config, so its gates see the same flags.
    const calls: Array<{ name: string; input: unknown; value: unknown }> = [];
    if (status) calls.push({ name: 'systemStatus', input: null, value: status });
    if (config) calls.push({ name: 'siteConfig', input: null, value: config });
    const merged: Partial<SiteConfig> = { ...config, ...(status ? fromStatus(status) : {}) };
    const image = (url: unknown, priority: 'high' | 'auto') =>
      typeof url === 'string' && /^(\/(?!\/)|https:\/\/)/.test(url)
        ? `<link rel="preload" as="image" href="${escapeHtml(url)}"${priority === 'high' ? ' fetchpriority="high"' : ''}>`
        : '';
    const isHome = home && (path === '/' || path === '/m' || path === '/m/' || path === home.route);
    // The logo is the largest paint of most pages; on home the banner is, and comes first.
    let preload = image(config?.brand?.logoUrl, isHome ? 'auto' : 'high');
    // The banner call as the page makes it (widgets/home/notices.ts); on the wire the client adds the configured
    // merchant code (endpoints.json merchantQuery), so the answer is asked with it too.
    const merchant = platformSettings().merchant || config?.merchantCode;
    if (isHome && merchant) {
      const language = config?.languages?.default ?? DEFAULT_LANGUAGE;
      const input = { platform: 'M', language, types: 'B', groupName: '' };
      const notices = await get<{ banners?: unknown }>(
        'notices',
        `?${new URLSearchParams({ ...input, merchantCode: merchant })}`,
        language,
      );
      if (notices) {
        calls.push({ name: 'notices', input, value: notices });
        preload = image(firstBanner(notices.banners, home.group, language), 'high') + preload;
      }
    }
    return { head: `${preload}<script type="application/json" id="boot-data">${scriptJson({ calls })}</script>`, config: merged };
  } catch {
    return { head: '', config: null };
  }
}
