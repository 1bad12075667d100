// Thousands of generated requests (every byte and escape in paths, odd methods, hostile headers and bodies)
// thrown at the real server with the sandbox platform. After each batch the server must still serve home,
// and no request may crash it or end in a 500: a bad request gets a 4xx.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { startFixture } from './fixture.ts';
import { sendRaw } from './raw.ts';

const BATCHES = 24;
const PER_BATCH = 100;

const segment = fc.oneof(
  fc.constantFrom(
    'm',
    'home',
    'screens',
    'manifest.json',
    'assets',
    'main-one.js',
    'main-one.js.map',
    'meta.json',
    'icons',
    'constructor',
    '__proto__',
    'prototype',
    'studio',
    'api',
    'wps',
    'lgw',
    '__sandbox',
    'config',
    'gallery',
    'i18n',
    'en.json',
    'sw.js',
    'healthz',
    'readyz',
    'csp-report',
    '..',
    '.',
    '',
    '%',
    '%E0',
    '%zz',
    '%00',
    '%2e%2e',
    '%2f',
    '%5c',
    '..%2f',
    '%c0%ae',
    '\\',
    '//',
    ';',
    '?',
    '#',
    '%%30',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 12 }).map((s) => s.replace(/[\x00-\x20\x7f-\xff]/g, '')),
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 12 }).map((s) => s.replace(/[ \r\n]/g, '')), weight: 1 },
  fc.uint8Array({ maxLength: 6 }).map((b) => [...b].map((x) => `%${x.toString(16).padStart(2, '0')}`).join('')),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => encodeURIComponent(s)),
);
const path = fc.oneof(
  fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
  fc.constantFrom('*', '', 'http://evil.example/m/home', '//', '///m/home', '/%', '/%E0', '/m/%', `/${'a'.repeat(9000)}`),
);
const method = fc.oneof(
  { arbitrary: fc.constantFrom('GET', 'GET', 'HEAD', 'POST'), weight: 6 },
  fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND'),
  fc.stringMatching(/^[A-Z]{1,12}$/),
  fc.string({ unit: 'binary-ascii', maxLength: 8 }).map((s) => s.replace(/[ \r\n]/g, '') || 'X'),
);
const header = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'Host: ',
      'Host: 127.0.0.1:1',
      'Host: evil.example',
      'Cookie: studio-draft=x; __proto__=1',
      'Cookie: %',
      'Accept-Encoding: br, gzip',
      'Content-Type: application/json',
      'Content-Length: 5',
      'Content-Length: -1',
      'Content-Length: 99999999999',
      'Transfer-Encoding: chunked',
      'Range: bytes=5-1',
      'Range: bytes=-99999',
      'If-None-Match: *',
      'X-Forwarded-Proto: https',
      'Authorization: x',
      'Expect: 100-continue',
      'Connection: upgrade',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), fc.string({ maxLength: 40 }))
      .map(([k, v]) => `${k}: ${v.replace(/[\x00-\x1f\x7f]/g, '')}`),
  },
  fc
    .tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), fc.string({ unit: 'binary-ascii', maxLength: 40 }))
    .map(([k, v]) => `${k}: ${v.replace(/[\r\n]/g, '')}`),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, '')),
);
const body = fc.oneof(fc.constant(''), fc.json({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 200 }));
const wellFormedHeader = fc.constantFrom(
  'Accept-Encoding: br, gzip',
  'Accept-Encoding: gzip',
  'Cookie: studio-draft=x; __proto__=1',
  'Cookie: %',
  'Content-Type: application/json',
  'Range: bytes=5-1',
  'Range: bytes=-99999',
  'If-None-Match: *',
  'X-Forwarded-Proto: https',
  'Authorization: x',
  'X-Token: abc',
  'Merchant: m',
  'Merchant: m',
  'Language: %',
  'Origin: https://evil.example',
  'Accept: */*',
);
/** Requests Node's parser accepts, so they reach the app's handlers. */
const wellFormed = fc
  .record({
    method,
    path,
    headers: fc.array(wellFormedHeader, { maxLength: 4 }),
    body: fc.oneof(fc.constant(''), fc.json({ maxDepth: 3 })),
  })
  .filter((r) => /^[!-~]+$/.test(r.method) && /^\/[!-~]*$/.test(r.path))
  .map(
    (r) =>
      `${r.method} ${r.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${[...r.headers, `Content-Length: ${Buffer.byteLength(r.body, 'latin1')}`, 'Connection: close'].join('\r\n')}\r\n\r\n${r.body}`,
  );
/** Anything: broken request lines, header blocks and bodies. */
const hostile = fc
  .record({
    method,
    path,
    headers: fc.array(header, { maxLength: 5 }),
    body,
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTP/1.1'),
  })
  .map((r) => `${r.method} ${r.path} ${r.version}\r\n${[...r.headers, 'Connection: close'].join('\r\n')}\r\n\r\n${r.body}`);
const request = fc.oneof({ arbitrary: wellFormed, weight: 3 }, { arbitrary: hostile, weight: 1 });

test('generated requests never crash the server, never end in a 500, and home keeps being served', async () => {
  const app = await startFixture();
  const statuses = new Map<number | null, number>();
  const fiveHundreds: string[] = [];
  let sent = 0;
  try {
    for (let batch = 0; batch < BATCHES; batch++) {
      const requests = fc.sample(request, { numRuns: PER_BATCH, seed: 20261124 + batch });
      // A whole batch at once: a request the server rightly never answers (a body it still waits for) costs its
      // 2 s wait once per batch, not once per slice of it.
      for (let i = 0; i < requests.length; i += PER_BATCH) {
        const answers = await Promise.all(requests.slice(i, i + PER_BATCH).map((r) => sendRaw(app.port, Buffer.from(r, 'latin1'), 2000)));
        answers.forEach((a, j) => {
          statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          if (a.status === 500) fiveHundreds.push(JSON.stringify(requests[i + j]!.slice(0, 200)));
        });
        sent += answers.length;
      }
      const home = await fetch(`${app.base}/m/home`);
      assert.is(home.status, 200, `home after batch ${batch + 1}`);
      assert.match(await home.text(), 'fixture app');
    }
  } finally {
    await app.close();
  }
  console.log(`  request fuzz: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  assert.is(sent, BATCHES * PER_BATCH);
  assert.equal(fiveHundreds, [], 'no request ends in a 500');
});

test('the requests that took the server down before stay answered with a 4xx', async () => {
  const app = await startFixture();
  try {
    for (const target of ['/%', '/%E0', '//', '/m/%', '/screens/%', '/assets/%E0%A4%A', '/%00', '*', 'http://x/']) {
      const answer = await sendRaw(app.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      assert.ok(
        (answer.status !== null && answer.status >= 400 && answer.status < 500) || answer.status === 200,
        `${target}: ${answer.status}`,
      );
      assert.ok((await fetch(`${app.base}/m/home`)).ok, `home after ${target}`);
    }
  } finally {
    await app.close();
  }
});

test.run();
