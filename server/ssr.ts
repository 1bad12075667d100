// The server render of app pages: the build's server bundle (server/render.mjs in the build's folder,
// built by build.mjs from engine/mount/server-render.tsx) renders the route's first screenful as the visitor sees
// it; this file puts it into index.html's marked regions (server/page-template.js) with what the client needs to
// hydrate it: the render data, the title and the screen's stylesheets and module preloads. The whole render, data
// included, stays within RENDER_BUDGET_MS; a render that fails or finds no screen gives null, and the caller serves
// the client-only page.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage } from 'node:http';
import type { Build } from './builds.ts';
import { readManifest, screensVersion } from './screens.ts';
import { labelsDirFor, labelsVersion, playerCatalogue } from './labels.ts';
import { selfOrigin } from './platform.ts';
import { platformSettings } from './platform-config.ts';
import { scriptJson } from './boot-data.ts';
import { escapeHtml } from './escape-html.ts';
import type { RenderInput, RenderOutput } from '../engine/mount/server-render.tsx';

/** The longest a page's platform data may hold its HTML back (after the boot data); late widgets render loading. A
 * page whose boot data the platform did not give in time (server/boot-data.ts BOOT_TIMEOUT_MS) waits for nothing
 * more: its widgets render their loading states at once and load in the browser. */
export const RENDER_BUDGET_MS = 400;

interface RenderModule {
  renderPage(input: RenderInput): Promise<RenderOutput | null>;
  themeCss(brand: Brand, template: RenderInput['siteConfig']['mobileTemplate']): { css: string; scheme: string };
}
type Brand = NonNullable<RenderInput['siteConfig']['brand']>;
interface BuildFacts {
  key: string;
  module: Promise<RenderModule>;
  cssMap: Record<string, string>;
  chunks: { chunks: string[]; deps: Record<string, number[]> };
}

const json = <T>(html: string, id: string, fallback: T): T => {
  const m = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  try {
    return m ? (JSON.parse(m[1]!) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** The server renderer for one screens folder. */
export function serverRenderer(screensDir: string, log: (error: string) => void = () => {}) {
  const builds = new Map<string, BuildFacts>();
  const labelsDir = labelsDirFor(screensDir);
  // A build is known by its folder and its server bundle's time: `npm run dev` rebuilds in place, in the same folder,
  // and its next request renders with the new bundle (a module URL of its own: Node keeps every module it loaded).
  const facts = (build: Build): BuildFacts => {
    const file = join(build.dir, 'server', 'render.mjs');
    const key = `${build.id}:${statSync(file).mtimeMs}`;
    let f = builds.get(build.dir);
    if (f?.key !== key) {
      const index = build.index.toString('utf8');
      const url = `${pathToFileURL(file).href}${f ? `?${encodeURIComponent(key)}` : ''}`;
      f = {
        key,
        module: import(url) as Promise<RenderModule>,
        cssMap: json(index, 'css-map', {}),
        chunks: json(index, 'chunk-deps', { chunks: [], deps: {} }),
      };
      builds.set(build.dir, f);
    }
    return f;
  };

  /** index.html with the page rendered into it and whether all its data arrived in time, or null (no render:
   * serve the client-only page). `budgetMs`: how long the widgets' data may hold the page back. */
  return async (
    build: Build,
    req: IncomingMessage,
    path: string,
    search: string,
    siteConfig: unknown,
    headAdditions: string,
    budgetMs = RENDER_BUDGET_MS,
  ): Promise<{ body: Buffer; complete: boolean } | null> => {
    try {
      const f = facts(build);
      const mod = await f.module;
      const out = await mod.renderPage({
        path,
        search,
        version: `${build.id}:${screensVersion(screensDir)}:${labelsVersion(labelsDir)}`,
        manifest: () => readManifest(screensDir),
        shipped: async () => JSON.parse(await readFile(join(build.dir, 'screens.shipped.json'), 'utf8')),
        siteConfig: siteConfig as RenderInput['siteConfig'],
        catalogue: (code) => playerCatalogue(build.dir, labelsDir, code),
        origin: selfOrigin(req),
        platform: platformSettings(),
        deadline: Date.now() + budgetMs,
      });
      if (!out) return null;
      const config = siteConfig as RenderInput['siteConfig'];
      const theme = config.brand ? mod.themeCss(config.brand, config.mobileTemplate) : null;
      return { body: Buffer.from(page(build, out, f, headAdditions, theme)), complete: out.complete };
    } catch (err) {
      log(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
      return null;
    }
  };
}

/**
 * A server-rendered page paints without its script, so the module preloads and the start-up fetches' preloads wait
 * until it has painted (app/main.tsx adds them then, from the after-paint list): on a slow connection the
 * stylesheets and the largest image get the bandwidth first, and hydration follows. The entry itself (a small
 * loader) is asked for at low priority: the browser holds it back while the render-blocking stylesheets load.
 * What the loader imports itself (preloaded at low priority, fetchpriority before href) stays. Applied to the
 * finished page (after server/app.ts has tagged the start-up fetches' addresses).
 */
export function setAsideScripts(html: string): string {
  const aside: string[][] = [];
  const end = html.indexOf('</head>');
  const rest = html
    .slice(0, end)
    .replace(/<link rel="(modulepreload|preload)" href="([^"]*)"([^>]*)>\n?/g, (tag, rel: string, href: string, more: string) => {
      if (rel === 'preload' && !more.includes('as="fetch"')) return tag;
      aside.push(rel === 'preload' ? [rel, href, 'fetch'] : [rel, href]);
      return '';
    })
    .replace(/<script type="module" ([^>]*)>/, (tag, attrs: string) =>
      attrs.includes('fetchpriority=') ? tag : `<script type="module" ${attrs} fetchpriority="low">`,
    );
  const list = aside.map((a) => a.map((x) => x.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))));
  return `${rest}<script type="application/json" id="after-paint">${scriptJson(list)}</script>\n${html.slice(end)}`;
}

