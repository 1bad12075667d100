// A studio test server: server/app.ts on 127.0.0.1:0 with the sandbox API, a temporary copy of screens/
// (its screen-history/ beside it) and the studio with the given access options (default: one-time links only),
// already signed in once through a one-time link (`cookie`).
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../../../server/app.ts';
import { apiFromEnv } from '../../../server/api.ts';
import { createStudio, type Studio } from '../../../server/studio/index.ts';
import type { AccessOptions } from '../../../server/studio/access.ts';
import { languages, readCatalogue } from '../../../scripts/catalogue.mjs';
import { removeTemp, tempDir } from '../../helpers/temp.ts';
import { markedPage } from '../../helpers/marked-page.ts';
import { WORKER_OFF } from '../../helpers/worker.ts';

const root = process.cwd();

export interface StudioServer {
  url: string;
  port: number;
  screensDir: string;
  historyDir: string;
  studio: Studio;
  /** The app server itself (a test may hand it connections of its own, e.g. over TLS). */
  server: import('node:http').Server;
  cookie: string;
  close(): Promise<void>;
}

/** Starts a studio server (one-time links on unless `access` says otherwise) and signs in once when it can. */
export async function startStudioServer(opts: { access?: AccessOptions; distDir?: string } = {}): Promise<StudioServer> {
  const tmp = tempDir('studio-');
  const screensDir = join(tmp, 'screens');
  cpSync(join(root, 'screens'), screensDir, { recursive: true });
  const api = await apiFromEnv({}, join(tmp, 'state.json'));
  const studio = createStudio({ root: tmp, ...(opts.access ?? { links: true }) });
  const built = opts.distDir ?? process.env.DIST_DIR ?? join(root, 'dist');
  const distDir = existsSync(join(built, 'index.html')) ? built : stubDist(tmp);
  const server = createAppServer({ root, distDir, screensDir, api: api.handler, studio, sw: WORKER_OFF });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    studio,
    server,
    // A link beside a users file takes only a listed name: such a test signs its people in itself.
    cookie: studio.linkPath() && !opts.access?.credentials?.person ? await signInOnce(url, studio) : '',
    screensDir,
    historyDir: join(tmp, 'screen-history'),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          removeTemp(tmp);
          done();
        });
      }),
  };
}

/** Signs in with the current one-time link as `name` (the link's page asks for one); returns the session cookie ("studio-session=..."). */
export async function signInOnce(url: string, studio: Studio, name = 'tester'): Promise<string> {
  return signInWithLink(url + studio.linkPath()!, name);
}

/** Opens a one-time link (a full address) and gives `name` on the page it shows; returns the session cookie it set. */
export async function signInWithLink(link: string, name = 'tester'): Promise<string> {
  const { origin, searchParams } = new URL(link);
  const res = await fetch(`${origin}/studio/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ once: searchParams.get('once') ?? '', name }),
  });
  const cookie = /^studio-session=[\w-]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (res.status !== 303 || !cookie) throw new Error(`one-time sign-in failed: ${res.status}`);
  return cookie;
}

/** POSTs JSON to a studio call, signed in, with the X-Studio header; returns status and parsed body. */
export async function post(server: { url: string; cookie: string }, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'X-Studio': '1', Cookie: server.cookie, ...headers },
  });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

/** GETs a studio call, signed in; returns status and parsed body. */
export async function get(server: { url: string; cookie: string }, path: string) {
  const res = await fetch(server.url + path, { headers: { Cookie: server.cookie } });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

/** Unit tests must not need a build: a minimal dist with index.html and the merged catalogues. */
function stubDist(tmp: string): string {
  const dir = join(tmp, 'dist');
  mkdirSync(join(dir, 'i18n'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), markedPage('app'));
  for (const lang of languages()) writeFileSync(join(dir, 'i18n', `${lang.toLowerCase()}.json`), JSON.stringify(readCatalogue(lang)));
  return dir;
}

/** Sends `request` as raw bytes on a new socket to 127.0.0.1:port (nothing normalises it); returns the answer. */
export async function rawRequest(
  port: number,
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { connect } = await import('node:net');
  const text = await new Promise<string>((done, fail) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket
      .on('data', (c) => chunks.push(c))
      .on('end', () => done(Buffer.concat(chunks).toString('latin1')))
      .on('error', fail);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}
