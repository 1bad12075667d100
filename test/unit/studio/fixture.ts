// A studio test server: server/app.ts on 127.0.0.1:0 with the sandbox API, a temporary copy of screens/
// (backups go beside it) and the studio handler with the given host and token.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../../../server/app.ts';
import { apiFromEnv } from '../../../server/api.ts';
import { createStudio } from '../../../server/studio.ts';
import { languages, readCatalogue } from '../../../scripts/catalogue.mjs';

const root = process.cwd();

export interface StudioServer { url: string; screensDir: string; backupsDir: string; close(): Promise<void> }

/** Starts a server whose studio believes it listens on `host` (default loopback). */
export async function startStudioServer(opts: { host?: string; token?: string; distDir?: string } = {}): Promise<StudioServer> {
  const tmp = mkdtempSync(join(tmpdir(), 'studio-'));
  const screensDir = join(tmp, 'screens');
  cpSync(join(root, 'screens'), screensDir, { recursive: true });
  const api = await apiFromEnv({}, join(tmp, 'state.json'));
  const studio = createStudio({ root: tmp, host: opts.host ?? '127.0.0.1', token: opts.token });
  const built = opts.distDir ?? process.env.DIST_DIR ?? join(root, 'dist');
  const distDir = existsSync(join(built, 'index.html')) ? built : stubDist(tmp);
  const server = createAppServer({ root, distDir, screensDir, api: api.handler, studio });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    screensDir,
    backupsDir: join(tmp, '.studio-backups'),
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => { rmSync(tmp, { recursive: true, force: true }); done(); }); }),
  };
}

/** POSTs JSON to a studio call with the X-Studio header; returns status and parsed body. */
export async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'X-Studio': '1', ...headers } });
  return { status: res.status, body: await res.json() as any, headers: res.headers };
}

/** Unit tests must not need a build: a minimal dist with index.html and the merged catalogues. */
function stubDist(tmp: string): string {
  const dir = join(tmp, 'dist');
  mkdirSync(join(dir, 'i18n'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  for (const lang of languages()) writeFileSync(join(dir, 'i18n', `${lang.toLowerCase()}.json`), JSON.stringify(readCatalogue(lang)));
  return dir;
}
