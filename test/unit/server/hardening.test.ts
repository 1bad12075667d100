// What the server answers to requests an attacker or an operator's tooling sends: methods it does not
// serve, CSP reports, health probes, private build files, prototype names, https hints, and no build at all.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { startFixture } from './fixture.ts';
import { rawGet, sendRaw } from './raw.ts';

test('app routes and files answer 405 to methods other than GET and HEAD, naming the allowed ones', async () => {
  const app = await startFixture();
  try {
    for (const [method, path] of [
      ['POST', '/m/home'],
      ['DELETE', '/m/home'],
      ['PUT', '/assets/main-one.js'],
      ['PROPFIND', '/'],
      ['TRACE', '/screens/manifest.json'],
      ['GET', '/csp-report'],
    ]) {
      const res = await sendRaw(app.port, `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      assert.is(res.status, 405, `${method} ${path}`);
      assert.match(res.head, /\r\nallow: (GET, HEAD|POST)/i);
    }
    assert.is((await fetch(`${app.base}/m/home`, { method: 'HEAD' })).status, 200);
  } finally {
    await app.close();
  }
});

test('the health probes answer 405 with Allow to methods other than GET and HEAD', async () => {
  const app = await startFixture();
  try {
    for (const [method, path] of [
      ['POST', '/healthz'],
      ['DELETE', '/healthz'],
      ['PUT', '/readyz'],
      ['OPTIONS', '/healthz'],
    ]) {
      const res = await sendRaw(app.port, `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      assert.is(res.status, 405, `${method} ${path}`);
      assert.match(res.head, /\r\nallow: GET, HEAD\r\n/i);
    }
    assert.is((await fetch(`${app.base}/healthz`, { method: 'HEAD' })).status, 200);
  } finally {
    await app.close();
  }
});

test('a request with two Host headers is a 400, whatever its path', async () => {
  const app = await startFixture();
  try {
    for (const path of ['/healthz', '/m/home', '/wps/system/status']) {
      const res = await sendRaw(app.port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      assert.is(res.status, 400, path);
    }
    const one = await sendRaw(app.port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    assert.is(one.status, 200, 'one Host header is fine');
  } finally {
    await app.close();
  }
});

test('the CSP forbids <base>, reports violations, and /csp-report accepts both report formats', async () => {
  const logged: Array<Record<string, unknown>> = [];
  const app = await startFixture({
    log: (e) => {
      if (e.kind === 'csp-report') logged.push(e);
    },
  });
  try {
    const csp = (await fetch(`${app.base}/m/home`)).headers.get('content-security-policy') ?? '';
    assert.match(csp, /base-uri 'none'/);
    assert.match(csp, /report-uri \/csp-report/);
    assert.match(csp, /report-to csp/);
    const legacy = await fetch(`${app.base}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://site/m/home?token=SECRET',
          'blocked-uri': 'https://evil.example/x.js',
          'effective-directive': 'script-src-elem',
        },
      }),
    });
    assert.is(legacy.status, 204);
    const modern = await fetch(`${app.base}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([
        { type: 'csp-violation', body: { documentURL: 'https://site/m/mine', blockedURL: 'inline', effectiveDirective: 'style-src' } },
      ]),
    });
    assert.is(modern.status, 204);
    assert.is(
      (await fetch(`${app.base}/csp-report`, { method: 'POST', body: 'x'.repeat(100_000) })).status,
      204,
      'an oversized report is dropped',
    );
    assert.is(logged.length, 2);
    assert.match(JSON.stringify(logged[0]), 'evil.example');
    assert.not.match(JSON.stringify(logged), 'SECRET', 'query strings are not logged');
  } finally {
    await app.close();
  }
});

test('source maps and the build metafile are not public unless asked for', async () => {
  const app = await startFixture({ sandbox: false });
  const open = await startFixture({ sandbox: false, publicSourceMaps: true });
  try {
    for (const path of ['/assets/main-one.js.map', '/meta.json']) {
      const res = await fetch(app.base + path);
      assert.is(res.status, 404, path);
      assert.not.match(await res.text(), 'builder');
      assert.is((await fetch(open.base + path)).status, 200, `${path} with PUBLIC_SOURCEMAPS`);
    }
    assert.is((await fetch(`${app.base}/assets/main-one.js`)).status, 200);
  } finally {
    await app.close();
    await open.close();
  }
});

test('lookups keyed by the request use own properties only', async () => {
  const app = await startFixture({ sandbox: false });
  try {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      assert.is((await sendRaw(app.port, rawGet(`/icons/${name}`))).status, 404, name);
  } finally {
    await app.close();
  }
});

test('HSTS only over https: directly, or behind a proxy the operator trusts', async () => {
  const plain = await startFixture({ sandbox: false });
  const trusting = await startFixture({ sandbox: false, trustProxy: true });
  try {
    const forwarded = { 'X-Forwarded-Proto': 'https' };
    assert.is(
      (await fetch(`${plain.base}/m/home`, { headers: forwarded })).headers.get('strict-transport-security'),
      null,
      'not trusted by default',
    );
    assert.match(
      (await fetch(`${trusting.base}/m/home`, { headers: forwarded })).headers.get('strict-transport-security') ?? '',
      /max-age=\d{8}/,
    );
    assert.is((await fetch(`${trusting.base}/m/home`)).headers.get('strict-transport-security'), null, 'plain http stays plain');
  } finally {
    await plain.close();
    await trusting.close();
  }
});

test('healthz says alive; readyz needs a build and a platform; a drain lets requests in flight finish', async () => {
  let arrived!: () => void;
  let release!: () => void;
  const inFlight = new Promise<void>((r) => {
    arrived = r;
  });
  // The slow answer is sent once the drain has begun: the request is in flight across it.
  const draining = new Promise<void>((r) => {
    release = r;
  });
  const app = await startFixture({
    api: async (_req, res, url) => {
      if (url.pathname === '/wps/slow') {
        arrived();
        await draining;
        res.writeHead(200).end('{"success":true}');
        return true;
      }
      if (!url.pathname.startsWith('/wps/')) return false;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"data":{"value":{}},"value":{}}');
      return true;
    },
  });
  try {
    assert.is((await fetch(`${app.base}/healthz`)).status, 200);
    const ready = await fetch(`${app.base}/readyz`);
    assert.is(ready.status, 200, await ready.clone().text());
    assert.equal(await ready.json(), { status: 'ready', build: true, platform: true, draining: false });
    const slow = fetch(`${app.base}/wps/slow`);
    await inFlight;
    const drained = app.server.drain(5000);
    release();
    assert.is((await slow).status, 200, 'the request in flight finishes');
    await drained;
    assert.is(app.server.listening, false);
  } finally {
    await app.close().catch(() => {});
  }
});

test('readyz is 503 without a platform answer or without a build; app pages say the app is being built', async () => {
  const app = await startFixture({
    api: async (_req, res, url) => {
      if (!url.pathname.startsWith('/wps/')) return false;
      res.writeHead(503).end('{}');
      return true;
    },
  });
  try {
    const ready = await fetch(`${app.base}/readyz`);
    assert.is(ready.status, 503);
    assert.is(((await ready.json()) as { platform: boolean }).platform, false);
    rmSync(app.dist, { recursive: true, force: true });
    const page = await fetch(`${app.base}/m/home`);
    assert.is(page.status, 503);
    assert.match(await page.text(), 'being built');
    assert.ok(page.headers.get('retry-after'));
    assert.is((await fetch(`${app.base}/healthz`)).status, 200, 'still alive');
  } finally {
    await app.close();
  }
});

test('one JSON log entry per request, without the query string', async () => {
  const entries: Array<Record<string, unknown>> = [];
  const app = await startFixture({ sandbox: false, log: (e) => entries.push(e) });
  try {
    await fetch(`${app.base}/m/home?token=SECRET`);
    await sendRaw(app.port, rawGet('/%E0'));
    await new Promise((r) => setImmediate(r));
    const requests = entries.filter((e) => e.status !== undefined);
    assert.equal(
      requests.map((e) => [e.method, e.path, e.status]),
      [
        ['GET', '/m/home', 200],
        ['GET', '/%E0', 400],
      ],
    );
    assert.ok(requests.every((e) => typeof e.ms === 'number'));
    assert.not.match(JSON.stringify(entries), 'SECRET');
  } finally {
    await app.close();
  }
});

test.run();
