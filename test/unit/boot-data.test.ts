// Boot data: the server puts site config (and on home the banner call and image preloads) into the page; the
// client uses each answer once, for the matching call only, and never in the studio's preview frame.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { bootData, firstBanner, homeBanner } from '../../server/boot-data.ts';
import { canonical } from '../../engine/api/boot-data.ts';

test("the home screen's banner group comes from screens/ (app.json's home route)", async () => {
  assert.equal(await homeBanner(join(process.cwd(), 'screens')), { route: '/m/home', group: 'home' });
});

test('the first banner of the group in the language, else in EN, else none', () => {
  const banners = [
    null,
    { groupName: 'm_activity_TY', url: '/a.svg' },
    { groupName: 'm_home_EN', url: '/en1.svg' },
    { groupName: 'm_home_TY', url: '/ty1.svg' },
  ];
  assert.is(firstBanner(banners, 'home', 'TY'), '/ty1.svg');
  assert.is(firstBanner(banners, 'home', 'VI'), '/en1.svg');
  assert.is(firstBanner(banners, 'promo', 'EN'), null);
  assert.is(firstBanner('not a list', 'home', 'EN'), null);
});

test('canonical JSON ignores key order and undefined members', () => {
  assert.is(canonical({ b: 1, a: [{ y: 2, x: undefined }] }), canonical({ a: [{ y: 2 }], b: 1 }));
  assert.is.not(canonical({ a: 1 }), canonical({ a: '1' }));
});

async function platform(answer: (url: string, cookie?: string) => unknown) {
  const server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(answer(req.url!, req.headers.cookie)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const req = (cookie?: string) =>
    ({
      headers: cookie ? { cookie } : {},
      socket: { localAddress: '127.0.0.1', localPort: (server.address() as AddressInfo).port },
    }) as never;
  return { req, close: () => new Promise((r) => server.close(r)) };
}
const ok = (value: unknown) => ({ success: true, value, errorCode: null, message: null });
const PLATFORM = /^<script type="application\/json" id="platform">\{"merchant":"DEMO","publicKey":"","profile":\{[^<]*\}\}<\/script>/;
const afterPlatform = (head: string) => {
  assert.match(head, PLATFORM);
  return head.replace(PLATFORM, '');
};
const read = (head: string) =>
  JSON.parse(/id="boot-data">(.*)<\/script>/.exec(head)![1]!) as { calls: Array<{ name: string; input: unknown; value: any }> };

test('home gets site config, the banner call and preloads; other pages site config and the logo', async () => {
  let banner = '/sandbox-assets/banners/home_EN_1.png';
  const asked: string[] = [];
  const p = await platform((url, cookie) =>
    (asked.push(url), url).startsWith('/wps/system/siteConfig')
      ? ok({ merchantCode: 'DEMO', languages: { default: 'EN' }, brand: { logoUrl: '/logo.svg' }, preview: cookie ?? null })
      : url.startsWith('/wps/system/status')
        ? ok({ maintenance: false, regionRestriction: false })
        : ok({ banners: [{ groupName: 'm_home_EN', url: banner }] }),
  );
  const boot = bootData(join(process.cwd(), 'screens'));
  const home = afterPlatform(await boot(p.req(), '/m/home'));
  assert.ok(
    home.startsWith(
      `<link rel="preload" as="image" href="${banner}" fetchpriority="high"><link rel="preload" as="image" href="/logo.svg">`,
    ),
    home,
  );
  assert.equal(
    read(home).calls.map((c) => [c.name, c.input]),
    [
      ['systemStatus', null],
      ['siteConfig', null],
      ['notices', { platform: 'M', language: 'EN', types: 'B', groupName: '' }],
    ],
  );
  // The page's banner call carries no merchant code (the client adds the configured one on the wire), and so does the server's.
  assert.ok(
    asked.some(
      (u) => u.startsWith('/wps/relay/MCSFE_getListAnnouncements?') && new URL(u, 'http://x').searchParams.get('merchantCode') === 'DEMO',
    ),
    asked.join('\n'),
  );
  const login = await boot(p.req('studio-preview=abc'), '/m/login');
  assert.ok(login.includes('href="/logo.svg" fetchpriority="high"'));
  assert.equal(
    read(login).calls.map((c) => c.name),
    ['systemStatus', 'siteConfig'],
  );
  assert.is(read(login).calls[1]!.value.preview, 'studio-preview=abc', 'the page cookies go along');
  banner = 'javascript:alert(1)';
  assert.not.match(await boot(p.req(), '/m/home'), /href="javascript:/, 'only same-origin paths and https URLs are preloaded');
  banner = '/x.svg"><script>alert(1)</script>';
  const hostile = await boot(p.req(), '/');
  assert.not.match(hostile, /"><script>|<\/script><script/);
  assert.is(read(hostile).calls[2]!.value.banners[0].url, banner, 'data survives, escaped');
  await p.close();
});

test('a platform without the operator profile (a real one): status alone goes into the page', async () => {
  const p = await platform((url) =>
    url.startsWith('/wps/system/status')
      ? ok({ maintenance: false, regionRestriction: false })
      : { success: false, errorCode: 'not.found' },
  );
  try {
    const head = afterPlatform(await bootData(join(process.cwd(), 'screens'))(p.req(), '/m/login'));
    assert.equal(
      read(head).calls.map((c) => c.name),
      ['systemStatus'],
    );
    assert.not.match(head, /rel="preload"/, 'no logo to preload');
  } finally {
    await p.close();
  }
});

test('a platform that fails or is too slow adds nothing', async () => {
  const failing = await platform(() => ({ success: false, errorCode: 'x' }));
  assert.is(afterPlatform(await bootData(join(process.cwd(), 'screens'))(failing.req(), '/m/home')), '', 'only the platform settings');
  await failing.close();
  const boot = bootData(join(process.cwd(), 'screens'));
  const dead = { headers: {}, socket: { localAddress: '127.0.0.1', localPort: 9 } } as never;
  assert.is(afterPlatform(await boot(dead, '/m/home')), '');
});

test.run();
