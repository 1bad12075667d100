// The studio's server handler: paths outside screens/ refused, saves validated like check:screens and
// kept as versions (author, message, conflicts, restore), drafts players do not get until published, the check
// call's pointer problems, and the CSRF header (who may sign in: access.test.ts).
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { get, post, startStudioServer, type StudioServer } from './fixture.ts';

const home = () => readFileSync(join(server.screensDir, 'home.json'), 'utf8');
const withType = (source: string, type: string) => {
  const doc = JSON.parse(source);
  doc.widgets[0].type = type;
  return JSON.stringify(doc, null, 2);
};
let server: StudioServer;

const files = suite('studio: files');
files.before(async () => {
  server = await startStudioServer();
});
files.after(() => server.close());

files('refuses any path outside screens/ when saving and reading', async () => {
  const pkg = readFileSync('package.json', 'utf8');
  for (const file of [
    '../package.json',
    '/etc/passwd',
    join(process.cwd(), 'package.json'),
    'sub/home.json',
    '..\\home.json',
    '..',
    '.hidden.json',
    'home.txt',
  ]) {
    const save = await post(server, '/studio/api/save', { file, source: '{}' });
    assert.is(save.status, 400, `save ${file}`);
    assert.match(save.body.error, /screen file name|outside screens/);
    const read = await fetch(`${server.url}/studio/api/file?name=${encodeURIComponent(file)}`, { headers: { Cookie: server.cookie } });
    assert.is(read.status, 400, `read ${file}`);
  }
  assert.is(readFileSync('package.json', 'utf8'), pkg);
});

files('a valid save writes the file and records both versions with their author and message', async () => {
  const before = home();
  const after = before.replace('"title": "home"', '"title": "login"');
  const res = await post(server, '/studio/api/save', { file: 'home.json', source: after, base: before, message: 'Login title' });
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(home(), after);
  assert.equal(readdirSync(join(server.historyDir, 'home')), ['000001.json', '000002.json', 'published.json']);
  const { body } = await get(server, '/studio/api/history?name=home.json');
  assert.equal(
    body.versions.map((v: any) => [v.version, v.author, v.message, v.added, v.removed]),
    [
      [2, 'tester', 'Login title', 1, 1],
      [1, 'outside the studio', 'As it was before the first studio save', before.trimEnd().split('\n').length, 0],
    ],
  );
  assert.is((await get(server, '/studio/api/version?name=home.json&v=1')).body.source, before);
  assert.is(res.body.version.version, 2);
});

files('a draft save leaves what players get; publish makes it theirs, and is refused with the problems', async () => {
  const before = home();
  const after = `${JSON.stringify({ ...JSON.parse(before), footer: false }, null, 2)}\n`;
  const draft = await post(server, '/studio/api/save', { file: 'home.json', source: after, base: before, message: 'draft', draft: true });
  assert.is(draft.status, 200, JSON.stringify(draft.body));
  assert.is(draft.body.version.published, undefined);
  assert.is(home(), before);
  assert.equal((await get(server, '/screens/home.json')).body, JSON.parse(before));
  assert.is((await get(server, '/studio/api/file?name=home.json')).body.source, after, 'the studio reads the draft');
  const published = await post(server, '/studio/api/publish', { file: 'home.json' });
  assert.is(published.status, 200, JSON.stringify(published.body));
  assert.equal([published.body.version.version, published.body.version.published], [draft.body.version.version, true]);
  assert.is(home(), after);
  const bad = await post(server, '/studio/api/save', { file: 'home.json', source: withType(after, 'headng'), base: after, draft: true });
  assert.is(bad.status, 200, 'a draft is not checked');
  const refused = await post(server, '/studio/api/publish', { file: 'home.json' });
  assert.is(refused.status, 422);
  assert.match(refused.body.error, /Not published: 1 problem/);
  assert.is(refused.body.problems[0].pointer, '/widgets/0/type');
  assert.is(home(), after);
  // The next tests start from the text on disk: make it the latest version again.
  assert.is(
    (await post(server, '/studio/api/save', { file: 'home.json', source: after, base: withType(after, 'headng'), draft: true })).status,
    200,
  );
});

