// The studio's screen lifecycle calls: new from each template, duplicate, delete refused while linked (naming
// the linking screens), delete and restore from the history.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { get, post, startStudioServer, type StudioServer } from './fixture.ts';

let server: StudioServer;
const s = suite('studio: new, duplicate, delete, restore');
s.before(async () => {
  server = await startStudioServer();
});
s.after(() => server.close());

/** A screen's latest text (its draft when there is one), as the studio reads it. */
const latest = async (file: string) => (await get(server, `/studio/api/file?name=${file}`)).body.source as string;

s('each template makes a draft screen that passes the check, as a version by its author', async () => {
  for (const [template, route] of [
    ['menu', '/m/tplMenu'],
    ['report', '/m/tplReport'],
    ['article', '/m/tplArticle'],
  ]) {
    const file = `tpl-${template}.json`;
    const res = await post(server, '/studio/api/create', { template, file, route, title: 'help_center', call: 'records' });
    assert.is(res.status, 200, JSON.stringify(res.body));
    assert.equal([res.body.problems, res.body.elsewhere], [[], []], 'no problems');
    assert.not.ok(existsSync(join(server.screensDir, file)), 'a draft: players do not get it yet');
    const screen = JSON.parse(await latest(file));
    assert.equal([screen.id, screen.routes], [`tpl-${template}`, [route]]);
    const { body } = await get(server, `/studio/api/history?name=${file}`);
    assert.equal(
      body.versions.map((v: any) => [v.author, v.message, v.published ?? false]),
      [['tester', `New screen from the ${template} template`, false]],
    );
  }
  const taken = await post(server, '/studio/api/create', { template: 'menu', file: 'home', route: '/m/x', title: 'help_center' });
  assert.is(taken.status, 409);
  assert.match(taken.body.error, /screens\/home\.json already exists/);
  const clash = await post(server, '/studio/api/create', { template: 'menu', file: 'clash', route: '/m/home', title: 'help_center' });
  assert.is(clash.status, 422, 'a route already taken is a problem');
  assert.not.ok(existsSync(join(server.screensDir, 'clash.json')));
});

s('duplicate copies the widgets under a new id and route', async () => {
  const res = await post(server, '/studio/api/duplicate', { from: 'settings.json', file: 'settings-copy.json', route: '/m/setCopy' });
  assert.is(res.status, 200, JSON.stringify(res.body));
  const [a, b] = [await latest('settings.json'), await latest('settings-copy.json')].map((t) => JSON.parse(t));
  assert.equal([b.id, b.routes], ['settings-copy', ['/m/setCopy']]);
  assert.equal(b.widgets, a.widgets);
  assert.not.ok(existsSync(join(server.screensDir, 'settings-copy.json')), 'a draft until published');
  assert.is((await post(server, '/studio/api/publish', { file: 'settings-copy.json' })).status, 200);
});

s('a report template builds its columns from the chosen endpoint answer', async () => {
  const res = await post(server, '/studio/api/create', {
    template: 'report',
    file: 'bets',
    route: '/m/betsReport',
    title: 'help_center',
    call: 'betRecords',
  });
  assert.is(res.status, 200, JSON.stringify(res.body));
  const list = JSON.parse(await latest('bets.json')).widgets[0].props;
  const answer = JSON.parse(readFileSync('schema/api/reports.json', 'utf8')).$defs.BetRecords;
  const fields = Object.keys(answer.properties.list.items.properties);
  assert.is(list.source.call, 'betRecords');
  assert.ok(list.columns.length >= 2, 'several columns');
  for (const c of list.columns) assert.ok(fields.includes(c.field), `${c.field} is a field of a bet record`);
  assert.not.equal(
    list.columns.map((c: { field: string }) => c.field),
    ['createTime', 'amount'],
    'not the two fixed columns',
  );
});

