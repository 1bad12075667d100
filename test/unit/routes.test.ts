import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { buildRouteTable, resolve } from '../../engine/routes.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';
import { ROUTES } from '../../engine/constants.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const screen = (id: string, routes: string[], params?: Record<string, string>) =>
  ({ id, routes, title: id, header: { mode: 'hidden' }, footer: false, widgets: [], params }) as ScreenDef;
const home = screen('home', ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']);
const list = screen('game-list', ['/m/gameList'], { gameType: 'RNG' });
const help = screen('help-detail', ['/m/helpDetail'], { i: '0' });
const item = screen('item', ['/m/item/:id']);

const table = suite('buildRouteTable');
table('indexes every alias', () => {
  const t = buildRouteTable([home, list]);
  assert.is(t.exact.size, 7);
});
table('a route declared twice is reported and the first claim wins', () => {
  const reports: string[] = [];
  const t = buildRouteTable([home, screen('other', ['/m/home'])], (m) => reports.push(m));
  assert.is(t.exact.get('/m/home')?.id, 'home');
  assert.match(reports[0]!, /\/m\/home.*"home".*"other"/);
});
table.run();

const res = suite('resolve');
const t = buildRouteTable([home, list, help, item]);
res('every home alias reaches home', () => {
  for (const p of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) assert.is(resolve(t, p)?.screen.id, 'home', p);
});
res('query strings reach the screen as parameters', () => {
  assert.equal(resolve(t, '/m/gameList', '?gameType=FISH')?.params, { gameType: 'FISH' });
  assert.equal(resolve(t, '/m/helpDetail', 'i=2')?.params, { i: '2' });
});
res('declared defaults fill missing parameters', () => {
  assert.equal(resolve(t, '/m/gameList')?.params, { gameType: 'RNG' });
});
res('patterns match with wouter and yield named parameters', () => {
  assert.equal(resolve(t, '/m/item/42')?.params, { id: '42' });
});
res('unknown paths resolve to nothing', () => {
  assert.is(resolve(t, '/m/nope'), null);
  assert.is(resolve(t, '/m/Home'), null);
});
res.run();

const named = suite('ROUTES');
named('every route the code opens itself is a route of a screen in screens/', () => {
  const dir = join(process.cwd(), 'screens');
  const routes = new Set(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'app.json')
      .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as ScreenDef).routes),
  );
  for (const [name, route] of Object.entries(ROUTES)) assert.ok(routes.has(route), `ROUTES.${name} (${route}) is no screen's route`);
});
named.run();
