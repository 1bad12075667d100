// Production build (and --watch for development): esbuild with ESM code splitting, hashed names,
// minification, source maps and CSS bundling; index.html preloads the entry chunk, home's widgets
// and the screen manifest; text assets are precompressed (brotli, gzip) for the server.
// Usage: node build.mjs [--watch] [--dev] [--outdir dist]
// Each build goes into a folder of its own and is published by swapping the dist link to it (scripts/atomic-dist.mjs).
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { languages, readCatalogue } from './scripts/catalogue.mjs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { buildStudio } from './studio/build.mjs';
import { buildServiceWorker } from './scripts/build-sw.mjs';
import { inPlace, publish, stage } from './scripts/atomic-dist.mjs';
import { widgetTypesOf } from './engine/screens/tree.js';

const args = process.argv.slice(2);
const watch = args.includes('--watch');
const dev = args.includes('--dev') || watch;
/** Where the build is published (a link to the build's own folder; a plain folder with --watch). */
const target = args.includes('--outdir') ? args[args.indexOf('--outdir') + 1] : process.env.DIST_DIR || 'dist';
const outdir = watch ? inPlace(target) : stage(target);
const root = process.cwd();

execFileSync(process.execPath, ['scripts/gen.mjs'], { stdio: 'inherit' });

/** Every screen file as { file, source }: the manifest format the engine reads. */
export function screenManifest(dir = join(root, 'screens')) {
  return {
    files: readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') })),
  };
}

/** Loads matching stylesheets as empty: keeps CSS out of a build that must not carry it. */
const cssEmpty = (skip) => ({
  name: 'css-empty',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, (args) => (skip(args.path) ? { contents: '', loader: 'css' } : undefined));
  },
});
/** The browser needs only how to call each endpoint, not the schema references and notes beside it. */
const leanEndpoints = {
  name: 'lean-endpoints',
  setup(b) {
    b.onLoad({ filter: /schema[\\/]api[\\/]endpoints\.json$/ }, (args) => {
      const { endpoints } = JSON.parse(readFileSync(args.path, 'utf8'));
      // Everything the client reads at run time (engine/api/client.ts, headers.ts, calls.ts: method, path, modID,
      // token, encrypt, auth, encoding, tokenQuery, cache, throttleMs...); only what documents the table is left out,
      // so a new policy field reaches the client without touching this. query and body are only tested for presence.
      const DOCS = new Set(['note', 'confidence', 'contract', 'value', 'errorValue', 'sandbox']);
      const keep = endpoints.map((e) =>
        Object.fromEntries(
          Object.entries(e)
            .filter(([k, v]) => !DOCS.has(k) && v !== false && !(k === 'auth' && v === 'none'))
            .map(([k, v]) => [k, k === 'query' || k === 'body' ? 1 : v]),
        ),
      );
      return { contents: JSON.stringify({ endpoints: keep }), loader: 'json' };
    });
  },
};
/**
 * Every module of ours also imports engine/core.ts (prepended on the first line, so source maps hold), so
 * every entry, the app's and each lazily loaded chunk alike, reaches all of the core and esbuild keeps it in
 * ONE chunk. Otherwise esbuild makes one chunk per distinct set of entries reaching a module, and the first
 * paint waited on dozens of small requests. core.ts only imports; nothing in it runs.
 */
const oneCore = {
  name: 'one-core',
  setup(b) {
    const core = join(root, 'engine', 'core.ts');
    b.onLoad({ filter: /[\\/](engine|widgets|generated)[\\/][^\\]*\.(tsx?|js)$/ }, (args) => {
      if (args.path === core || args.path.includes('node_modules')) return undefined;
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      return { contents: `import ${JSON.stringify(core)};${readFileSync(args.path, 'utf8')}`, loader };
    });
  },
};
/** wouter imports the useSyncExternalStore shim for React < 18; React 19 has it built in (engine/react-sync-store.ts). */
const noSyncStoreShim = {
  name: 'no-sync-store-shim',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: join(root, 'engine', 'react-sync-store.ts') }));
  },
};
const isWidgetCss = (p) => /[\\/]widgets[\\/](?!ui[\\/])/.test(p);
const isGlobalCss = (p) => /[\\/](widgets[\\/]ui|engine)[\\/]/.test(p);

