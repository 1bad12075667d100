// `npm start`: builds when dist/ is missing or stale, then serves the app and the platform API.
// HOST and PORT choose where (default 127.0.0.1:8080); SANDBOX=0 and API_PROXY choose the API.
// TRUST_PROXY=1 trusts X-Forwarded-Proto; PUBLIC_SOURCEMAPS=1 serves source maps; LOG=off silences the
// JSON request log; LIVE_DIST=1 (npm run dev) reads dist/ from disk on every request; SSR=0 serves app pages
// without the server render. DATABASE_URL keeps the screens and the label overrides in PostgreSQL
// (server/screen-store/pg-store.ts) instead of screens/, labels/ and their history folders, and the field data
// (server/field-data/, FIELD_DATA_* settings) in tables of its own instead of .field-data/.
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distIsStale } from './stale.ts';
import { stdoutSink } from './request-log.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const log = process.env.LOG === 'off' ? () => {} : stdoutSink;

// The last resort: whatever escaped every handler is logged, and the server keeps serving.
process.on('uncaughtException', (err) => log({ kind: 'uncaught', error: `${err.name}: ${err.message}` }));
process.on('unhandledRejection', (err) =>
  log({ kind: 'unhandled-rejection', error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }),
);

if (process.env.SKIP_BUILD !== '1' && distIsStale(root)) {
  console.log('[start] dist/ is missing or stale: building');
  execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'inherit' });
}
// The server's modules read what the build generates (generated/: the screen validators), so they load after it.
const { createAppServer } = await import('./app.ts');
const { apiFromEnv } = await import('./api.ts');
const { printSignInLink, studioFromEnv } = await import('./studio/index.ts');
const { swSwitchFromEnv } = await import('./install.ts');
const { assetStoreFromEnv, labelStoreFromEnv, screenStoreFromEnv, workflowFromEnv } = await import('./screen-store/from-env.ts');
const { fieldDataFromEnv } = await import('./field-data/from-env.ts');
const api = await apiFromEnv(process.env, process.env.SANDBOX_STATE);
const screensDir = join(root, 'screens');
// Until the database answers (or while it has nothing published yet) the files in screens/ are served.
const store = screenStoreFromEnv(process.env, screensDir, (message) => log({ kind: 'screens', message }));
const labels = labelStoreFromEnv(process.env, screensDir, (message) => log({ kind: 'labels', message }));
// Web vitals and errors from players' pages (FIELD_DATA_* settings; in the database with DATABASE_URL).
const fieldData = fieldDataFromEnv(process.env, root, (message) => log({ kind: 'field-data', message }));
const assets = assetStoreFromEnv(process.env, screensDir, (message) => log({ kind: 'assets', message }));
const workflow = workflowFromEnv(process.env, (message) => log({ kind: 'studio', message }));
const server = createAppServer({
  root,
  screensDir,
  distDir: process.env.DIST_DIR || undefined,
  api: api.handler,
  studio: studioFromEnv(
    process.env,
    host,
    root,
    store && labels && assets && workflow && { store, trash: store.trash, labels, assets, workflow },
    { 'field-data': fieldData.view },
  ),
  assets,
  staffTools: process.env.STUDIO !== '0',
  sw: swSwitchFromEnv(process.env),
  liveDist: process.env.LIVE_DIST === '1',
  trustProxy: process.env.TRUST_PROXY === '1',
  publicSourceMaps: process.env.PUBLIC_SOURCEMAPS === '1',
  ssr: process.env.SSR !== '0',
  fieldData: fieldData.handle,
  log,
});
server.listen(port, host, () => {
  // The port it got (PORT=0 asks the system for a free one: a test starting a server of its own).
  const at = `http://${host}:${(server.address() as AddressInfo).port}`;
  console.log(`[start] serving ${at}/m/home with ${api.describe}${store ? ', screens from the database' : ''}`);
  printSignInLink(at);
});

// SIGTERM (a supervisor stopping or restarting the service): /readyz turns 503 so a load balancer stops
// sending players here, requests in flight finish (at most DRAIN_MS, default 10 s), then the process exits.
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`[start] ${sig}: draining`);
    server
      .drain(Number(process.env.DRAIN_MS ?? 10_000))
      .then(() => fieldData.store.close())
      .then(() => process.exit(0));
  });
}
