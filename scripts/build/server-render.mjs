// The server render: the same engine and widgets for Node, one file (server/render.mjs in the build's folder,
// never served: server/app.ts), loaded by server/ssr.ts. No CSS: the page links the client's stylesheets.
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { cssEmpty, leanEndpoints, noSyncStoreShim } from './plugins.mjs';

/**
 * Builds the server render's entry into <outdir>/server/render.mjs.
 * @param {{ entry: string, options: object, outdir: string, dev: boolean }} opts the server render's entry, the app's
 *   esbuild options, the build's folder
 */
export async function buildServerRender({ entry, options, outdir, dev }) {
  await esbuild.build({
    ...options,
    entryPoints: { render: entry },
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
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [cssEmpty(() => true), ...(dev ? [] : [leanEndpoints]), noSyncStoreShim],
    logLevel: 'warning',
    legalComments: 'none',
  });
}
