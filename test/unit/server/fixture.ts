// A real app server for server tests: a small built app (index.html, a hashed asset, a source map, the
// build metafile) in a temporary folder, a private copy of screens/ and the sandbox platform, on a free
// loopback port. No build of the real app is needed.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer, type AppServer, type ServerOptions } from '../../../server/app.ts';
import { apiFromEnv } from '../../../server/api.ts';
import { removeTemp, tempDir } from '../../helpers/temp.ts';
import { markedPage } from '../../helpers/marked-page.ts';

export const INDEX = markedPage('fixture app');

/** Writes a minimal build into `dir`. */
export function writeBuild(dir: string, label = 'one'): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX.replace('fixture app', `fixture app ${label}`));
  writeFileSync(join(dir, 'assets', `main-${label}.js`), `console.log(${JSON.stringify(label)})`);
  writeFileSync(join(dir, 'assets', `main-${label}.js.map`), '{"version":3,"sources":["/home/builder/engine/main.tsx"]}');
  writeFileSync(join(dir, 'meta.json'), '{"inputs":{}}');
  writeFileSync(join(dir, 'sw-kill.js'), 'self.registration.unregister()');
}

export interface Fixture {
  base: string;
  port: number;
  server: AppServer;
  dir: string;
  dist: string;
  close(): Promise<void>;
}

/** Starts the server; `sandbox: false` serves no platform. */
export async function startFixture(options: Partial<ServerOptions> & { sandbox?: boolean } = {}): Promise<Fixture> {
  const dir = tempDir('server-test-');
  const dist = join(dir, 'dist');
  writeBuild(dist);
  const screensDir = join(dir, 'screens');
  cpSync('screens', screensDir, { recursive: true });
  const api = options.sandbox === false ? { handler: undefined } : await apiFromEnv({}, join(dir, 'state.json'));
  const server = createAppServer({ root: process.cwd(), distDir: dist, screensDir, api: api.handler, ...options });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    server,
    dir,
    dist,
    // A request cut off by the close may still be saving the sandbox's state (a save into a removed folder
    // fails that request's handler): the folder with the state file goes at process exit (tempDir), the rest now.
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => {
          for (const d of [dist, screensDir]) removeTemp(d);
          r();
        });
      }),
  };
}
