import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { prefetchRoute } from '../../engine/mount/prefetch.ts';
import { buildRouteTable } from '../../engine/routes.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';

const screen = (id: string, routes: string[]) => ({ id, routes, title: 't', header: { mode: 'hidden' }, footer: false, widgets: [] }) as ScreenDef;
const table = buildRouteTable([screen('one', ['/m/one']), screen('two', ['/m/two/:id'])]);

const p = suite('prefetchRoute');
p('prepares the screen a path opens, query strings and patterns included', () => {
  const got: string[] = [];
  prefetchRoute(table, '/m/one?tab=2', (s) => got.push(s.id));
  prefetchRoute(table, '/m/two/7', (s) => got.push(s.id));
  assert.equal(got, ['one', 'two']);
});
p('an unknown path prepares nothing', () => {
  const got: string[] = [];
  prefetchRoute(table, '/m/nowhere', (s) => got.push(s.id));
  assert.equal(got, []);
});
p.run();
