// Builds the benchmark's own pages with the app's esbuild settings: the React floor and the
// engine-costs page. Output goes to bench/.out/ (never into the app's dist/). Their files are precompressed by the
// app build's own step (scripts/build/precompress.mjs), so the server sends the floor brotli or gzip exactly as it
// sends the app.
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { precompress } from '../scripts/build/precompress.mjs';

const shared: esbuild.BuildOptions = {
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'safari15'],
  minify: true,
  sourcemap: false,
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'c/[name]-[hash]',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
  loader: { '.css': 'empty' },
};

/** Builds one page into `dir` with an index.html that loads it, and returns the folder. */
async function page(entry: string, dir: string, title: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const result = await esbuild.build({ ...shared, entryPoints: [entry], outdir: join(dir, 'assets') });
  const main = Object.entries(result.metafile!.outputs).find(([, o]) => o.entryPoint === entry)![0];
  writeFileSync(
    join(dir, 'index.html'),
    // With the app server's page markers (server/page-template.js), which it asks of every build it serves; the
    // server renders nothing into these pages (no SSR), so they change nothing in what is sent.
    `<!doctype html><!--app:html--><html lang="en"><!--/app:html--><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="${title}"><!--app:title--><title>${title}</title><!--/app:title--><link rel="icon" href="data:,"><script type="module" src="/${relative(dir, main)}"></script><!--app:head--><!--/app:head--></head><body><!--app:root--><div id="root"></div><!--/app:root--></body></html>`,
  );
  await precompress(dir);
  return dir;
}

/** The React "hello world" floor and the engine-costs page. */
export async function buildExtras(root: string) {
  const out = join(root, 'bench/.out');
  return {
    floor: await page('bench/floor/main.tsx', join(out, 'floor'), 'Floor'),
    engine: await page('bench/engine-costs.tsx', join(out, 'engine'), 'Engine costs'),
  };
}
