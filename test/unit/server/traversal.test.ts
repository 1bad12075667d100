// Path traversal, probed with raw bytes (fetch would normalise `..` and `%2e%2e` before sending). The probe
// list is first proven able to catch a leak: a deliberately naive file server beside the test must leak
// through it; then the app server, in both its production and its live (npm run dev) mode, must not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { startFixture } from './fixture.ts';
import { rawGet, sendRaw } from './raw.ts';

const SECRET = 'TOP-SECRET-7f3a'; // in secret.txt beside the build and screens folders, never served
const probes = (dir: string) => [
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/assets/..%2f..%2f..%2f..%2fsecret.txt',
  '/screens/..%2fsecret.txt',
  '/screens/%2e%2e%2fsecret.txt',
  '/screens/..%5csecret.txt',
  '/i18n/..%2f..%2fsecret.txt',
  '/icons/..%2f..%2fsecret.txt',
  '/studio/..%2fsecret.txt',
  '/studio/..%2f..%2fsecret.txt',
  '/gallery/..%2f..%2fsecret.txt',
  `/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e${dir}/secret.txt`,
  `/assets/${encodeURIComponent(join(dir, 'secret.txt'))}`,
  '/..%252fsecret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  `//${dir}/secret.txt`,
  `/screens/${encodeURIComponent(join(dir, 'secret.txt'))}`,
];

/** Leaks whenever a probe survives to the file system: join(root, decoded path). */
async function naiveServer(root: string) {
  const server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = join(root, path.replace(/\\/g, '/'));
    if (existsSync(file) && statSync(file).isFile()) res.writeHead(200).end(readFileSync(file));
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((r) => server.close(r)) };
}

async function leaks(port: number, dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const probe of probes(dir)) {
    const answer = await sendRaw(port, rawGet(probe));
    if (answer.body.includes(SECRET)) found.push(probe);
  }
  return found;
}

test('the probes catch a naive server (they reach the server undecoded)', async () => {
  const app = await startFixture({ sandbox: false });
  writeFileSync(join(app.dir, 'secret.txt'), SECRET);
  const naive = await naiveServer(app.dist);
  try {
    const found = await leaks(naive.port, app.dir);
    assert.ok(found.length >= 5, `a naive server leaks through several probes, found ${found.length}`);
  } finally {
    await naive.close();
    await app.close();
  }
});

for (const liveDist of [false, true]) {
  test(`the app server leaks nothing (${liveDist ? 'live' : 'production'} mode)`, async () => {
    const app = await startFixture({ sandbox: false, liveDist });
    writeFileSync(join(app.dir, 'secret.txt'), SECRET);
    try {
      assert.equal(await leaks(app.port, app.dir), []);
      assert.is((await sendRaw(app.port, rawGet('/assets/main-one.js'))).status, 200, 'files inside the build are still served');
    } finally {
      await app.close();
    }
  });
}

test.run();
