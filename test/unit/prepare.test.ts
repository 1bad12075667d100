import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { prepareScreen } from '../../engine/screens/prepare.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';
import type { WidgetModule, CompiledValidator } from '../../engine/widget-module.ts';

const needsText: CompiledValidator = Object.assign(
  (d: unknown) => {
    const ok = typeof (d as { text?: unknown }).text === 'string';
    needsText.errors = ok ? null : [{ instancePath: '', keyword: 'required', params: { missingProperty: 'text' } }];
    return ok;
  },
  { errors: null },
);
const mod = (type: string): WidgetModule => ({ type, Component: () => null, validate: needsText });
const load = async (type: string) => {
  if (type === 'missing') throw new Error('404');
  return mod(type);
};
const screen = (widgets: unknown[], header: unknown = { mode: 'hidden' }) =>
  ({ id: 's', routes: ['/s'], title: 't', header, footer: false, widgets }) as ScreenDef;
const none = async () => new Map<string, unknown>();
/** A loader that notes each type it is asked for in `asked`. */
const recording =
  (asked: string[]) =>
  async (t: string): Promise<WidgetModule> => {
    asked.push(t);
    return mod(t);
  };

const p = suite('prepareScreen');
p('loads each type once and validates props', async () => {
  const seen: string[] = [];
  const r = await prepareScreen(
    's.json',
    screen([
      { type: 'a', props: { text: 'x' } },
      { type: 'a', props: { text: 'y' } },
    ]),
    async (t) => {
      seen.push(t);
      return mod(t);
    },
    none,
  );
  assert.equal(seen, ['a']);
  assert.is(r.broken.size, 0);
  assert.equal(r.problems, []);
});
p('bad props mark the node broken with a pointer, when nothing is shipped', async () => {
  const s = screen([
    { type: 'a', props: { text: 'x' } },
    { type: 'a', props: {} },
  ]);
  const r = await prepareScreen('s.json', s, load, none);
  assert.is(r.broken.size, 1);
  assert.is(r.problems[0]!.pointer, '/widgets/1/props');
  assert.match(r.problems[0]!.message, /text/);
});
p('bad props fall back to the shipped screen when it is good', async () => {
  const good = screen([{ type: 'a', props: { text: 'shipped' } }]);
  const r = await prepareScreen('s.json', screen([{ type: 'a', props: {} }]), load, async () => new Map([['s.json', good]]));
  assert.is(r.screen, good);
  assert.is(r.broken.size, 0);
  assert.is(r.problems.length, 1, 'the live problem is still reported');
});
p('a verified screen mounts without loading or running any props validator', async () => {
  const asked: boolean[] = [];
  const r = await prepareScreen(
    's.json',
    screen([{ type: 'a', props: {} }]),
    async (t, withValidator) => {
      asked.push(withValidator);
      return mod(t);
    },
    none,
    true,
  );
  assert.equal(asked, [false]);
  assert.is(r.broken.size, 0);
});
p('an unverified screen asks for the validators', async () => {
  const asked: boolean[] = [];
  await prepareScreen(
    's.json',
    screen([{ type: 'a', props: { text: 'x' } }]),
    async (t, withValidator) => {
      asked.push(withValidator);
      return mod(t);
    },
    none,
  );
  assert.equal(asked, [true]);
});
p('a verified screen loads the code of widgets only deferred nodes use after the first paint', async () => {
  const asked: string[] = [];
  const s = screen([
    { type: 'a', props: {} },
    { type: 'b', defer: true, children: [{ type: 'c' }] },
    { type: 'a', defer: true },
  ]);
  const r = await prepareScreen('s.json', s, recording(asked), none, true);
  assert.equal(asked, ['a'], 'only what the first screenful needs');
  assert.equal([...r.modules.keys()], ['a']);
  assert.equal(asked, ['a'], 'nothing more until asked');
  assert.equal(await r.later!(), []);
  assert.equal(asked, ['a', 'b', 'c']);
  assert.equal([...r.modules.keys()].sort(), ['a', 'b', 'c']);
});
p('deferred code that fails to load marks its nodes broken and reports it', async () => {
  const s = screen([
    { type: 'a', props: {} },
    { type: 'missing', defer: true },
  ]);
  const r = await prepareScreen('s.json', s, load, none, true);
  assert.is(r.broken.size, 0);
  const late = await r.later!();
  assert.match(late![0]!.message, /"missing" could not be loaded/);
  assert.is(r.broken.size, 1);
});
p('an unverified screen checks deferred nodes before anything mounts', async () => {
  const r = await prepareScreen(
    's.json',
    screen([
      { type: 'a', props: { text: 'x' } },
      { type: 'b', defer: true, props: {} },
    ]),
    load,
    none,
  );
  assert.is(r.later, null);
  assert.is(r.broken.size, 1);
  assert.is(r.problems[0]!.pointer, '/widgets/1/props');
});
p('a widget chunk that fails to load marks its nodes broken', async () => {
  const r = await prepareScreen('s.json', screen([{ type: 'missing' }, { type: 'a', props: { text: 'x' } }]), load, none);
  assert.is(r.broken.size, 1);
  assert.match(r.problems[0]!.message, /"missing" could not be loaded/);
});
p('a verified screen leaves out the code of widgets the player may not see, for a stand-in', async () => {
  const asked: string[] = [];
  const standIn = (t: string): WidgetModule => ({ type: `stand-in:${t}`, Component: () => null });
  const gatesOf: Record<string, unknown> = {};
  const s = screen(
    [
      { type: 'a', props: {} },
      { type: 'b', gate: { roles: ['member'] }, children: [{ type: 'c' }] },
      { type: 'a', gate: { roles: ['member'] } },
    ],
    { mode: 'logo', widgets: [{ type: 'd', gate: { roles: ['visitor'] } }] },
  );
  const r = await prepareScreen('s.json', s, recording(asked), none, true, {
    may: (gates) => gates.every((g) => !g.roles || g.roles.includes('visitor')),
    standIn(t, gates) {
      gatesOf[t] = gates;
      return standIn(t);
    },
  });
  assert.equal(asked.sort(), ['a', 'd'], 'a shows to a visitor at one of its nodes');
  assert.is(r.modules.get('b')!.type, 'stand-in:b');
  assert.is(r.modules.get('c')!.type, 'stand-in:c');
  assert.equal(gatesOf.c, [[{ roles: ['member'] }]], "the gates a hidden node shows behind, its parent's included");
  assert.is(r.broken.size, 0);
});
p('an unverified screen loads every widget, hidden or not (its props are checked)', async () => {
  const asked: string[] = [];
  await prepareScreen('s.json', screen([{ type: 'b', gate: { roles: ['member'] }, props: { text: 'x' } }]), recording(asked), none, false, {
    may: () => false,
    standIn: (t) => ({ type: t, Component: () => null }),
  });
  assert.equal(asked, ['b']);
});
p.run();
