// The API proxy against a platform that answers what it should not: a page with its own permissive headers and a
// script, a redirect elsewhere, cookies for the app's own names, JSON labelled as text. Through the real app server:
// the browser only ever gets the platform's JSON under the app's headers, or the app's error envelope; and the
// platform learns the player's address.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createProxy, type ProxyLimits, type ProxyOptions } from '../../../sandbox/proxy.ts';
import { CSP } from '../../../server/headers.ts';
import { startFixture } from './fixture.ts';
import { sendRaw } from './raw.ts';

/** What a hostile platform adds to every answer. */
const HOSTILE = {
  'Content-Security-Policy': "default-src * 'unsafe-inline' 'unsafe-eval'",
  'X-Frame-Options': 'ALLOWALL',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Credentials': 'true',
  'Cache-Control': 'public, max-age=86400',
  ETag: '"platform"',
  'X-Content-Type-Options': 'sniff',
  Location: 'https://evil.example/',
};
const PAGE = '<!doctype html><html><body><script>window.owned = true; fetch("/wps/owned")</script></body></html>';

/** A fake platform: `answer` decides each answer; every request's headers are kept. */
async function platform(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    answer(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

/** The app server with the proxy to `upstream`. */
const app = (upstream: string, limits: Partial<ProxyLimits> = {}, opts: ProxyOptions = {}) =>
  startFixture({ api: createProxy(upstream, limits, opts) });

/** The app's own headers hold, and none of the platform's hostile ones reached the browser. */
function appHeaders(res: Response, what: string) {
  assert.is(res.headers.get('content-security-policy'), CSP, `${what}: the app's CSP`);
  assert.is(res.headers.get('x-frame-options'), 'SAMEORIGIN', what);
  assert.is(res.headers.get('x-content-type-options'), 'nosniff', what);
  assert.is(res.headers.get('cache-control'), 'no-store', what);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json; charset=utf-8$/, what);
  for (const name of ['access-control-allow-origin', 'access-control-allow-credentials', 'etag', 'location'])
    assert.is(res.headers.get(name), null, `${what}: no ${name}`);
}

test('a page from the platform (its own CSP, a script) never reaches the browser: the app answers its envelope', async () => {
  const upstream = await platform((_req, res) => res.writeHead(200, { ...HOSTILE, 'Content-Type': 'text/html' }).end(PAGE));
  const front = await app(upstream.url);
  try {
    const res = await fetch(`${front.base}/wps/system/status`);
    assert.is(res.status, 502);
    appHeaders(res, 'html');
    const text = await res.text();
    assert.equal(JSON.parse(text), {
      success: false,
      value: null,
      errorCode: 'proxy.bad.answer',
      message: "The platform's answer could not be read.",
    });
    assert.not.match(text, 'script');
  } finally {
    await front.close();
    await upstream.close();
  }
});

test("the platform's JSON passes under the app's headers; a redirect, an HTML error and an oversized page do not", async () => {
  let next: (res: ServerResponse) => void = () => {};
  const upstream = await platform((_req, res) => next(res));
  const front = await app(upstream.url, { maxAnswerBytes: 10_000 });
  const get = async (answer: (res: ServerResponse) => void, path = '/wps/system/status') => {
    next = answer;
    const res = await fetch(`${front.base}${path}`, { redirect: 'manual' });
    return { res, body: await res.text() };
  };
  try {
    const json = await get((res) =>
      res.writeHead(200, { ...HOSTILE, 'Content-Type': 'application/json' }).end('{"success":true,"value":1}'),
    );
    assert.is(json.res.status, 200);
    appHeaders(json.res, 'json');
    assert.is(json.body, '{"success":true,"value":1}');
    const refused = await get((res) =>
      res.writeHead(401, { ...HOSTILE, 'Content-Type': 'application/json' }).end('{"success":false,"errorCode":"login.not.session"}'),
    );
    assert.equal([refused.res.status, JSON.parse(refused.body).errorCode], [401, 'login.not.session'], "the platform's own refusal");
    const asText = await get((res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('{"success":true,"value":2}'));
    assert.equal([asText.res.status, asText.body], [200, '{"success":true,"value":2}'], 'JSON labelled text/plain');
    appHeaders(asText.res, 'text/plain JSON');
    const zipped = await get((res) => res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync('{"success":true,"value":3}')));
    assert.equal([zipped.res.status, zipped.body], [200, '{"success":true,"value":3}'], 'compressed, unlabelled JSON');
    const moved = await get((res) => res.writeHead(302, { ...HOSTILE, 'Content-Type': 'application/json' }).end('{}'));
    assert.equal([moved.res.status, JSON.parse(moved.body).errorCode], [502, 'proxy.bad.answer'], 'a redirect is not followed or passed');
    appHeaders(moved.res, 'redirect');
    const missing = await get((res) => res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>'));
    assert.equal([missing.res.status, JSON.parse(missing.body).errorCode], [404, 'proxy.bad.answer'], 'an HTML error keeps its status');
    const big = await get((res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`"${'x'.repeat(20_000)}"`));
    assert.equal([big.res.status, JSON.parse(big.body).errorCode], [502, 'proxy.too.large'], 'what is read whole is bounded');
    const busy = await get((res) => res.writeHead(503, { 'Retry-After': '2', 'Content-Type': 'text/html' }).end('<p>busy</p>'));
    assert.equal([busy.res.status, busy.res.headers.get('retry-after')], [503, '2'], 'Retry-After passes');
  } finally {
    await front.close();
    await upstream.close();
  }
});

test("the platform's cookies lose their Domain; one named as the app's own (the studio's session) is dropped", async () => {
  const upstream = await platform((_req, res) =>
    res
      .writeHead(200, {
        'Content-Type': 'application/json',
        'Set-Cookie': ['tcg-sid=abc; Domain=platform.example; Path=/; HttpOnly', 'studio-session=fixed; Path=/studio'],
      })
      .end('{"success":true,"value":null}'),
  );
  const front = await app(upstream.url);
  try {
    const res = await fetch(`${front.base}/wps/captcha`);
    assert.equal(res.headers.getSetCookie(), ['tcg-sid=abc; Path=/; HttpOnly']);
  } finally {
    await front.close();
    await upstream.close();
  }
});

test("the platform learns the player's address; an incoming X-Forwarded-For is kept only under TRUST_PROXY", async () => {
  const upstream = await platform((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}'));
  const plain = await app(upstream.url);
  const trusting = await app(upstream.url, {}, { trustProxy: true });
  const spoofed = 'X-Forwarded-For: 6.6.6.6\r\nX-Real-IP: 6.6.6.6\r\nForwarded: for=6.6.6.6\r\nIf-None-Match: "x"\r\n';
  try {
    await sendRaw(plain.port, `GET /wps/system/status HTTP/1.1\r\nHost: x\r\n${spoofed}Connection: close\r\n\r\n`);
    const first = upstream.seen.at(-1)!.headers;
    assert.is(first['x-forwarded-for'], '127.0.0.1', 'the socket address replaces what the client claims');
    assert.equal([first['x-real-ip'], first.forwarded, first['if-none-match']], [undefined, undefined, undefined]);
    await sendRaw(trusting.port, `GET /wps/system/status HTTP/1.1\r\nHost: x\r\n${spoofed}Connection: close\r\n\r\n`);
    assert.is(upstream.seen.at(-1)!.headers['x-forwarded-for'], '6.6.6.6, 127.0.0.1', 'appended to a trusted chain');
    await fetch(`${plain.base}/lotto/lgw/games/opened/numero?x=1`);
    assert.is(upstream.seen.at(-1)!.path, '/lotto/lgw/games/opened/numero?x=1', '/lotto is forwarded');
  } finally {
    await plain.close();
    await trusting.close();
    await upstream.close();
  }
});

test('a pooled connection the platform closed as idle: an idempotent call goes again on a new one, body and all; a POST is never sent twice; a fresh one that fails is a 502', async () => {
  // The platform drops a kept-alive connection as the next call arrives on it (its keep-alive ran out meanwhile,
  // or it reset the connection after reading the call: the proxy cannot tell which).
  const used = new Set<unknown>();
  const bodies: string[] = [];
  const upstream = await platform((req, res) => {
    if (used.has(req.socket)) return void req.socket.destroy();
    used.add(req.socket);
    let text = '';
    req.on('data', (c: Buffer) => (text += c));
    req.on('end', () => {
      bodies.push(text);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"value":1}');
    });
  });
  const front = await app(upstream.url);
  try {
    const call = (method: string) =>
      fetch(`${front.base}/wps/member/info`, { method, body: '{"n":1}', headers: { 'Content-Type': 'application/json' } });
    assert.is((await call('PUT')).status, 200);
    const again = await call('PUT');
    assert.is(again.status, 200, 'sent again on a new connection');
    assert.equal(await again.json(), { success: true, value: 1 });
    assert.is(upstream.seen.length, 3, 'the stale connection took the call once, the new one answered it');
    assert.equal(bodies, ['{"n":1}', '{"n":1}'], 'the body went again whole');
    // The pool now holds the connection that answered; a POST on it meets the same reset.
    const post = await call('POST');
    assert.is(post.status, 502, 'a POST the platform may have read is not sent again');
    assert.is((await post.json()).errorCode, 'proxy.error');
    assert.is(upstream.seen.length, 4, 'the POST reached the platform once');
  } finally {
    await front.close();
    await upstream.close();
  }
  // Every connection fails at once: nothing was pooled, so the call is not repeated.
  const broken = await platform((req) => void req.socket.destroy());
  const second = await app(broken.url);
  try {
    const res = await fetch(`${second.base}/wps/member/info`, { method: 'POST', body: '{}' });
    assert.is(res.status, 502);
    assert.is((await res.json()).errorCode, 'proxy.error');
    assert.is(broken.seen.length, 1, 'tried once');
  } finally {
    await second.close();
    await broken.close();
  }
});

test.run();
