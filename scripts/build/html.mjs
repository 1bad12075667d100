// index.html: the entry's stylesheet and home's widget stylesheets in the head, the entry script, modulepreloads
// of every chunk the entry and home's first-paint widgets import, and the maps the widget loader reads
// (widget type -> stylesheet, widget type -> the chunks it needs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { visitorMaySee, widgetTypesOf } from '../../engine/screens/tree.js';
import { screenManifest } from './static-files.mjs';
import { pageTemplate } from '../../server/page-template.js';

const root = process.cwd();

/**
 * Writes <outdir>/index.html from static/index.html.
 * @param {{ meta: import('esbuild').Metafile, cssMap: Record<string, string>, outdir: string, entry: string }} opts
 *   the app bundle's metafile, widget-css.mjs's map, the build's folder and the app's entry module
 */
export function writeHtml({ meta, cssMap, outdir, entry: entryPoint }) {
  const outputs = meta.outputs;
  const url = (p) => `/${relative(outdir, p).split('\\').join('/')}`;
  const [entry, entryOut] = Object.entries(outputs).find(([, o]) => o.entryPoint === entryPoint);
  const staticImports = (file, seen = new Set()) => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return seen;
  };
  const widgetChunk = {};
  const groups = JSON.parse(readFileSync(join(root, 'generated/groups.json'), 'utf8'));
  for (const [file, o] of Object.entries(outputs)) {
    const m = /^generated\/(widgets|groups)\/(.+)\.ts$/.exec(o.entryPoint ?? '');
    if (!m) continue;
    for (const type of m[1] === 'groups' ? (groups[m[2]] ?? []) : [m[2]])
      if (m[1] === 'groups' || !widgetChunk[type]) widgetChunk[type] = file;
  }
  const manifest = screenManifest();
  const appDef = JSON.parse(manifest.files.find((f) => f.file === 'app.json').source);
  const home = manifest.files.map((f) => JSON.parse(f.source)).find((s) => s.routes?.includes(appDef.home));
  // The entry is a small loader; the app it imports (and what that imports) is preloaded with it. A server-rendered
  // page sets these preloads aside until it has painted (server/ssr.ts).
  // What the loader itself imports (esbuild's shared helpers) is preloaded at low priority, as the loader is on a
  // server-rendered page; these stay in its head (server/ssr.ts moves only the plain preloads).
  const entryNeeds = staticImports(entry);
  const preload = new Set();
  for (const imp of entryOut.imports)
    if (imp.kind === 'dynamic-import' && !imp.external) {
      preload.add(imp.path);
      staticImports(imp.path, preload);
    }
  const homeCss = [];
  // A visitor's home: member-only widgets load once a player is known (engine/mount/gated-widget.tsx). Deferred
  // widgets (home-later, or their own chunk when another screen shows them at once) load after the first paint,
  // with their stylesheet: nothing in the head.
  for (const type of home ? widgetTypesOf(home, 'now', visitorMaySee) : []) {
    // Home's stylesheet is in the head even though its widgets ship inside the entry's chunks (no chunk here).
    if (cssMap[type] && !homeCss.includes(cssMap[type])) homeCss.push(cssMap[type]);
    const chunk = widgetChunk[type];
    if (!chunk) continue;
    preload.add(chunk);
    for (const dep of staticImports(chunk)) preload.add(dep);
  }
  preload.delete(entry);
  for (const f of entryNeeds) preload.delete(f);
  // Every chunk a lazily loaded widget needs, so the loader can request them all at once (modulepreload)
  // rather than discover its imports one round trip after the widget's own chunk arrives.
  const loaded = new Set([entry, ...entryNeeds, ...preload]);
  const chunkList = [];
  const chunkDeps = {};
  const indexOf = (href) => (chunkList.includes(href) ? chunkList.indexOf(href) : chunkList.push(href) - 1);
  for (const [type, chunk] of Object.entries(widgetChunk)) {
    const need = [chunk, ...staticImports(chunk)].filter((f) => !loaded.has(f) && f.endsWith('.js'));
    if (need.length) chunkDeps[type] = need.map((f) => indexOf(url(f)));
  }
  const head = [
    entryOut.cssBundle && `<link rel="stylesheet" href="${url(entryOut.cssBundle)}">`,
    ...homeCss.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<link rel="preload" href="/screens/manifest.json" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="/i18n/en.json" as="fetch" crossorigin="anonymous">`,
    `<script type="module" src="${url(entry)}"></script>`,
    ...[...entryNeeds].map((f) => `<link rel="modulepreload" fetchpriority="low" href="${url(f)}">`),
    ...[...preload].map((f) => `<link rel="modulepreload" href="${url(f)}">`),
    `<script type="application/json" id="css-map">${JSON.stringify(cssMap)}</script>`,
    `<script type="application/json" id="chunk-deps">${JSON.stringify({ chunks: chunkList, deps: chunkDeps })}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
  const html = readFileSync(join(root, 'static/index.html'), 'utf8').replace('<!--head-->', head);
  // The server's markers stay for it to fill; a page without them fails the build here.
  pageTemplate(html, 'static/index.html');
  writeFileSync(join(outdir, 'index.html'), html);
}
