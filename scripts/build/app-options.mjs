// The esbuild options of the player bundle; the other bundles (widget CSS, gallery, server render) start from them.
import { join } from 'node:path';
import { cssEmpty, isWidgetCss, leanEndpoints, noSyncStoreShim, oneCore } from './plugins.mjs';

/**
 * ESM with code splitting, hashed names, minified unless `dev`, source maps and a metafile.
 * @param {{ entry: string, core: string, outdir: string, dev: boolean }} opts the entry, the module every chunk
 *   imports (plugins.mjs oneCore), the build's folder, a development build
 */
export function appOptions({ entry, core, outdir, dev }) {
  return {
    entryPoints: [entry],
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
    // V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file is compiled
    // as the file streams in, on a background thread, instead of on the main thread at its first call. A chunk
    // loads when its code is about to run, and most of it does (React DOM hydrating, the engine starting, a
    // widget rendering). Home's load at 4x CPU: main-thread script 1,035 -> 773 ms, all tasks 3.3 -> 2.9 s
    // (medians of 6, alternating with the build without it).
    banner: dev ? undefined : { js: '//# allFunctionsCalledOnLoad' },
    logLevel: 'warning',
    plugins: [cssEmpty(isWidgetCss), ...(dev ? [] : [leanEndpoints]), oneCore(core), noSyncStoreShim],
  };
}