/**
 * One stylesheet per widget chunk (and one for the home group), built apart from the JS: esbuild would
 * otherwise fold the CSS of every lazily loaded widget into the entry's stylesheet. Returns type -> URL.
 */
async function buildWidgetCss() {
  const groups = JSON.parse(readFileSync(join(root, 'generated/groups.json'), 'utf8'));
  const entryPoints = [
    ...readdirSync(join(root, 'generated/widgets'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `generated/widgets/${f}`),
    'generated/groups/home.ts',
    'generated/groups/home-later.ts',
  ];
  const result = await esbuild.build({
    ...options,
    entryPoints,
    outdir: join(outdir, 'assets', 'w'),
    splitting: false,
    write: false,
    sourcemap: false,
    plugins: [cssEmpty(isGlobalCss)],
    logLevel: 'error',
  });
  const cssMap = {};
  const url = (p) => '/' + relative(outdir, p).split('\\').join('/');
  for (const [file, o] of Object.entries(result.metafile.outputs)) {
    const m = /^generated\/(widgets|groups)\/(.+)\.ts$/.exec(o.entryPoint ?? '');
    if (!m || !o.cssBundle) continue;
    const css = result.outputFiles.find((f) => relative(root, f.path) === o.cssBundle);
    if (!css || css.contents.length === 0) continue;
    mkdirSync(join(outdir, 'assets', 'w'), { recursive: true });
    writeFileSync(css.path, css.contents);
    for (const type of m[1] === 'groups' ? (groups[m[2]] ?? []) : [m[2]])
      if (m[1] === 'groups' || !cssMap[type]) cssMap[type] = url(css.path);
    void file;
  }
  return cssMap;
}

function writeHtml(meta, cssMap) {
  const outputs = meta.outputs;
  const url = (p) => '/' + relative(outdir, p).split('\\').join('/');
  const [entry, entryOut] = Object.entries(outputs).find(([, o]) => o.entryPoint === 'engine/main.tsx');
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
  const preload = new Set(staticImports(entry));
  const homeCss = [];
  for (const type of home ? widgetTypesOf(home) : []) {
    // Deferred widgets (their own group) load after the first paint, with their stylesheet: nothing in the head.
    if (groups['home-later']?.includes(type)) continue;
    // Home's stylesheet is in the head even though its widgets ship inside the entry's chunks (no chunk here).
    if (cssMap[type] && !homeCss.includes(cssMap[type])) homeCss.push(cssMap[type]);
    const chunk = widgetChunk[type];
    if (!chunk) continue;
    preload.add(chunk);
    for (const dep of staticImports(chunk)) preload.add(dep);
  }
  preload.delete(entry);
  // Every chunk a lazily loaded widget needs, so the loader can request them all at once (modulepreload)
  // rather than discover its imports one round trip after the widget's own chunk arrives.
  const loaded = new Set([entry, ...preload]);
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
    ...[...preload].map((f) => `<link rel="modulepreload" href="${url(f)}">`),
    `<script type="application/json" id="css-map">${JSON.stringify(cssMap)}</script>`,
    `<script type="application/json" id="chunk-deps">${JSON.stringify({ chunks: chunkList, deps: chunkDeps })}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
  const html = readFileSync(join(root, 'static/index.html'), 'utf8').replace('<!--head-->', head);
  writeFileSync(join(outdir, 'index.html'), html);
}

function writeStatic() {
  cpSync(join(root, 'static'), outdir, {
    recursive: true,
    filter: (src) => !src.endsWith('index.html') && !src.includes(join('static', 'i18n')),
  });
  mkdirSync(join(outdir, 'i18n'), { recursive: true });
  for (const lang of languages()) writeFileSync(join(outdir, 'i18n', `${lang.toLowerCase()}.json`), JSON.stringify(readCatalogue(lang)));
  const manifest = screenManifest();
  writeFileSync(join(outdir, 'screens.shipped.json'), JSON.stringify(manifest));
  mkdirSync(join(outdir, 'screens'), { recursive: true });
  writeFileSync(join(outdir, 'screens/manifest.json'), JSON.stringify(manifest));
}

function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|html|json|svg|txt|webmanifest)$/.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

const options = {
  entryPoints: ['engine/main.tsx'],
  outdir: join(outdir, 'assets'),
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'safari15'],
  minify: !dev,
  sourcemap: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'c/[name]-[hash]',
  assetNames: 'a/[name]-[hash]',
  jsx: 'automatic',
  loader: { '.svg': 'file', '.png': 'file', '.webp': 'file', '.avif': 'file' },
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  legalComments: 'linked',
  logLevel: 'warning',
  plugins: [cssEmpty(isWidgetCss), ...(dev ? [] : [leanEndpoints]), oneCore, noSyncStoreShim],
};

/** The component gallery: its own entry and folder, so nothing of it reaches the player bundle. */
async function buildGallery() {
  const dir = join(outdir, 'gallery');
  const result = await esbuild.build({
    ...options,
    plugins: [],
    entryPoints: ['widgets/ui/gallery-main.tsx'],
    outdir: dir,
    splitting: false,
    entryNames: 'gallery-[hash]',
  });
  const out = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)[1];
  const rel = (p) => '/' + relative(outdir, p).split('\\').join('/');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Component gallery</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${out.cssBundle ? `<link rel="stylesheet" href="${rel(out.cssBundle)}">` : ''}<script type="module" src="${rel(Object.keys(result.metafile.outputs).find((f) => result.metafile.outputs[f] === out))}"></script></head><body><div id="root"></div></body></html>`,
  );
}

