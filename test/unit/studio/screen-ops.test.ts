// The studio's screen lifecycle calls: new from each template, duplicate, delete refused while linked (naming
// the linking screens), delete and restore from the history.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { get, post, startStudioServer, type StudioServer } from './fixture.ts';

let server: StudioServer;
const s = suite('studio: new, duplicate, delete, restore');
s.before(async () => {
  server = await startStudioServer();
});
s.after(() => server.close());

s('each template makes a screen that passes the check, as a version by its author', async () => {
  for (const [template, route] of [
    ['menu', '/m/tplMenu'],
    ['report', '/m/tplReport'],
    ['article', '/m/tplArticle'],
  ]) {
    const file = `tpl-${template}.json`;
    const res = await post(server, '/studio/api/create', { template, file, route, title: 'help_center', call: 'records' });
    assert.is(res.status, 200, JSON.stringify(res.body));
    const screen = JSON.parse(readFileSync(join(server.screensDir, file), 'utf8'));
    assert.equal([screen.id, screen.routes], [`tpl-${template}`, [route]]);
    const { body } = await get(server, `/studio/api/history?name=${file}`);
    assert.equal(
      body.versions.map((v: any) => [v.author, v.message]),
      [['tester', `New screen from the ${template} template`]],
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
  const [a, b] = ['settings.json', 'settings-copy.json'].map((f) => JSON.parse(readFileSync(join(server.screensDir, f), 'utf8')));
  assert.equal([b.id, b.routes], ['settings-copy', ['/m/setCopy']]);
  assert.equal(b.widgets, a.widgets);
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
  assert.is(readFileSync(join(server.screensDir, 'settings-copy.json'), 'utf8'), saved);
  assert.equal((await get(server, '/studio/api/deleted')).body.deleted, []);
});

s.run();
