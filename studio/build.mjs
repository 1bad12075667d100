// Builds the screen studio into <outdir>/studio/ (studio.js, studio.css, index.html; the field-data page's
// field-data.js, .css and .html): its own esbuild entries and folder, so nothing of it reaches the player bundle.
// Called by build.mjs; also runnable:
// node studio/build.mjs [--dev] [--outdir dist]
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Builds (or, with `watch`, keeps rebuilding) the studio bundle.
 * @param {{ outdir: string, dev?: boolean, watch?: boolean }} opts
 */
export async function buildStudio({ outdir, dev = false, watch = false }) {
  const dir = join(outdir, 'studio');
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(here, 'index.html'), join(dir, 'index.html'));
  copyFileSync(join(here, 'field-data.html'), join(dir, 'field-data.html'));
  const options = {
    entryPoints: { studio: join(here, 'main.ts'), review: join(here, 'review.ts'), 'field-data': join(here, 'field-data.ts') },
    outdir: dir,
    bundle: true,
    format: 'esm',
    target: ['es2022'],
    minify: !dev,
    sourcemap: true,
    legalComments: 'linked',
    // rjsf's Markdown renderer: never used by the studio's forms (see the stand-in's header).
    alias: { 'markdown-to-jsx/react': join(here, 'visual', 'plain-markdown.tsx') },
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
  };
  if (!watch) return esbuild.build(options);
  const ctx = await esbuild.context(options);
  await ctx.watch();
  return ctx;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outdir = args.includes('--outdir') ? args[args.indexOf('--outdir') + 1] : process.env.DIST_DIR || 'dist';
  await buildStudio({ outdir, dev: args.includes('--dev') });
  console.log(`[studio] built ${join(outdir, 'studio')}/`);
}
