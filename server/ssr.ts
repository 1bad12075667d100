// The server render of app pages: the build's server bundle (server/render.mjs in the build's folder,
// built by build.mjs from engine/mount/server-render.tsx) renders the route's first screenful as the visitor sees
// it; this file puts it into index.html with what the client needs to hydrate it: the render data, the title and
// the screen's stylesheets and module preloads. The whole render, data included, stays within RENDER_BUDGET_MS; a
// render that fails or finds no screen gives null, and the caller serves the client-only page.
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
import type { RenderInput, RenderOutput } from '../engine/mount/server-render.tsx';

/** The longest a page's platform data may hold its HTML back (after the boot data); late widgets render loading. */
export const RENDER_BUDGET_MS = 400;

interface RenderModule {
  renderPage(input: RenderInput): Promise<RenderOutput | null>;
}
interface BuildFacts {
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
const attr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const text = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The server renderer for one screens folder. */
export function serverRenderer(screensDir: string, log: (error: string) => void = () => {}) {
  const builds = new Map<string, BuildFacts>();
  const labelsDir = labelsDirFor(screensDir);
  const facts = (build: Build): BuildFacts => {
    let f = builds.get(build.dir);
    if (!f) {
      const index = build.index.toString('utf8');
      f = {
        module: import(pathToFileURL(join(build.dir, 'server', 'render.mjs')).href) as Promise<RenderModule>,
        cssMap: json(index, 'css-map', {}),
        chunks: json(index, 'chunk-deps', { chunks: [], deps: {} }),
      };
      builds.set(build.dir, f);
    }
    return f;
  };

  /** index.html with the page rendered into it, or null (no render: serve the client-only page). */
  return async (
    build: Build,
    req: IncomingMessage,
    path: string,
    search: string,
    siteConfig: unknown,
    headAdditions: string,
  ): Promise<Buffer | null> => {
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
        deadline: Date.now() + RENDER_BUDGET_MS,
      });
      if (!out) return null;
      return Buffer.from(page(build.index.toString('utf8'), out, f, headAdditions));
    } catch (err) {
      log(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
      return null;
    }
  };
}

/** Inline style attributes are not allowed by the CSP (style-src 'self'): the client applies them before hydrating. */
const moveStyles = (html: string) => html.replace(/ style="([^"]*)"/g, ' data-ssr-style="$1"');

function page(index: string, out: RenderOutput, f: BuildFacts, headAdditions: string): string {
  const head: string[] = [headAdditions];
  const preloads = new Set<string>();
  for (const type of out.types) {
    const css = f.cssMap[type];
    if (css && !index.includes(`href="${css}"`) && !head.some((h) => h.includes(`href="${css}"`)))
      head.push(`<link rel="stylesheet" href="${attr(css)}">`);
    for (const i of f.chunks.deps[type] ?? []) {
      const href = f.chunks.chunks[i];
      if (href) preloads.add(href);
    }
  }
  for (const href of preloads) head.push(`<link rel="modulepreload" href="${attr(href)}">`);
  head.push(`<script type="application/json" id="render-data">${scriptJson(out.data)}</script>`);
  const start = index.indexOf('<div id="root">');
  const end = index.lastIndexOf('</div>', index.indexOf('<noscript>'));
  const noscriptEnd = index.indexOf('</noscript>') + '</noscript>'.length;
  if (start < 0 || end < start) throw new Error('index.html has no root element');
  return (
    index
      .slice(0, start)
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${attr(out.lang.tag)}" dir="${attr(out.lang.dir)}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${text(out.title)}</title>`)
      .replace('</head>', `${head.join('\n')}\n</head>`) +
    `<div id="root" data-ssr="${attr(out.language)}">${moveStyles(out.html)}</div>` +
    index.slice(noscriptEnd)
  );
}
