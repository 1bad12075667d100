import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { rolesOf, flagHolds, passes, refusal, readPath, type GateContext } from '../../engine/gates.ts';

const ctx = (memberType: number | null, flags: Record<string, boolean> = {}, state: object = {}, standalone = false): GateContext => ({
  memberType,
  flags,
  standalone,
  lookup: (p) => readPath(state, p),
});

const roles = suite('rolesOf');
roles('no session is a visitor only', () => assert.equal([...rolesOf(null)], ['visitor']));
roles('type 4 is a trial member only', () => assert.equal([...rolesOf(4)], ['trial']));
roles('types 0 and 40 are members but not agents', () => {
  assert.equal([...rolesOf(0)], ['member']);
  assert.equal([...rolesOf(40)], ['member']);
});
roles('types 1, 41 and 2 are members and agents', () => {
  for (const t of [1, 2, 41]) assert.equal([...rolesOf(t)].sort(), ['agent', 'member']);
});
roles.run();

const flags = suite('flagHolds');
flags('a flag holds when on', () => assert.ok(flagHolds('DIRECTREG3', { DIRECTREG3: true })));
flags('a flag fails when off or unknown', () => {
  assert.not.ok(flagHolds('DIRECTREG3', { DIRECTREG3: false }));
  assert.not.ok(flagHolds('DIRECTREG3', {}));
});
flags('a negated flag holds when off or unknown and fails when on', () => {
  assert.ok(flagHolds('!MAILCEN', {}));
  assert.ok(flagHolds('!MAILCEN', { MAILCEN: false }));
  assert.not.ok(flagHolds('!MAILCEN', { MAILCEN: true }));
});
flags.run();

const gate = suite('passes');
gate('no gate passes for everyone', () => assert.ok(passes(undefined, ctx(null))));
gate('roles: any listed role admits', () => {
  const g = { roles: ['member', 'trial'] as ('member' | 'trial')[] };
  assert.ok(passes(g, ctx(0)));
  assert.ok(passes(g, ctx(4)));
  assert.not.ok(passes(g, ctx(null)));
});
gate('roles: agent admits only non-agent types excluded', () => {
  const g = { roles: ['agent'] as 'agent'[] };
  assert.ok(passes(g, ctx(1)));
  for (const t of [0, 4, 40]) assert.not.ok(passes(g, ctx(t)), `type ${t}`);
  assert.not.ok(passes(g, ctx(null)));
});
gate('memberTypes exclude: "not 0, 4, 40"', () => {
  const g = { memberTypes: { exclude: [0, 4, 40] } };
  assert.ok(passes(g, ctx(41)));
  assert.not.ok(passes(g, ctx(40)));
  assert.not.ok(passes(g, ctx(null)), 'a visitor has no type');
});
gate('memberTypes include', () => {
  const g = { memberTypes: { include: [1, 2] } };
  assert.ok(passes(g, ctx(2)));
  assert.not.ok(passes(g, ctx(3)));
});
gate('flags: every listed flag must hold', () => {
  const g = { flags: ['REFERRAL', '!MAILCEN'] as never };
  assert.ok(passes(g, ctx(0, { REFERRAL: true })));
  assert.not.ok(passes(g, ctx(0, { REFERRAL: true, MAILCEN: true })));
  assert.not.ok(passes(g, ctx(0, {})));
});
gate('truthy: state paths must hold a value', () => {
  const g = { truthy: ['member.toUpline'] };
  assert.ok(passes(g, ctx(0, {}, { member: { toUpline: 'up01' } })));
  assert.not.ok(passes(g, ctx(0, {}, { member: { toUpline: '' } })));
  assert.not.ok(passes(g, ctx(0, {}, {})));
});
gate('standalone', () => {
  assert.ok(passes({ standalone: true }, ctx(null, {}, {}, true)));
  assert.not.ok(passes({ standalone: true }, ctx(null, {}, {}, false)));
  assert.ok(passes({ standalone: false }, ctx(null, {}, {}, false)));
});
gate('agentMenu: the route must be switched on in the white-label menu', () => {
  const c = { ...ctx(1), agentMenu: { '/m/redRain': true, '/m/teamBetting': false } };
  assert.ok(passes({ agentMenu: '/m/redRain' }, c));
  assert.not.ok(passes({ agentMenu: '/m/teamBetting' }, c));
  assert.not.ok(passes({ agentMenu: '/m/member/team' }, c));
  assert.not.ok(passes({ agentMenu: '/m/redRain' }, ctx(1)), 'no menu configuration: off');
});
gate('upline transfer: flag, toUpline and type not 2 together', () => {
  const g = { flags: ['AGETRANSFERUP3'] as never, truthy: ['member.toUpline'], memberTypes: { exclude: [2] } };
  const state = { member: { toUpline: 'x' } };
  assert.ok(passes(g, ctx(0, { AGETRANSFERUP3: true }, state)));
  assert.not.ok(passes(g, ctx(2, { AGETRANSFERUP3: true }, state)));
  assert.not.ok(passes(g, ctx(0, {}, state)));
});
gate.run();

const access = suite('refusal');
const mine = [
  { require: { roles: ['visitor', 'member'] as ('visitor' | 'member')[] }, redirect: '/m/home', message: 'free_reject', messageMs: 2000 },
];
access('no rules: nothing refused', () => assert.is(refusal(undefined, ctx(null)), null));
access('mine refuses a trial member with free_reject', () => {
  assert.equal(refusal(mine, ctx(4))?.message, 'free_reject');
  assert.is(refusal(mine, ctx(0)), null);
  assert.is(refusal(mine, ctx(null)), null);
});
access('the first failing rule wins', () => {
  const invite = [
    { require: { roles: ['member', 'trial'] as ('member' | 'trial')[] }, redirect: '/m/login' },
    { require: { flags: ['REFERRAL'] as never }, redirect: '/m/home', message: 'contact_service' },
  ];
  assert.is(refusal(invite, ctx(null))?.redirect, '/m/login');
  assert.is(refusal(invite, ctx(0))?.message, 'contact_service');
  assert.is(refusal(invite, ctx(0, { REFERRAL: true })), null);
});
access('a rule with `when` applies only to addresses whose query has those values', () => {
  const records = [{ when: { params: { types: 'A' } }, require: { agentMenu: '/m/transaction/record?types=A' }, redirect: '/m/agent' }];
  const off = { ...ctx(1), agentMenu: { '/m/transaction/record?types=A': false } };
  assert.is(refusal(records, off, { types: 'A' })?.redirect, '/m/agent');
  assert.is(refusal(records, off, {}), null, 'the member view has no such rule');
  assert.is(refusal(records, off, { types: 'B' }), null);
  assert.is(refusal(records, { ...off, agentMenu: { '/m/transaction/record?types=A': true } }, { types: 'A' }), null);
});
access.run();

const path = suite('readPath');
path('reads nested values and stops at non-objects', () => {
  assert.is(readPath({ a: { b: 3 } }, 'a.b'), 3);
  assert.is(readPath({ a: 1 }, 'a.b'), undefined);
  assert.is(readPath(null, 'a'), undefined);
});
path.run();