/** Inline style attributes are not allowed by the CSP (style-src 'self'): the client applies them before hydrating. */
const moveStyles = (html: string) => html.replace(/ style="([^"]*)"/g, ' data-ssr-style="$1"');

/**
 * The moved styles as rules of the page's own stylesheet (<style id="theme">, allowed by its hash), so the first
 * paint already has them (a banner's aspect ratio, a counter's digits) and nothing moves when the client applies
 * them. Only plain declarations qualify (no quotes, entities, braces or angle brackets); others wait for the client.
 */
function movedStyleRules(html: string): string {
  const values = new Set<string>();
  for (const m of html.matchAll(/ style="([^"]*)"/g)) if (/^[\w\s:;.,%#()/+-]*$/.test(m[1]!)) values.add(m[1]!);
  return [...values].map((v) => `[data-ssr-style="${v}"]{${v}}`).join('');
}

function page(
  build: Build,
  out: RenderOutput,
  f: BuildFacts,
  headAdditions: string,
  theme: { css: string; scheme: string } | null,
): string {
  const index = build.index.toString('utf8');
  const head: string[] = [headAdditions];
  const preloads = new Set<string>();
  // The stylesheets of what the page shows, those rendered ahead of their code too (`"defer": "code"`); the chunks
  // only of the first paint's widgets: a section rendered ahead of its code gets it after the first paint.
  for (const type of [...out.types, ...out.lateTypes]) {
    const css = f.cssMap[type];
    if (css && !index.includes(`href="${css}"`) && !head.some((h) => h.includes(`href="${css}"`)))
      head.push(`<link rel="stylesheet" href="${escapeHtml(css)}">`);
  }
  for (const type of out.types) {
    for (const i of f.chunks.deps[type] ?? []) {
      const href = f.chunks.chunks[i];
      if (href) preloads.add(href);
    }
  }
  for (const href of preloads) head.push(`<link rel="modulepreload" href="${escapeHtml(href)}">`);
  head.push(`<script type="application/json" id="render-data">${scriptJson(out.data)}</script>`);
  // The brand's colours and logo and the rendered elements' own styles, so the first paint needs no script (the
  // response's CSP names this stylesheet's hash).
  const css = (theme?.css ?? '') + movedStyleRules(out.html);
  if (css) head.push(`<style id="theme">${css}</style>`);
  const scheme = theme ? ` data-scheme="${escapeHtml(theme.scheme)}"` : '';
  // The root without the boot shell and the <noscript> note: the page reads without a script.
  return build.template.fill({
    html: `<html lang="${escapeHtml(out.lang.tag)}" dir="${escapeHtml(out.lang.dir)}"${scheme}>`,
    title: `<title>${escapeHtml(out.title)}</title>`,
    head: head.join('\n'),
    root: `<div id="root" data-ssr="${escapeHtml(out.language)}">${moveStyles(out.html)}</div>`,
  });
}
