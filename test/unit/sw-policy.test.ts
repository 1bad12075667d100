// The service worker's request policy: token-bearing calls are never cached, each kind of file gets its
// strategy, and the kill switch retires the right workers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import {
  cachesToDelete,
  appCache,
  isTagged,
  mustRetire,
  postReadsOf,
  publicApiKey,
  sameCopy,
  strategyFor,
  type RequestFacts,
} from '../../engine/sw/policy.ts';

const origin = 'https://m.example.com';
const req = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: origin + path,
  origin,
  mode: 'cors',
  destination: '',
  headers: [],
  ...more,
});

test('app pages are the shell; other pages pass', () => {
  for (const path of ['/', '/m', '/m/home', '/m/member/deposit?x=1', '/register.html'])
    assert.is(strategyFor(req(path, { mode: 'navigate', destination: 'document' })), 'shell', path);
  for (const path of ['/studio', '/gallery', '/sw.js'])
    assert.is(strategyFor(req(path, { mode: 'navigate', destination: 'document' })), 'pass', path);
});

test('hashed assets are cache-first; screens, labels, manifest and icons stale-while-revalidate', () => {
  assert.is(strategyFor(req('/assets/main-ABC.js', { destination: 'script' })), 'immutable');
  assert.is(strategyFor(req('/assets/w/home-XYZ.css', { destination: 'style' })), 'immutable');
  for (const path of ['/screens/manifest.json', '/i18n/en.json', '/i18n/ty.json', '/manifest.webmanifest', '/icons/icon-192.png'])
    assert.is(strategyFor(req(path)), 'swr', path);
  assert.is(strategyFor(req('/sandbox-assets/banners/1.webp', { destination: 'image' })), 'image');
  assert.is(strategyFor(req('/screens/manifest.json?v=abc123')), 'swr', 'a tagged manifest');
});

test("the studio preview's draft screens and labels are never kept nor answered from a cache", () => {
  for (const path of ['/screens/manifest.json?preview', '/screens/manifest.json?v=abc&preview', '/i18n/en.json?preview'])
    assert.is(strategyFor(req(path, { headers: ['x-studio-preview'] })), 'pass', path);
});

test('a call with a token, in a header or in the query, is never touched', () => {
  assert.is(strategyFor(req('/wps/system/siteConfig')), 'public-api');
  assert.is(strategyFor(req('/wps/member/info', { headers: ['x-token', 'x-language'] })), 'pass');
  assert.is(strategyFor(req('/wps/system/siteConfig', { headers: ['Authorization'.toLowerCase()] })), 'pass');
  assert.is(strategyFor(req('/wps/notice/list?types=B&token=abc')), 'pass');
  assert.is(strategyFor(req('/wps/notice/list?TOKEN=abc')), 'pass');
});

test('token-free POST reads marked offlineRead are kept; every other POST passes', () => {
  // The platform's contract has no POST reads (its winner board is a GET); the rule still holds for one marked so.
  assert.equal(postReadsOf(endpoints.endpoints), []);
  const reads = postReadsOf([{ method: 'POST', path: '/wps/relay/GCSGAME_getRankList', auth: 'none', offlineRead: true }]);
  assert.is(strategyFor(req('/wps/relay/GCSGAME_getRankList', { method: 'POST' }), reads), 'public-api');
  assert.is(strategyFor(req('/wps/relay/GCSGAME_getRankList', { method: 'POST', headers: ['x-token'] }), reads), 'pass');
  assert.is(strategyFor(req('/wps/session/login', { method: 'POST' }), reads), 'pass');
  assert.is.not(publicApiKey(`${origin}/wps/relay/x`, 'EN', 'aa'), publicApiKey(`${origin}/wps/relay/x`, 'EN', 'bb'));
});

test('writes, other origins, the sandbox controls and the kill switch pass', () => {
  for (const method of ['POST', 'PUT', 'DELETE']) assert.is(strategyFor(req('/wps/system/siteConfig', { method })), 'pass', method);
  assert.is(strategyFor(req('', { url: 'https://cdn.example.net/banner.webp', destination: 'image' })), 'pass');
  assert.is(strategyFor(req('/__sandbox/config')), 'pass');
  assert.is(strategyFor(req('/sw-control.json')), 'pass');
});

test('every member endpoint would carry a token, so none can reach the public cache without one', () => {
  // The client adds Authorization to every call whose entry sends the token (engine/api/headers.ts); with it, the policy passes.
  const member = endpoints.endpoints.filter((e) => e.auth !== 'none' && e.method === 'GET');
  assert.ok(member.length > 10);
  assert.ok(
    member.every((e) => e.token),
    'every member call sends the token',
  );
  for (const e of member) assert.is(strategyFor(req(e.path.replace(/\{[^}]+\}/g, '1'), { headers: ['authorization'] })), 'pass', e.name);
});

test('a tagged address is one whose query names a version; a copy is the same when its ETag is', () => {
  assert.ok(isTagged(`${origin}/screens/manifest.json?v=abc123`));
  assert.ok(isTagged(`${origin}/i18n/en.json?v=none`));
  assert.not.ok(isTagged(`${origin}/i18n/en.json`));
  assert.not.ok(isTagged(`${origin}/manifest.webmanifest?version=2`));
  const withTag = (etag: string | null) => ({ headers: { get: (n: string) => (n === 'etag' ? etag : null) } });
  assert.ok(sameCopy(withTag('W/"a"'), withTag('W/"a"')));
  assert.not.ok(sameCopy(withTag('W/"a"'), withTag('W/"b"')));
  assert.not.ok(sameCopy(withTag(null), withTag(null)), 'no validator: taken as new');
  assert.not.ok(sameCopy(undefined, withTag('W/"a"')), 'nothing cached');
});

test('public answers are kept per language', () => {
  assert.is.not(publicApiKey(`${origin}/wps/game/hot?x=1`, 'EN'), publicApiKey(`${origin}/wps/game/hot?x=1`, 'TY'));
  assert.ok(publicApiKey(`${origin}/wps/game/hot?x=1`, 'EN').includes('x=1'));
});

test('kill switch: disabled retires every version, revoke only the listed ones, nothing when unknown', () => {
  assert.ok(mustRetire({ disabled: true }, 'a1'));
  assert.ok(mustRetire({ revoke: ['a1', 'b2'] }, 'a1'));
  assert.not.ok(mustRetire({ revoke: ['b2'] }, 'a1'));
  assert.not.ok(mustRetire({ disabled: false, revoke: [] }, 'a1'));
  assert.not.ok(mustRetire(null, 'a1'));
});

test('activation keeps this build and the previous one, drops older builds, leaves other caches alone', () => {
  const names = [appCache('v1'), appCache('v2'), appCache('v3'), 'mc-public-api', 'mc-images', 'other-app'];
  assert.equal(cachesToDelete(names, 'v3', 'v2'), [appCache('v1')]);
  assert.equal(cachesToDelete(names, 'v3', null), [appCache('v1'), appCache('v2')]);
});

test.run();
