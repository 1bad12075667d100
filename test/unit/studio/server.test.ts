// The studio's server handler: paths outside screens/ refused, saves validated like check:screens and
// backed up, the check call's pointer problems, and the CSRF header (who may sign in: access.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { post, startStudioServer, type StudioServer } from './fixture.ts';

const home = () => readFileSync(join(server.screensDir, 'home.json'), 'utf8');
const withType = (source: string, type: string) => { const doc = JSON.parse(source); doc.widgets[0].type = type; return JSON.stringify(doc, null, 2); };
let server: StudioServer;

const files = suite('studio: files');
files.before(async () => { server = await startStudioServer(); });
files.after(() => server.close());

files('refuses any path outside screens/ when saving and reading', async () => {
  const pkg = readFileSync('package.json', 'utf8');
  for (const file of ['../package.json', '/etc/passwd', join(process.cwd(), 'package.json'), 'sub/home.json', '..\\home.json', '..', '.hidden.json', 'home.txt']) {
    const save = await post(server, '/studio/api/save', { file, source: '{}' });
    assert.is(save.status, 400, `save ${file}`);
    assert.match(save.body.error, /screen file name|outside screens/);
    const read = await fetch(`${server.url}/studio/api/file?name=${encodeURIComponent(file)}`, { headers: { Cookie: server.cookie } });
    assert.is(read.status, 400, `read ${file}`);
  }
  assert.is(readFileSync('package.json', 'utf8'), pkg);
});

files('a valid save writes the file and keeps the previous version as a backup', async () => {
  const before = home();
  const after = before.replace('"title": "home"', '"title": "login"');
  const res = await post(server, '/studio/api/save', { file: 'home.json', source: after, base: before });
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(home(), after);
  const backups = readdirSync(server.backupsDir);
  assert.is(backups.length, 1);
  assert.match(backups[0]!, /^home\.json\.\d{8}-\d{6}-\d{3}\.json$/);
  assert.is(readFileSync(join(server.backupsDir, backups[0]!), 'utf8'), before);
  assert.match(res.body.backup, /^\.studio-backups\/home\.json\./);
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

files('a save based on an older text is refused (someone else changed the file)', async () => {
  const res = await post(server, '/studio/api/save', { file: 'home.json', source: home(), base: '{"old": true}' });
  assert.is(res.status, 409);
  assert.match(res.body.error, /changed by someone else/);
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
  const res = await fetch(`${server.url}/studio/api/save`, { method: 'POST', body: JSON.stringify({ file: 'home.json', source: home() }), headers: { Cookie: server.cookie } });
  assert.is(res.status, 403);
});

files.run();
