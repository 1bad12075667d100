// Roles, enforced by the server: an author saves drafts but every call that publishes, restores or deletes is
// refused (403, in staff's words) with nothing changed; a publisher may. Who signs in is a named person with a
// role from the STUDIO_USERS file (a one-time link beside it maps to a listed user). The component gallery is for
// signed-in staff outside development.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { get, post, startStudioServer, signInWithLink, type StudioServer } from './fixture.ts';
import { parseUsers, userCredentials } from '../../../server/studio/users.ts';
import { hashSecret } from '../../../server/studio/secrets.ts';

let server: StudioServer;
let alice = { url: '', cookie: '' };
let bob = { url: '', cookie: '' };
const signIn = async (name: string, password: string) => {
  const res = await fetch(`${server.url}/studio/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ name, token: password }),
  });
  return { url: server.url, cookie: /^studio-session=[\w-]+/.exec(res.headers.get('set-cookie') ?? '')![0] };
};

const roles = suite('studio roles: authors draft, publishers publish');
roles.before(async () => {
  const users = parseUsers(
    `alice ${await hashSecret('alice-Long-pass-1')} author\nbob ${await hashSecret('bob-Long-pass-22')} publisher\ncarl ${await hashSecret('carl-Long-pass-333')}\n`,
  );
  server = await startStudioServer({ access: { credentials: userCredentials(users), links: true } });
  alice = await signIn('alice', 'alice-Long-pass-1');
  bob = await signIn('bob', 'bob-Long-pass-22');
});
roles.after(() => server.close());

const home = () => readFileSync(join(server.screensDir, 'home.json'), 'utf8');
const edited = (source: string) => source.replace('"title": "home"', '"title": "login"');

roles('meta says who is signed in and their role; a line without a role is a publisher, as before roles', async () => {
  assert.equal([(await get(alice, '/studio/api/meta')).body.user, (await get(alice, '/studio/api/meta')).body.role], ['alice', 'author']);
  assert.is((await get(bob, '/studio/api/meta')).body.role, 'publisher');
  assert.is((await get(await signIn('carl', 'carl-Long-pass-333'), '/studio/api/meta')).body.role, 'publisher');
});

roles('an author may save a draft; publishing it in any way is refused by the server, in plain words, changing nothing', async () => {
  const before = home();
  const draft = await post(alice, '/studio/api/save', {
    file: 'home.json',
    source: edited(before),
    base: before,
    draft: true,
    message: 'Title',
  });
  assert.is(draft.status, 200, JSON.stringify(draft.body));
  const history = (await get(alice, '/studio/api/history?name=home.json')).body.versions;
  const refused = [
    ['publish', { file: 'home.json' }],
    ['save', { file: 'home.json', source: edited(before).replace('"login"', '"home"'), base: edited(before) }],
    ['restore', { file: 'home.json', version: 1, base: edited(before) }],
    ['delete', { file: 'settings.json' }],
    ['undelete', { file: 'settings.json' }],
    ['publish', { kind: 'labels', file: 'en.json' }],
    ['save', { kind: 'labels', file: 'en.json', source: '{"footer_home": "Start"}' }],
  ] as const;
  for (const [call, body] of refused) {
    const res = await post(alice, `/studio/api/${call}`, body);
    assert.is(res.status, 403, `${call}: ${JSON.stringify(res.body)}`);
    assert.match(
      res.body.error,
      /^Only a publisher can .+\. You are signed in as alice, an author: save your change as a draft and use "Ask for approval…"/,
    );
  }
  assert.is(home(), before, 'players still get the published home');
  assert.equal((await get(alice, '/studio/api/history?name=home.json')).body.versions, history, 'no version was added');
  const published = await post(bob, '/studio/api/publish', { file: 'home.json' });
  assert.is(published.status, 200, JSON.stringify(published.body));
  assert.is(home(), edited(before));
  assert.is((await get(bob, '/studio/api/history?name=home.json')).body.versions[0].author, 'alice', 'the draft keeps its author');
});

roles('a one-time link beside a users file signs in a listed person with their role, and nobody else', async () => {
  const link = server.url + server.studio.linkPath()!;
  const nobody = await fetch(`${server.url}/studio/login`, {
    method: 'POST',
    body: new URLSearchParams({ once: new URL(link).searchParams.get('once')!, name: 'mallory' }),
  });
  assert.is(nobody.status, 422);
  assert.match(await nobody.text(), /No studio user is called &#34;mallory&#34;/);
  const cookie = await signInWithLink(link, 'alice');
  assert.is((await get({ url: server.url, cookie }, '/studio/api/meta')).body.role, 'author');
});

roles('the component gallery answers only signed-in staff outside development', async () => {
  const unsigned = await fetch(`${server.url}/gallery`);
  assert.is(unsigned.status, 401);
  assert.match(await unsigned.text(), /The gallery is for studio staff\. <a href="\/studio">Sign in to the studio<\/a>/);
  const signed = await fetch(`${server.url}/gallery`, { headers: { Cookie: alice.cookie } });
  assert.is(signed.status, 200);
});

roles.run();
