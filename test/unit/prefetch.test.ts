import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { loadOneByOne, loadSeen, prefetchRoute } from '../../engine/mount/prefetch.ts';
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

/** A screen with a header widget, a body and a deferred widget; `a` is used twice. */
const tree = {
  ...screen('tree', ['/m/tree']),
  header: { mode: 'shown', widgets: [{ type: 'h' }] },
  widgets: [{ type: 'a' }, { type: 'b', children: [{ type: 'a' }] }, { type: 'late', defer: true }],
} as unknown as ScreenDef;

/** loadOneByOne with a log of loads and pauses; `fail` makes that type's load fail. */
async function run(verified: boolean, fail = '') {
  const log: string[] = [];
  await loadOneByOne(
    tree,
    verified,
    async (type, withValidator, preload) => {
      log.push(`${type}${withValidator ? '+v' : ''}${preload === false ? '' : ' preload'}`);
      if (type === fail) throw new Error('offline');
      return { type, Component: () => null };
    },
    async () => {
      log.push('pause');
    },
  );
  return log;
}

p('warming a verified screen: its first screenful code, one module per pause, no validators', async () => {
  assert.equal(await run(true), ['h', 'pause', 'a', 'pause', 'b', 'pause']);
});
p('warming an unchecked screen: every widget code with its validator', async () => {
  assert.equal(await run(false), ['h+v', 'pause', 'a+v', 'pause', 'b+v', 'pause', 'late+v', 'pause']);
});
p('a module that fails to load does not stop the others (preparing reports it)', async () => {
  assert.equal(await run(true, 'a'), ['h', 'pause', 'a', 'pause', 'b', 'pause']);
});
p('loading what a player sees: the first screenful the gates let them see, a failure not stopping the rest', async () => {
  const gated = {
    ...tree,
    header: { mode: 'shown', widgets: [{ type: 'h' }, { type: 'member', gate: { roles: ['member'] } }] },
  } as unknown as ScreenDef;
  const load = (log: string[]) => async (type: string) => {
    log.push(type);
    if (type === 'a') throw new Error('offline');
    return { type, Component: () => null };
  };
  const visitor: string[] = [];
  await loadSeen(gated, load(visitor), (gates) => gates.length === 0);
  assert.equal(visitor, ['h', 'a', 'b']);
  const member: string[] = [];
  await loadSeen(gated, load(member), () => true);
  assert.equal(member, ['h', 'member', 'a', 'b']);
});
p.run();
