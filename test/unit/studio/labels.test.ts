// Labels as data through the server, as the studio and players use it: /i18n/<lang>.json is the shipped
// catalogue with the published overrides (revalidated, with an ETag), a draft shows only to a live preview,
// publishing is checked, and a screen may use a key that exists only as a published override.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { get as studioGet, post, startStudioServer, type StudioServer } from './fixture.ts';
import { overridesText } from '../../../studio/labels-text.ts';

const s = suite('labels as data');
let server: StudioServer;
s.before.each(async () => {
  server = await startStudioServer();
});
s.after.each(() => server.close());

const catalogue = async (lang = 'en', headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}/i18n/${lang}.json`, { headers });
  return { status: res.status, headers: res.headers, body: res.status === 200 ? ((await res.json()) as Record<string, string>) : null };
};
const saveLabels = (source: string, draft: boolean, base?: string) =>
  post(server, '/studio/api/save', { kind: 'labels', file: 'en.json', source, draft, base, message: 'labels' });

s('players get the shipped catalogue, revalidated with an ETag', async () => {
  const first = await catalogue();
  assert.is(first.body!.member_center, 'Member center');
  assert.is(first.headers.get('cache-control'), 'no-cache');
  const etag = first.headers.get('etag')!;
  assert.ok(etag);
  const again = await fetch(`${server.url}/i18n/en.json`, { headers: { 'If-None-Match': etag } });
  assert.is(again.status, 304);
});

s('a draft shows only in a live preview; publishing shows it to players at once, with a new ETag', async () => {
  const before = await catalogue();
  const draft = overridesText({ member_center: 'My account', promo_new_title: 'Weekend cashback' });
  assert.is((await saveLabels(draft, true)).status, 200);
  assert.is((await catalogue()).body!.member_center, 'Member center', 'players keep the shipped text');
  const { body: preview } = await post(server, '/studio/api/preview', {});
  const seen = await catalogue('en', { 'X-Studio-Preview': preview.id });
  assert.equal([seen.body!.member_center, seen.body!.promo_new_title], ['My account', 'Weekend cashback']);
  assert.is(seen.headers.get('cache-control'), 'no-store');
  // Unsaved edits the studio sends go over the draft, in that preview only.
  await post(server, '/studio/api/preview', {
    id: preview.id,
    labels: { file: 'en.json', source: overridesText({ member_center: 'Typing…' }) },
  });
  assert.is((await catalogue('en', { 'X-Studio-Preview': preview.id })).body!.member_center, 'Typing…');

  const published = await post(server, '/studio/api/publish', { kind: 'labels', file: 'en.json' });
  assert.is(published.status, 200);
  const after = await catalogue();
  assert.equal([after.body!.member_center, after.body!.promo_new_title], ['My account', 'Weekend cashback']);
  assert.is.not(after.headers.get('etag'), before.headers.get('etag'));
  assert.is(
    readFileSync(join(server.screensDir, '..', 'labels', 'en.json'), 'utf8'),
    draft,
    'labels/en.json holds the published overrides',
  );
  assert.is((await catalogue('th')).body!.member_center, 'ศูนย์สมาชิก', 'other languages unchanged');
});

s('pages name the label texts they were made with, so no cache pairs a page with older ones', async () => {
  const tagOf = async () => /<meta name="labels" content="([\w-]+)">/.exec(await (await fetch(`${server.url}/m/home`)).text())?.[1];
  const before = await tagOf();
  assert.ok(before);
  await saveLabels(overridesText({ member_center: 'My account' }), false);
  const after = await tagOf();
  assert.ok(after && after !== before, `the tag changes with a publish (${before} → ${after})`);
  const tagged = await fetch(`${server.url}/i18n/en.json?v=${after}`);
  assert.is(((await tagged.json()) as Record<string, string>).member_center, 'My account');
});

s('a publish the label check refuses lists the problems (422) and players keep what they had', async () => {
  const res = await saveLabels(overridesText({ member_joined_days: 'Joined a while ago' }), false);
  assert.is(res.status, 422);
  assert.equal(
    res.body.problems.map((p: { pointer: string; expected: string }) => [p.pointer, p.expected]),
    [['/member_joined_days', '{0}']],
  );
  assert.is((await catalogue()).body!.member_joined_days, 'Joined {0} days');
  const unknown = await post(server, '/studio/api/save', { kind: 'labels', file: 'xx.json', source: '{}', draft: true });
  assert.is(unknown.status, 400);
});

s('the Labels view reads shipped texts and the latest overrides; history and restore work as for screens', async () => {
  await saveLabels(overridesText({ member_center: 'My account' }), false);
  await saveLabels(overridesText({ member_center: 'Your account' }), false, overridesText({ member_center: 'My account' }));
  const { body } = await studioGet(server, '/studio/api/labels?lang=EN');
  assert.equal([body.file, body.shipped.member_center, body.overrides.member_center], ['en.json', 'Member center', 'Your account']);
  const history = await studioGet(server, '/studio/api/history?name=en.json&kind=labels');
  assert.equal(
    history.body.versions.map((v: { version: number; published?: boolean }) => [v.version, v.published]),
    [
      [2, true],
      [1, undefined],
    ],
  );
  const restored = await post(server, '/studio/api/restore', {
    kind: 'labels',
    file: 'en.json',
    version: 1,
    base: overridesText({ member_center: 'Your account' }),
  });
  assert.is(restored.status, 200);
  assert.is((await catalogue()).body!.member_center, 'My account');
});

s('a screen may use a key that exists only as a published override, not before it is published', async () => {
  const file = 'maintenance.json';
  const screen = JSON.parse(readFileSync(join(server.screensDir, file), 'utf8'));
  const source = `${JSON.stringify({ ...screen, title: 'promo_new_title' }, null, 2)}\n`;
  const refused = await post(server, '/studio/api/save', { file, source, message: 'new title' });
  assert.is(refused.status, 422);
  assert.match(JSON.stringify(refused.body.problems), /promo_new_title/);
  await saveLabels(overridesText({ promo_new_title: 'Weekend cashback' }), false);
  const saved = await post(server, '/studio/api/save', { file, source, message: 'new title' });
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  // The key cannot go while the screen uses it: the refusal names the screen.
  const dropped = await saveLabels(overridesText({}), false, overridesText({ promo_new_title: 'Weekend cashback' }));
  assert.is(dropped.status, 422);
  assert.equal(
    dropped.body.elsewhere.map((p: { file: string; pointer: string }) => [p.file, p.pointer]),
    [[file, '/title']],
  );
  assert.is((await catalogue()).body!.promo_new_title, 'Weekend cashback', 'players keep it');
});

s.run();