files('invalid JSON and files with problems are refused, and the file stays as it was', async () => {
  const before = home();
  const broken = await post(server, '/studio/api/save', { file: 'home.json', source: before.slice(0, 120) });
  assert.is(broken.status, 422);
  assert.match(broken.body.problems[0].message, /invalid JSON/);
  assert.type(broken.body.problems[0].line, 'number');
  const typo = await post(server, '/studio/api/save', { file: 'home.json', source: withType(before, 'headng') });
  assert.is(typo.status, 422);
  assert.match(typo.body.error, /Not saved: 1 problem/);
  assert.is(typo.body.problems[0].pointer, '/widgets/0/type');
  assert.is(home(), before);
});

files("two staff saving from the same base: the second is refused with the first one's text and version", async () => {
  const base = home();
  const mine = base.replace('"title": "login"', '"title": "home"');
  const theirs = base.replace('"title": "login"', '"title": "register"');
  const first = await post(server, '/studio/api/save', { file: 'home.json', source: theirs, base });
  assert.is(first.status, 200);
  const second = await post(server, '/studio/api/save', { file: 'home.json', source: mine, base });
  assert.is(second.status, 409);
  assert.match(second.body.error, /saved by tester after you opened it.*Your edit is still here/);
  assert.is(second.body.current, theirs);
  assert.is(second.body.latest.version, first.body.version.version);
  assert.is(home(), theirs, 'their save stands');
  const again = await post(server, '/studio/api/save', { file: 'home.json', source: mine, base: second.body.current });
  assert.is(again.status, 200, 'saving on top of theirs, knowingly');
});

files('restore makes an old version current as a new version: a checked draft, published when asked', async () => {
  const { body } = await get(server, '/studio/api/history?name=home.json');
  const latest = body.versions[0].version;
  const live = home();
  const res = await post(server, '/studio/api/restore', { file: 'home.json', version: 2, base: live });
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(res.body.version.version, latest + 1);
  assert.is(res.body.version.restoredFrom, 2);
  assert.is(res.body.version.message, 'Restored version 2');
  assert.equal(res.body.problems, [], 'checked');
  const old = (await get(server, '/studio/api/version?name=home.json&v=2')).body.source;
  assert.is((await get(server, '/studio/api/file?name=home.json')).body.source, old, 'the current text');
  assert.is(home(), live, 'a draft: players keep what they had');
  const published = await post(server, '/studio/api/restore', { file: 'home.json', version: 2, base: old, draft: false });
  assert.is(published.status, 200, JSON.stringify(published.body));
  assert.is(home(), old, 'published when asked');
  assert.is((await post(server, '/studio/api/restore', { file: 'home.json', version: 999 })).status, 404);
  assert.is((await get(server, '/studio/api/history?name=../package.json')).status, 400);
});

files('check returns problems with line, column, pointer, expected, found and hint', async () => {
  const res = await post(server, '/studio/api/check', { file: 'home.json', source: withType(home(), 'headng') });
  assert.is(res.status, 200);
  const [p] = res.body.problems;
  assert.is(p.pointer, '/widgets/0/type');
  assert.match(p.message, /unknown widget type "headng"/);
  assert.match(p.expected, /one of/);
  assert.is(p.found, '"headng"');
  assert.is(p.hint, 'did you mean "heading"?');
  assert.type(p.line, 'number');
  assert.type(p.column, 'number');
  const ok = await post(server, '/studio/api/check', { file: 'home.json', source: home() });
  assert.equal(ok.body, { problems: [], elsewhere: [] });
});

files('check reports problems an edit causes in other files (a removed route still linked)', async () => {
  const login = JSON.parse(readFileSync(join(server.screensDir, 'login.json'), 'utf8'));
  login.routes = ['/m/signin'];
  const res = await post(server, '/studio/api/check', { file: 'login.json', source: JSON.stringify(login) });
  assert.ok(res.body.elsewhere.length > 0);
  assert.ok(res.body.elsewhere.every((p: { message: string }) => /\/m\/login/.test(p.message)));
});

files('calls that change something need the X-Studio header', async () => {
  const res = await fetch(`${server.url}/studio/api/save`, {
    method: 'POST',
    body: JSON.stringify({ file: 'home.json', source: home() }),
    headers: { Cookie: server.cookie },
  });
  assert.is(res.status, 403);
});

files.run();
