// The spec's route table and layout rules, checked against the screen definitions.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readScreenFiles } from '../../scripts/check-screens.ts';
import { buildRouteTable, resolve } from '../../engine/routes.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';
import { SPEC_ROUTES, HEADER_HIDDEN, BACK_HOME, NO_FOOTER } from '../spec-routes.ts';

const files = readScreenFiles();
const screens = files.filter((f) => f.file !== 'app.json').map((f) => JSON.parse(f.source) as ScreenDef);
const table = buildRouteTable(screens, () => {});
const at = (route: string) => {
  const [path, query] = route.split('?');
  return resolve(table, path!, query ?? '')?.screen;
};

const routes = suite('route table');
routes('every route of the spec (route table, member menu, agent routes) is declared', () => {
  const missing = SPEC_ROUTES.filter((r) => !at(r));
  assert.equal(missing, []);
});
routes('unknown paths have a not-found screen with a way home', () => {
  const nf = screens.find((s) => s.id === 'not-found')!;
  assert.ok(nf);
  assert.match(JSON.stringify(nf.widgets), /"to":"\/m\/home"/);
});
routes.run();

const header = suite('header rules');
header('hidden on login, register, mine, agent and help', () => {
  for (const r of HEADER_HIDDEN) assert.is(at(r)!.header.mode, 'hidden', r);
});
header('logo with a top block on home', () => {
  for (const r of ['/', '/m', '/m/home']) assert.is(at(r)!.header.mode, 'logo', r);
});
header('back arrow everywhere else', () => {
  const others = SPEC_ROUTES.filter(
    (r) =>
      !HEADER_HIDDEN.includes(r) &&
      !['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'].includes(r) &&
      !['/m/maintenance', '/m/member/home', '/register.html', '/m/register.html', '/m/launchGame'].includes(r),
  );
  for (const r of others) assert.is(at(r)!.header.mode, 'back', r);
});
header('a launched game has one bar: the app header is hidden and the launch widget draws the bar with the back arrow', () => {
  const launch = at('/m/launchGame')!;
  assert.is(launch.header.mode, 'hidden');
  assert.is(launch.widgets[0]?.type, 'launch-game');
});
header('back from login, register, trial, notice or forget goes home; elsewhere one step back', () => {
  for (const r of SPEC_ROUTES) {
    const h = at(r)!.header as { mode: string; back?: string };
    if (h.mode !== 'back') continue;
    assert.is(h.back, BACK_HOME.includes(r) ? 'home' : 'history', r);
  }
});
header('every screen has a title key', () => {
  for (const s of screens) assert.ok(s.title, s.id);
});
header.run();

const footer = suite('footer rules');
footer('hidden exactly on the spec list (and on the agent home, which has its own footer)', () => {
  for (const r of SPEC_ROUTES) {
    const f = at(r)!.footer;
    if (r === '/m/agent') {
      assert.is(f, 'agent');
      continue;
    }
    if (NO_FOOTER.includes(r)) assert.is(f, false, r);
    else assert.is(f, 'main', r);
  }
});
footer('main footer: home, activity, centre deposit (currency + 258), invite (222), mine', () => {
  const app = JSON.parse(files.find((f) => f.file === 'app.json')!.source);
  const items = app.footers.main.items;
  assert.equal(
    items.map((i: { to: string }) => i.to),
    ['/m/home', '/m/activity', '/m/voucherCenter', '/m/inviteFriends', '/m/mine'],
  );
  assert.equal(items[2].bubble, { text: '258', currency: true });
  assert.ok(items[2].center);
  assert.equal(items[3].bubble, { text: '222' });
  assert.equal(items[0].actions, [{ do: 'emit', event: 'popular.category', value: 'HOT' }]);
});
footer.run();