/**
 * The server render (issue 21): the same engine and widgets for Node, one file (server/render.mjs in the build's
 * folder, never served: server/app.ts), loaded by server/ssr.ts. No CSS: the page links the client's stylesheets.
 */
async function buildServerRender() {
  await esbuild.build({
    ...options,
    entryPoints: { render: 'engine/mount/server-render.tsx' },
    outdir: join(outdir, 'server'),
    platform: 'node',
    target: 'node20',
    splitting: false,
    minify: false,
    sourcemap: false,
    metafile: false,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    // React's Node renderer is CommonJS and requires Node's built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [cssEmpty(() => true), ...(dev ? [] : [leanEndpoints]), noSyncStoreShim],
    logLevel: 'warning',
    legalComments: 'none',
  });
}

async function finish(result) {
  writeHtml(result.metafile, await buildWidgetCss());
  writeStatic();
  writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  await buildServiceWorker({ outdir, dev, options });
  await buildServerRender();
  if (!dev) precompress(outdir);
}

if (watch) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: 'html',
        setup(b) {
          b.onEnd(async (r) => {
            if (!r.errors.length) {
              await finish(r);
              console.log(`[build] rebuilt ${new Date().toLocaleTimeString()}`);
            }
          });
        },
      },
    ],
  });
  await ctx.watch();
  await buildGallery();
  await buildStudio({ outdir, dev, watch: true });
  console.log('[build] watching for changes');
} else {
  const result = await esbuild.build(options);
  await finish(result);
  await buildGallery();
  await buildStudio({ outdir, dev });
  publish(target, outdir);
  const js = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js'));
  console.log(`[build] ${target}/: ${js.length} JS files, ${(js.reduce((n, [, o]) => n + o.bytes, 0) / 1024).toFixed(1)} KiB JS in all`);
}
