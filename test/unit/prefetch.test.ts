import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { prefetchRoute } from '../../engine/mount/prefetch.ts';
import { buildRouteTable } from '../../engine/routes.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';

const screen = (id: string, routes: string[]) =>
  ({ id, routes, title: 't', header: { mode: 'hidden' }, footer: false, widgets: [] }) as ScreenDef;
const table = buildRouteTable([screen('one', ['/m/one']), screen('two', ['/m/two/:id'])]);

const p = suite('prefetchRoute');
p('prepares the screen a path opens, query strings and patterns included', async () => {
  const got: string[] = [];
  await prefetchRoute(table, '/m/one?tab=2', async (s) => got.push(s.id));
  await prefetchRoute(table, '/m/two/7', async (s) => got.push(s.id));
  assert.equal(got, ['one', 'two']);
});
p('an unknown path prepares nothing', async () => {
  const got: string[] = [];
  await prefetchRoute(table, '/m/nowhere', async (s) => got.push(s.id));
  assert.equal(got, []);
});
p('a failed preparation is not an error (the tap itself tries again)', async () => {
  await prefetchRoute(table, '/m/one', async () => {
    throw new Error('offline');
  });
});
p.run();
