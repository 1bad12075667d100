// sandbox/proxy.ts against a platform that hangs, dies or is flooded: time limits, upstream sockets released
// when players go away, body limits, and failures that name no internal address.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy, type ProxyLimits } from '../../../sandbox/proxy.ts';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

/** A front server with the proxy to `target`. */
async function front(target: string, limits: Partial<ProxyLimits>) {
  const proxy = createProxy(target, limits);
  const server = createServer((req, res) => {
    void proxy(req, res, new URL(req.url ?? '/', 'http://x'));
  });
  const port = await listen(server);
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

/** A platform that accepts every request and never answers; counts its open requests. */
async function hangingPlatform() {
  let open = 0;
  const server = createServer((req) => {
    open++;
    req.socket.on('close', () => open--);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    open: () => open,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  assert.ok(check(), what);
};

test('a platform that never answers gets a 504 in the platform envelope, naming no address', async () => {
  const platform = await hangingPlatform();
  const app = await front(platform.url, { answerMs: 300 });
  try {
    const res = await fetch(`${app.base}/wps/system/status`);
    assert.is(res.status, 504);
    const text = await res.text();
    assert.equal(JSON.parse(text).errorCode, 'proxy.timeout');
    assert.not.match(text, '127.0.0.1');
    assert.not.match(text, String(platform.port));
    await until(() => platform.open() === 0, 'the upstream request is closed');
  } finally {
    await app.close();
    await platform.close();
  }
});

test('players who give up release their upstream sockets', async () => {
  const platform = await hangingPlatform();
  const app = await front(platform.url, { answerMs: 60_000 });
  try {
    const controllers = Array.from({ length: 50 }, () => new AbortController());
    const calls = controllers.map((c) => fetch(`${app.base}/wps/member/info`, { signal: c.signal }).catch(() => null));
    await until(() => platform.open() === 50, 'all 50 reached the platform');
    for (const c of controllers) c.abort();
    await Promise.all(calls);
    await until(() => platform.open() === 0, `upstream sockets released (still open: ${platform.open()})`);
  } finally {
    await app.close();
    await platform.close();
  }
});

test('an unreachable platform is a 502 that names no address; an oversized body a 413', async () => {
  const gone = createServer();
  const port = await listen(gone);
  await new Promise((r) => gone.close(r));
  const app = await front(`http://127.0.0.1:${port}`, { maxBodyBytes: 1000 });
  try {
    const res = await fetch(`${app.base}/wps/session/login`, { method: 'POST', body: '{}' });
    assert.is(res.status, 502);
    const text = await res.text();
    assert.is(JSON.parse(text).errorCode, 'proxy.error');
    assert.not.match(text, String(port));
    assert.not.match(text, 'ECONNREFUSED');
    const big = await fetch(`${app.base}/wps/session/login`, { method: 'POST', body: 'x'.repeat(5000) });
    assert.is(big.status, 413);
  } finally {
    await app.close();
  }
});

test.run();
