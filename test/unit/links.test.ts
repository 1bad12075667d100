// The link policy (engine/links.ts): examples of each refusal, then fast-check properties over tricky strings, each
// judged against the browser's own URL parser (new URL), which is what decides where a link really goes.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { checkLink, configuredHosts, safeLink, safePath } from '../../engine/links.ts';
import { app } from '../../engine/state.ts';

const HOSTS = new Set(['cdn.example.com', 'apps.example.com:8443']);
const ORIGIN = 'https://app.test';
const ok = (raw: string) => checkLink(raw, HOSTS).ok;

const examples = suite('checkLink: examples');
examples('same-origin paths pass, with query and fragment', () => {
  for (const raw of ['/m/home', '/m/gameList?gameType=RNG', '/m/register?recommenderId=12#top', '/', '/m/a%20b']) assert.ok(ok(raw), raw);
});
examples('https on a configured host passes (the port is part of the host)', () => {
  assert.equal(checkLink('https://cdn.example.com/banners/1.png', HOSTS), {
    ok: true,
    kind: 'https',
    href: 'https://cdn.example.com/banners/1.png',
  });
  assert.ok(ok('HTTPS://CDN.example.com/x'));
  assert.ok(ok('https://apps.example.com:8443/ios'));
  assert.not.ok(ok('https://apps.example.com/ios'));
});
examples('another origin spelt as a path is refused', () => {
  for (const raw of [
    '//attacker.example/phish',
    '/\\attacker.example',
    '/\\/attacker.example',
    '\\\\attacker.example',
    '/\t/attacker.example',
    '/\n/attacker.example',
    ' //attacker.example',
    '/%2F/attacker.example',
    '/%252F%252Fattacker.example',
    '/%5Cattacker.example',
    '/%09/attacker.example',
    '/.//attacker.example',
    '/%E0',
    '\u3000//attacker.example',
  ]) {
    assert.not.ok(ok(raw), JSON.stringify(raw));
  }
});
examples('other schemes, unlisted hosts, credentials and look-alike hosts are refused', () => {
  for (const raw of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>1</script>',
    'http://cdn.example.com/x',
    'https://attacker.example/',
    'https://cdn.example.com@attacker.example/',
    'https://user:pw@cdn.example.com/',
    'https://cdn.example.com.attacker.example/',
    'https://cdn.example.com./x',
    'https:cdn.example.com',
    'https:/cdn.example.com',
    'mailto:a@b.c',
    'm/home',
    '',
    'x'.repeat(3000),
  ]) {
    assert.not.ok(ok(raw), raw);
  }
  assert.not.ok(checkLink(42 as unknown, HOSTS).ok);
});
examples.run();

/** Strings built from the pieces that URL tricks are made of. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%252F',
  '%',
  '%E0',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '.',
  '..',
  '@',
  ':',
  '?',
  '#',
  'attacker.example',
  'cdn.example.com',
  'https:',
  'http:',
  'javascript:',
  'data:',
  'm',
  'home',
  '&',
  '=',
  '\u3002',
  '%00',
);
const tricky = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
const anyText = fc.oneof(
  tricky,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `/${s}`),
);

const props = suite('checkLink: properties');
props("whatever passes as a path stays on the page's origin, raw and after any decoding", () => {
  fc.assert(
    fc.property(anyText, (raw) => {
      const v = checkLink(raw, HOSTS);
      if (!v.ok || v.kind !== 'path') return;
      const url = new URL(raw, `${ORIGIN}/m/page`);
      assert.is(url.origin, ORIGIN, raw);
      assert.not.ok(url.pathname.startsWith('//'), raw);
      assert.not.match(raw, /[\u0000-\u0020\u007f\\]/);
      let text = raw;
      for (let i = 0; i < 4; i++) {
        text = decodeURIComponent(text);
        assert.not.match(text, /^[/\\]{2}|[\u0000-\u001f\\]/);
      }
    }),
    { numRuns: 3000 },
  );
});
props('whatever passes as https goes to a configured host, with no credentials', () => {
  fc.assert(
    fc.property(fc.oneof(tricky, fc.webUrl({ validSchemes: ['https'] })), (raw) => {
      const v = checkLink(raw, HOSTS);
      if (!v.ok || v.kind !== 'https') return;
      const url = new URL(raw);
      assert.ok(HOSTS.has(url.host), raw);
      assert.is(url.protocol, 'https:');
      assert.is(url.username + url.password, '');
    }),
    { numRuns: 3000 },
  );
});
props('a passing link never starts with anything but "/x" or "https://"', () => {
  fc.assert(
    fc.property(anyText, (raw) => {
      if (ok(raw)) assert.match(raw, /^(\/[^/\\]|\/$|https:\/\/)/i);
    }),
    { numRuns: 3000 },
  );
});
props('any "//host" or "/\\host" prefix is refused whatever follows', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('//', '/\\', '\\/', '\\\\', '/\t/', '/\n/', '/%2F', '/%5C'),
      fc.domain(),
      fc.webPath(),
      (prefix, host, path) => {
        assert.not.ok(ok(`${prefix}${host}${path}`));
      },
    ),
    { numRuns: 1000 },
  );
});
props.run();

const hosts = suite('configuredHosts');
hosts('reads the hosts site config names today: CDNs, resources, assets, API, downloads, identity provider, domains', () => {
  const config = {
    imageCDNs: { bases: ['https://img1.example.net/a', '/local'], default: 'https://img0.example.net' },
    resources: { icons: 'https://icons.example.net/i', banners: 'http://plain.example.net/b' },
    paths: { api: '', assets: 'https://assets.example.net' },
    downloadLinks: [{ url: 'https://apps.example.com/ios' }, { url: '' }, null],
    identityProvider: { baseUrl: 'https://id.example.net' },
    mainDomain: 'demo-play.example',
    domainRoute: [{ domainName: 'm.demo-play.example', rootDomainName: 'demo-play.example' }, { domainName: 'bad host/x' }],
  };
  assert.equal([...configuredHosts(config)].sort(), [
    'apps.example.com',
    'assets.example.net',
    'demo-play.example',
    'icons.example.net',
    'id.example.net',
    'img0.example.net',
    'img1.example.net',
    'm.demo-play.example',
  ]);
  assert.ok(configuredHosts(config, ['https://chat.example.com/x']).has('chat.example.com'), 'decrypted service links add their hosts');
  assert.equal([...configuredHosts(null)], []);
});
hosts.run();

const report = suite('safeLink / safePath');
report('a refused link is null and staff are told once, with the reason', () => {
  app.siteConfig = { downloadLinks: [{ url: 'https://apps.example.com/ios' }] } as never;
  app.problems = [];
  assert.is(safeLink('https://apps.example.com/ios/demo', 'banner link'), 'https://apps.example.com/ios/demo');
  assert.is(safeLink('//attacker.example/phish', 'banner link'), null);
  assert.is(safeLink('//attacker.example/phish', 'banner link'), null);
  assert.is(safePath('https://apps.example.com/ios', 'menu'), null, 'in-app navigation takes paths only');
  assert.is(app.problems.length, 2);
  assert.match(app.problems[0]!.message, /link refused: "\/\/attacker\.example\/phish" starts with "\/\/"/);
  app.siteConfig = null;
  app.problems = [];
});
report.run();
