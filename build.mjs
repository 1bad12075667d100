// Production build (and --watch for development): esbuild with ESM code splitting, hashed names,
// minification, source maps and CSS bundling; index.html preloads the entry chunk, home's widgets
// and the screen manifest; text assets are precompressed (brotli, gzip) for the server.
// Usage: node build.mjs [--watch] [--dev] [--outdir dist]
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { languages, readCatalogue } from './scripts/catalogue.mjs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const args = process.argv.slice(2);
const watch = args.includes('--watch');
const dev = args.includes('--dev') || watch;
const outdir = args.includes('--outdir') ? args[args.indexOf('--outdir') + 1] : process.env.DIST_DIR || 'dist';
const root = process.cwd();

execFileSync(process.execPath, ['scripts/gen.mjs'], { stdio: 'inherit' });

/** Every screen file as { file, source }: the manifest format the engine reads. */
export function screenManifest(dir = join(root, 'screens')) {
  return { files: readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') })) };
}

function widgetTypesOf(screen) {
  const types = new Set();
  const walk = (nodes) => { for (const n of nodes ?? []) { types.add(n.type); walk(n.children); } };
  walk(screen.header?.widgets); walk(screen.widgets);
  return types;
}

function writeHtml(meta) {
  const outputs = meta.outputs;
  const url = (p) => '/' + relative(outdir, p).split('\\').join('/');
  const [entry, entryOut] = Object.entries(outputs).find(([, o]) => o.entryPoint === 'engine/main.tsx');
  const staticImports = (file, seen = new Set()) => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) { seen.add(imp.path); staticImports(imp.path, seen); }
    }
    return seen;
  };
  const cssMap = {};
  const widgetChunk = {};
  for (const [file, o] of Object.entries(outputs)) {
    const m = /^generated\/widgets\/(.+)\.ts$/.exec(o.entryPoint ?? '');
    if (!m) continue;
    widgetChunk[m[1]] = file;
    if (o.cssBundle) cssMap[m[1]] = url(o.cssBundle);
  }
  const manifest = screenManifest();
  const appDef = JSON.parse(manifest.files.find((f) => f.file === 'app.json').source);
  const home = manifest.files.map((f) => JSON.parse(f.source)).find((s) => s.routes?.includes(appDef.home));
  const preload = new Set(staticImports(entry));
  const homeCss = [];
  for (const type of home ? widgetTypesOf(home) : []) {
    const chunk = widgetChunk[type];
    if (!chunk) continue;
    preload.add(chunk);
    for (const dep of staticImports(chunk)) preload.add(dep);
    if (cssMap[type]) homeCss.push(cssMap[type]);
  }
  preload.delete(entry);
  const head = [
    entryOut.cssBundle && `<link rel="stylesheet" href="${url(entryOut.cssBundle)}">`,
    ...homeCss.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<link rel="preload" href="/screens/manifest.json" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="/i18n/en.json" as="fetch" crossorigin="anonymous">`,
    `<script type="module" src="${url(entry)}"></script>`,
    ...[...preload].map((f) => `<link rel="modulepreload" href="${url(f)}">`),
    `<script type="application/json" id="css-map">${JSON.stringify(cssMap)}</script>`,
  ].filter(Boolean).join('\n');
  const html = readFileSync(join(root, 'static/index.html'), 'utf8').replace('<!--head-->', head);
  writeFileSync(join(outdir, 'index.html'), html);
}

function writeStatic() {
  cpSync(join(root, 'static'), outdir, { recursive: true, filter: (src) => !src.endsWith('index.html') && !src.includes(join('static', 'i18n')) });
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
    if (statSync(file).isDirectory()) { precompress(file); continue; }
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
};

/** The component gallery: its own entry and folder, so nothing of it reaches the player bundle. */
async function buildGallery() {
  const dir = join(outdir, 'gallery');
  const result = await esbuild.build({ ...options, entryPoints: ['widgets/ui/gallery-main.tsx'], outdir: dir, splitting: false, entryNames: 'gallery-[hash]' });
  const out = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)[1];
  const rel = (p) => '/' + relative(outdir, p).split('\\').join('/');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Component gallery</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${out.cssBundle ? `<link rel="stylesheet" href="${rel(out.cssBundle)}">` : ''}<script type="module" src="${rel(Object.keys(result.metafile.outputs).find((f) => result.metafile.outputs[f] === out))}"></script></head><body><div id="root"></div></body></html>`);
}

function finish(result) {
  writeHtml(result.metafile);
  writeStatic();
  writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  if (!dev) precompress(outdir);
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
if (watch) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [{ name: 'html', setup(b) { b.onEnd((r) => { if (!r.errors.length) { finish(r); console.log(`[build] rebuilt ${new Date().toLocaleTimeString()}`); } }); } }],
  });
  await ctx.watch();
  await buildGallery();
  console.log('[build] watching for changes');
} else {
  const result = await esbuild.build(options);
  finish(result);
  await buildGallery();
  const js = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js'));
  console.log(`[build] ${outdir}/: ${js.length} JS files, ${(js.reduce((n, [, o]) => n + o.bytes, 0) / 1024).toFixed(1)} KiB JS in all`);
}