s('a saved draft is checked: kept with its problems listed; publishing it is refused', async () => {
  const source = (await latest('settings.json')).replace('"title": "', '"title": "x');
  const res = await post(server, '/studio/api/save', {
    file: 'settings.json',
    source,
    base: await latest('settings.json'),
    message: 'typo',
    draft: true,
  });
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(res.body.problems.length, 1);
  assert.match(res.body.problems[0].message, /unknown label key "x/);
  const refused = await post(server, '/studio/api/publish', { file: 'settings.json' });
  assert.is(refused.status, 422);
  const fixed = await post(server, '/studio/api/save', {
    file: 'settings.json',
    source: source.replace('"title": "x', '"title": "'),
    base: source,
    message: 'fixed',
    draft: true,
  });
  assert.equal([fixed.status, fixed.body.problems], [200, []]);
  assert.is((await post(server, '/studio/api/publish', { file: 'settings.json' })).status, 200);
});

s('a record list with a misspelt column: kept as a draft, refused by publish and by check:screens, with a did-you-mean', async () => {
  const base = await latest('bet-records.json');
  const source = base.replace('"field": "winAmount"', '"field": "winAmont"');
  const draft = await post(server, '/studio/api/save', { file: 'bet-records.json', source, base, message: 'typo', draft: true });
  assert.is(draft.status, 200, JSON.stringify(draft.body));
  const [p] = draft.body.problems;
  assert.match(p.message, /the field "winAmont" is not in what betRecords answers/);
  assert.is(p.hint, 'did you mean "winAmount"?', 'from the answer schema (schema/api/reports.json)');
  const refused = await post(server, '/studio/api/publish', { file: 'bet-records.json' });
  assert.is(refused.status, 422);
  assert.is(refused.body.problems[0].hint, 'did you mean "winAmount"?');
  assert.not.match(readFileSync(join(server.screensDir, 'bet-records.json'), 'utf8'), /winAmont/, 'players keep the published one');

  const dir = join(server.screensDir, '..', 'check-copy');
  cpSync(server.screensDir, dir, { recursive: true });
  writeFileSync(join(dir, 'bet-records.json'), source);
  // Run as a child that does not block this process (the server under test answers meanwhile).
  const cli = await new Promise<{ status: number; stdout: string }>((done) =>
    execFile(process.execPath, ['--import', 'tsx', 'scripts/check-screens.ts', dir], (err, stdout) =>
      done({ status: typeof err?.code === 'number' ? err.code : 0, stdout }),
    ),
  );
  assert.is(cli.status, 1);
  assert.match(
    cli.stdout,
    /bet-records\.json:\d+:\d+ \/widgets\/\d+\/props\/columns\/2\/field: the field "winAmont" is not in what betRecords answers.* did you mean "winAmount"\?/,
  );
  const fixed = await post(server, '/studio/api/save', {
    file: 'bet-records.json',
    source: base,
    base: source,
    message: 'fixed',
    draft: true,
  });
  assert.equal(fixed.body.problems, []);
});

s('delete is refused while other screens link to it, naming them; unlinked, it goes and comes back', async () => {
  const linked = await post(server, '/studio/api/delete', { file: 'settings.json' });
  assert.is(linked.status, 409);
  assert.ok(linked.body.linking.length > 0);
  assert.match(linked.body.error, new RegExp(`^Not deleted: ${linked.body.linking[0].replace('.', '\\.')}`));
  assert.ok(existsSync(join(server.screensDir, 'settings.json')));

  const saved = readFileSync(join(server.screensDir, 'settings-copy.json'), 'utf8');
  const stale = await post(server, '/studio/api/delete', { file: 'settings-copy.json', base: '{}' });
  assert.is(stale.status, 409, 'a delete from a stale view is refused like a save');
  assert.match(stale.body.error, /^Not deleted: screens\/settings-copy\.json was saved by tester/);
  assert.ok(existsSync(join(server.screensDir, 'settings-copy.json')));
  const gone = await post(server, '/studio/api/delete', { file: 'settings-copy.json', base: saved });
  assert.is(gone.status, 200, JSON.stringify(gone.body));
  assert.not.ok(existsSync(join(server.screensDir, 'settings-copy.json')));
  const { body } = await get(server, '/studio/api/deleted');
  assert.equal(
    body.deleted.map((d: any) => [d.file, d.author]),
    [['settings-copy.json', 'tester']],
  );

  const back = await post(server, '/studio/api/undelete', { file: 'settings-copy.json' });
  assert.is(back.status, 200, JSON.stringify(back.body));
  assert.is(await latest('settings-copy.json'), saved);
  assert.not.ok(existsSync(join(server.screensDir, 'settings-copy.json')), 'restored as a draft');
  assert.equal((await get(server, '/studio/api/deleted')).body.deleted, []);
});

s.run();
