// sandbox/control-guard.ts: the control endpoints refuse other sites' pages (403), are off (404) unless the server
// listens on loopback or SANDBOX_CONTROL=1 says so, and stay open to same-origin pages and header-less tools.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ControlAccess, controlAccessFromEnv, isLoopbackHost } from '../../sandbox/control-guard.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { tempStateFile } from './helpers.ts';

/** A sandbox on a loopback port with the given control access. */
async function start(control?: ControlAccess) {
  const sandbox = createSandbox({ stateFile: tempStateFile(), ...(control ? { control } : {}) });
  const server = createServer(async (req, res) => {
    if (!(await sandbox.handle(req, res, new URL(req.url ?? '/', 'http://x')))) res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    /** POST /__sandbox/config with these headers (node:http, which sends a Host given as it is); the status. */
    post: (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const [hostname, port] = host.split(':');
        const body = JSON.stringify({ latencyMs: 7 });
        const req = request(
          { hostname, port, path: '/__sandbox/config', method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    async latency() {
      return ((await (await fetch(`http://${host}/__sandbox/config`)).json()) as { value: { latencyMs: number } }).value.latencyMs;
    },
    reset: () => sandbox.reset(),
    close: () => new Promise((r) => server.close(r)),
  };
}

test('a cross-site POST is refused with 403 and changes nothing; same-origin and header-less ones work', async () => {
  const s = await start();
  try {
    for (const headers of <Array<Record<string, string>>>[
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://localhost:1' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      assert.is(await s.post(headers), 403, JSON.stringify(headers));
      assert.is(await s.latency(), 0, `nothing changed: ${JSON.stringify(headers)}`);
    }
    assert.is(await s.post({ 'Sec-Fetch-Site': 'same-origin', Origin: `http://${s.host}` }), 200, 'a page of the server itself');
    assert.is(await s.latency(), 7);
    await s.reset();
    assert.is(await s.post({ 'Sec-Fetch-Site': 'none' }), 200, 'an address typed into the browser');
    await s.reset();
    assert.is(await s.post({}), 200, 'a tool (curl, Node fetch)');
    assert.is(await s.latency(), 7);
  } finally {
    await s.reset();
    await s.close();
  }
});

test('on loopback only a loopback Host reaches the controls; off means 404; SANDBOX_CONTROL=1 opens them', async () => {
  const loopback = await start('loopback');
  const off = await start('off');
  const any = await start('any');
  try {
    // A public name rebound to 127.0.0.1 (DNS rebinding) carries its own Host.
    assert.is(await loopback.post({ Host: 'evil.example' }), 404);
    assert.is(await loopback.post({ Host: `localhost:${loopback.host.split(':')[1]}` }), 200);
    assert.is(await off.post({}), 404);
    assert.is(await off.latency().catch(() => 'refused'), 'refused', 'GET too');
    assert.is(await any.post({ Host: 'sandbox.example' }), 200);
    assert.is(await any.post({ Host: 'sandbox.example', 'Sec-Fetch-Site': 'cross-site' }), 403, 'never cross-site');
  } finally {
    for (const s of [loopback, off, any]) {
      await s.reset();
      await s.close();
    }
  }
});

test('the access follows HOST and SANDBOX_CONTROL', () => {
  assert.is(controlAccessFromEnv({}), 'loopback', 'npm start listens on 127.0.0.1');
  assert.is(controlAccessFromEnv({ HOST: '::1' }), 'loopback');
  assert.is(controlAccessFromEnv({ HOST: 'localhost' }), 'loopback');
  assert.is(controlAccessFromEnv({ HOST: '0.0.0.0' }), 'off');
  assert.is(controlAccessFromEnv({ HOST: '10.1.2.3' }), 'off');
  assert.is(controlAccessFromEnv({ HOST: '0.0.0.0', SANDBOX_CONTROL: '1' }), 'any');
  assert.is(controlAccessFromEnv({ SANDBOX_CONTROL: '0' }), 'off');
  assert.ok(isLoopbackHost('127.0.0.2') && isLoopbackHost('[::1]') && !isLoopbackHost('127.0.0.1.evil.example'));
});

test.run();
