// Production build (and --watch for development): the player bundle (esbuild, ESM code splitting, hashed names,
// minified, source maps), then the jobs in scripts/build/ that work from its result; text files are precompressed
// (brotli, gzip) for the server. Usage: node build.mjs [--watch] [--dev] [--outdir dist] [--no-gen]
// Each build goes into a folder of its own and is published by swapping the dist link to it (scripts/atomic-dist.mjs).
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inPlace, publish, stage } from './scripts/atomic-dist.mjs';
import { appOptions } from './scripts/build/app-options.mjs';
import { buildGallery } from './scripts/build/gallery.mjs';
import { writeHtml } from './scripts/build/html.mjs';
import { precompress } from './scripts/build/precompress.mjs';
import { buildServerRender } from './scripts/build/server-render.mjs';
import { buildServiceWorker } from './scripts/build/service-worker.mjs';
import { writeStatic } from './scripts/build/static-files.mjs';
import { buildWidgetCss } from './scripts/build/widget-css.mjs';
import { buildStudio } from './studio/build.mjs';

/** The player bundle's entry module. */
const ENTRY = 'app/main.tsx';
/** The server render's entry module (server/render.mjs in the build). */
const SERVER_ENTRY = 'app/server-render.ts';
/** The module every module of ours imports, so the core stays one chunk (scripts/build/plugins.mjs oneCore). */
const CORE = 'app/core.ts';

const args = process.argv.slice(2);
const watch = args.includes('--watch');
const dev = args.includes('--dev') || watch;
/** Where the build is published (a link to the build's own folder; a plain folder with --watch). */
const target = args.includes('--outdir') ? args[args.indexOf('--outdir') + 1] : process.env.DIST_DIR || 'dist';
const outdir = watch ? inPlace(target) : stage(target);
const options = appOptions({ entry: ENTRY, core: CORE, outdir, dev });

// Generated code first: widget modules, validators, types (generated/); --no-gen when the caller ran it (scripts/dev.mjs).
if (!args.includes('--no-gen')) execFileSync(process.execPath, ['scripts/gen.mjs'], { stdio: 'inherit' });

/** How many files the build's precompression took from its cache and compressed itself. */
let compressed = { reused: 0, compressed: 0 };

/** Everything made from the player bundle's result: the page, stylesheets, static files, worker, server render. */
async function finish(result) {
  writeHtml({ meta: result.metafile, cssMap: await buildWidgetCss({ options, outdir }), outdir, entry: ENTRY });
  writeStatic({ outdir });
  writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  await buildServiceWorker({ outdir, dev, options });
  await buildServerRender({ entry: SERVER_ENTRY, options, outdir, dev });
  if (!dev) compressed = await precompress(outdir);
}

if (watch) {
  const rebuilt = {
    name: 'html',
    setup(b) {
      b.onEnd(async (r) => {
        if (r.errors.length) return;
        await finish(r);
        console.log(`[build] rebuilt ${new Date().toLocaleTimeString()}`);
      });
    },
  };
  const ctx = await esbuild.context({ ...options, plugins: [...options.plugins, rebuilt] });
  await ctx.watch();
  await buildGallery({ options, outdir });
  await buildStudio({ outdir, dev, watch: true });
  console.log('[build] watching for changes');
} else {
  const result = await esbuild.build(options);
  await finish(result);
  await buildGallery({ options, outdir });
  await buildStudio({ outdir, dev });
  publish(target, outdir);
  const js = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js'));
  console.log(
    `[build] ${target}/: ${js.length} JS files, ${(js.reduce((n, [, o]) => n + o.bytes, 0) / 1024).toFixed(1)} KiB JS in all; ${compressed.compressed} files compressed, ${compressed.reused} from the cache`,
  );
}
