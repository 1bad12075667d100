// Session secrets in screen JSON (engine/secrets.ts): which paths and templates reach the token, and the run-time
// state reader that reads nothing for them and tells staff; the loader's check refuses a live file that uses one.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { isSecretPath, readStatePath } from '../../engine/secrets.ts';
import { findSecretUses, secretInTemplate } from '../../engine/secret-uses.ts';
import { check } from '../../engine/screens/check.ts';
import { app } from '../../engine/state.ts';
import { fillTemplate } from '../../widgets/invite-card.tsx';
import { createAjv, BASE } from '../../scripts/schema-set.mjs';

const paths = suite('isSecretPath / secretInTemplate');
paths('the token, values inside it and the session object holding it are secret; other session fields are not', () => {
  for (const p of ['session.token', 'session', 'session.token.length', ' session.token ']) assert.ok(isSecretPath(p), p);
  for (const p of ['session.userName', 'session.type', 'member.id', 'sessionX.token', 'token', 'member.token', 'unread.inbox'])
    assert.not.ok(isSecretPath(p), p);
});
paths('templates: the first {path} that reaches a secret', () => {
  assert.is(secretInTemplate('/m/register?r={member.id}&t={session.token}'), 'session.token');
  assert.is(secretInTemplate('/x?s={ session }'), 'session');
  assert.is(secretInTemplate('/m/register?recommenderId={member.id}'), null);
});
paths('findSecretUses walks a whole screen and names each pointer', () => {
  const doc = {
    widgets: [{ gate: { truthy: ['session.token'] }, props: { link: '/a?t={session.token}', path: 'member.id', 'a/b': 'session' } }],
  };
  assert.equal(
    findSecretUses(doc).map((u) => u.pointer),
    ['/widgets/0/gate/truthy/0', '/widgets/0/props/link', '/widgets/0/props/a~1b'],
  );
});
paths.run();

const state = { session: { token: 'T0KEN-SECRET', userName: 'player01' }, member: { id: 7 } };
const reader = suite('readStatePath (the run-time state binding resolver)');
reader.before.each(() => {
  app.problems = [];
});
reader('a secret path reads as nothing and staff are told why', () => {
  assert.is(readStatePath(state, 'session.token'), undefined);
  assert.is(readStatePath(state, 'session'), undefined);
  assert.is(readStatePath(state, 'session.userName'), 'player01');
  assert.ok(app.problems.some((p) => /"session\.token" reaches the session token/.test(p.message)));
});
reader('an invite link template with {session.token} renders no link at all, never the token', () => {
  const lookup = (p: string) => readStatePath(state, p);
  assert.is(fillTemplate('/m/register?recommenderId={member.id}', lookup), '/m/register?recommenderId=7');
  assert.is(fillTemplate('/m/register?recommenderId={member.id}&t={session.token}', lookup), null);
});
reader.run();

const loader = suite('check (a live screen file an operator changed)');
loader('a changed file that reads the token is refused with its pointer, so the shipped copy is used', () => {
  const screen = {
    id: 'x',
    routes: ['/m/x'],
    title: 'home',
    header: { mode: 'hidden' },
    footer: false,
    widgets: [{ type: 'invite-card', props: { headline: 'home', link: '/m/register?t={session.token}' } }],
  };
  const problem = check('x.json', screen);
  assert.is(problem?.pointer, '/widgets/0/props/link');
  assert.match(problem!.message, /session token/);
});
loader('a changed file with an off-site menu path is refused', () => {
  const screen = {
    id: 'x',
    routes: ['/m/x'],
    title: 'home',
    header: { mode: 'hidden' },
    footer: false,
    widgets: [{ type: 'menu', props: { items: [{ label: 'home', to: '//attacker.example/phish' }] } }],
  };
  assert.match(check('x.json', screen)?.message ?? '', /unsafe app path/);
});
loader.run();

const schema = suite('the screen schema (what editors underline)');
schema('refuses the token in a template, a binding and a gate, and //host or /\\host routes; accepts the shipped shapes', () => {
  const validate = createAjv({ deep: true }).getSchema(`${BASE}screen.schema.json`)!;
  const screen = (widget: unknown) => ({
    id: 'x',
    routes: ['/m/x'],
    title: 'home',
    header: { mode: 'hidden' },
    footer: false,
    widgets: [widget],
  });
  const invite = (link: string) => screen({ type: 'invite-card', props: { headline: 'home', link } });
  const menu = (item: Record<string, unknown>, gate?: unknown) =>
    screen({ type: 'menu', ...(gate ? { gate } : {}), props: { items: [{ label: 'home', ...item }] } });
  for (const bad of [
    invite('/m/register?t={session.token}'),
    invite('/m/r?s={ session }'),
    menu({ to: '/m/home', badge: 'session.token' }),
    menu({ to: '/m/home' }, { truthy: ['session'] }),
    menu({ to: '//attacker.example/phish' }),
    menu({ to: '/\\attacker.example' }),
    menu({ to: '/\t/x' }),
  ]) {
    assert.not.ok(validate(bad), JSON.stringify(bad.widgets[0]));
  }
  for (const good of [
    invite('/m/register?recommenderId={member.id}'),
    menu({ to: '/m/home', badge: 'unread.inbox' }, { truthy: ['member.toUpline'] }),
  ]) {
    assert.ok(validate(good), JSON.stringify(validate.errors));
  }
});
schema.run();
