// Builds the service worker (engine/sw/sw.ts) into <outdir>/sw.js with this build's precache list and version,
// and the kill-switch worker (engine/sw/kill.ts) into <outdir>/sw-kill.js. The version is a hash of every
// precached file (plus BUILD_LABEL when set), so a build that changes anything the app ships is a new version.
// It is also written into index.html as <meta name="app-version">.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The files a fresh install caches: the shell, every hashed chunk and stylesheet, the screens and the EN labels
 * (the fallback language; the player's own catalogue is kept the first time it loads).
 */
export function precacheList(outdir) {
  const urls = ['/index.html', '/favicon.svg', '/screens/manifest.json', '/i18n/en.json'];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(js|css)$/.test(name)) urls.push(`/${relative(outdir, file).split('\\').join('/')}`);
    }
  };
  walk(join(outdir, 'assets'));
  return urls.filter((u) => existsSync(join(outdir, u)));
}

/** The POST calls, with what the worker's policy reads (engine/sw/policy.ts postReadsOf). */
const postCalls = () =>
  JSON.parse(readFileSync('schema/api/endpoints.json', 'utf8'))
    .endpoints.filter((e) => e.method === 'POST')
    .map(({ method, path, auth, offlineRead }) => ({ method, path, auth, offlineRead }));

export async function buildServiceWorker({ outdir, dev, options }) {
  const urls = precacheList(outdir);
  const hash = createHash('sha256');
  // Every catalogue counts towards the version, precached or not, so a label change is an update too.
  const catalogues = readdirSync(join(outdir, 'i18n'))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => `/i18n/${n}`);
  for (const url of new Set([...urls, ...catalogues]))
    hash
      .update(url)
      .update('\0')
      .update(readFileSync(join(outdir, url)));
  hash.update(process.env.BUILD_LABEL ?? '');
  const version = hash.digest('hex').slice(0, 16);
  const index = join(outdir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', `<meta name="app-version" content="${version}">\n</head>`));
  const common = {
    bundle: true,
    format: 'iife',
    target: options?.target ?? ['es2022'],
    minify: !dev,
    sourcemap: false,
    logLevel: 'warning',
    write: true,
  };
  await esbuild.build({
    ...common,
    entryPoints: ['engine/sw/sw.ts'],
    outfile: join(outdir, 'sw.js'),
    define: { __VERSION__: JSON.stringify(version), __PRECACHE__: JSON.stringify(urls), __POST_CALLS__: JSON.stringify(postCalls()) },
  });
  await esbuild.build({ ...common, entryPoints: ['engine/sw/kill.ts'], outfile: join(outdir, 'sw-kill.js') });
  return { version, urls };
}
