// Preview links for reviewers without a studio account: a signed link shows one draft, read-only, in the real
// app's requests (the frame sends the token as its preview id); an expired, revoked or altered link shows
// nothing of it; and signing out ends the studio person's own preview ids.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { get, post, signInOnce, startStudioServer, type StudioServer } from './fixture.ts';

let server: StudioServer;
let clock = Date.now();
const FILE = 'maintenance.json';
let draftText = '';

/** The maintenance screen as the app asks for it, naming `preview` as its preview id. */
const manifestSays = async (preview: string) => {
  const res = await fetch(`${server.url}/screens/manifest.json`, { headers: { 'X-Studio-Preview': preview } });
  return (await res.json()).files.find((f: { file: string }) => f.file === FILE)?.source as string;
};
const token = (url: string) => new URL(url, server.url).searchParams.get('t')!;

const links = suite('studio preview links');
links.before(async () => {
  server = await startStudioServer({ access: { links: true, now: () => clock } });
  const before = readFileSync(join(server.screensDir, FILE), 'utf8');
  draftText = before.replace('"retry": true', '"retry": false');
  const saved = await post(server, '/studio/api/save', { file: FILE, source: draftText, base: before, draft: true });
  assert.is(saved.status, 200, JSON.stringify(saved.body));
});
links.after(() => server.close());

links('a link opens a read-only page that shows the draft to its frame, and to nothing else', async () => {
  const made = await post(server, '/studio/api/link', { file: FILE, hours: 2 });
  assert.is(made.status, 200, JSON.stringify(made.body));
  assert.match(made.body.url, /^\/studio\/review\?t=[\w-]+\.[\w-]{43}$/);
  const page = await fetch(server.url + made.body.url);
  assert.is(page.status, 200);
  const html = await page.text();
  assert.match(html, /Version 2 of screens\/maintenance\.json, shared by tester\. Players do not see it/);
  assert.match(html, /<meta name="preview-route" content="\/m\/maintenance">/);
  assert.not.match(html, /<(textarea|button|form)/, 'nothing to edit');
  assert.is(await manifestSays(token(made.body.url)), draftText, 'the frame gets the draft');
  assert.is.not(await manifestSays('none'), draftText, 'players do not');
  assert.is((await fetch(`${server.url}/studio/api/meta`)).status, 401, 'the link is no studio session');
});

links('an altered or made-up link shows nothing of the draft', async () => {
  const made = await post(server, '/studio/api/link', { file: FILE });
  const t = token(made.body.url);
  const [part, mac] = t.split('.') as [string, string];
  const payload = JSON.parse(Buffer.from(part, 'base64url').toString());
  const longer = `${Buffer.from(JSON.stringify({ ...payload, e: payload.e + 3600 * 24 * 365 })).toString('base64url')}.${mac}`;
  for (const bad of [longer, `${part}.${'A'.repeat(43)}`, 'x.y']) {
    const page = await fetch(`${server.url}/studio/review?t=${bad}`);
    assert.is(page.status, 403, bad);
    assert.match(await page.text(), /This preview link is not right: ask for a new one/);
    assert.is.not(await manifestSays(bad), draftText);
  }
});

links('an expired link shows nothing of the draft, and says so', async () => {
  const made = await post(server, '/studio/api/link', { file: FILE, hours: 1 });
  assert.is(await manifestSays(token(made.body.url)), draftText);
  clock += 3600_000 + 1000;
  const page = await fetch(server.url + made.body.url);
  assert.is(page.status, 410);
  assert.match(await page.text(), /This preview link has expired/);
  assert.is.not(await manifestSays(token(made.body.url)), draftText);
});

links('a revoked link stops at once; only its maker or a publisher may revoke it', async () => {
  const made = await post(server, '/studio/api/link', { file: FILE, hours: 24 });
  assert.is(await manifestSays(token(made.body.url)), draftText);
  const listed = (await get(server, '/studio/api/links')).body.links;
  assert.is(listed[0].id, made.body.link.id);
  const revoked = await post(server, '/studio/api/revoke', { id: made.body.link.id });
  assert.is(revoked.status, 200, JSON.stringify(revoked.body));
  assert.is.not(await manifestSays(token(made.body.url)), draftText);
  const page = await fetch(server.url + made.body.url);
  assert.is(page.status, 410);
  assert.match(await page.text(), /This preview link was withdrawn/);
  assert.is((await post(server, '/studio/api/revoke', { id: made.body.link.id })).status, 409);
});

links("signing out ends that person's studio preview ids; their preview links stay until they expire or are revoked", async () => {
  const ana = { url: server.url, cookie: await signInOnce(server.url, server.studio, 'Ana') };
  const { id } = (await post(ana, '/studio/api/preview', { file: FILE, source: draftText })).body;
  const link = (await post(ana, '/studio/api/link', { file: FILE })).body.url;
  assert.is(await manifestSays(id), draftText);
  const other = await post(server, '/studio/api/preview', { id, file: FILE, source: '{}' });
  assert.is.not(other.body.id, id, 'another person cannot take her preview id over');
  assert.is(await manifestSays(id), draftText);
  const out = await fetch(`${server.url}/studio/logout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: ana.cookie, 'X-Studio': '1' },
  });
  assert.is(out.status, 303);
  assert.is.not(await manifestSays(id), draftText, 'her preview id shows what players see');
  assert.is((await get(ana, '/studio/api/meta')).status, 401);
  assert.is(await manifestSays(token(link)), draftText, 'the link she made for a reviewer still works');
});

links.run();
