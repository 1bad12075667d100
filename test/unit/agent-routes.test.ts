// Agent pages follow the white-label menu configuration: a page the agent menu
// gates with agentMenu carries the same gate on its route, so a typed address cannot open what the menu hides.
// Pages shared with members keep their member rules; the agent view of transactions (?types=A) is gated by query.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readScreenFiles } from '../../scripts/check-screens.ts';
import { buildRouteTable, resolve } from '../../engine/routes.ts';
import { refusal, type GateContext } from '../../engine/gates.ts';
import type { ScreenDef } from '../../engine/schema-types.ts';

const screens = readScreenFiles()
  .filter((f) => f.file !== 'app.json')
  .map((f) => JSON.parse(f.source) as ScreenDef);
const table = buildRouteTable(screens, () => {});
const agentHome = screens.find((s) => s.id === 'agent')!;
/** The agent menu's routes and the agentMenu switch each is gated by. */
const entries = JSON.stringify(agentHome.widgets)
  .match(/"to":"[^"]+","gate":\{"agentMenu":"[^"]+"\}/g)!
  .map((m) => JSON.parse(`{${m}}`) as { to: string; gate: { agentMenu: string } });
const screenAt = (route: string) => {
  const [path, query] = route.split('?');
  return resolve(table, path!, query ?? '')!.screen;
};
const paramsOf = (to: string) => Object.fromEntries(new URLSearchParams(to.split('?')[1] ?? ''));
/** Whether the page at `to` is for agents only (a rule for that address requires the agent role). */
const agentOnly = (to: string) =>
  (screenAt(to).access ?? []).some(
    (r) =>
      r.require.roles?.length === 1 &&
      r.require.roles[0] === 'agent' &&
      Object.entries(r.when?.params ?? {}).every(([k, v]) => paramsOf(to)[k] === v),
  );
const ctx = (agentMenu: Record<string, boolean>): GateContext => ({
  memberType: 1,
  flags: {},
  standalone: false,
  lookup: () => undefined,
  agentMenu,
});

const s = suite('agent routes');
s('the agent menu gates its entries by the white-label menu', () => {
  assert.ok(entries.length >= 8, `${entries.length} gated entries`);
});
s('every agent-only page of a gated entry requires the same switch on its route', () => {
  const open = (e: (typeof entries)[number]) => !refusal(screenAt(e.to).access, ctx({ [e.gate.agentMenu]: true }), paramsOf(e.to));
  const closed = (e: (typeof entries)[number]) => !!refusal(screenAt(e.to).access, ctx({ [e.gate.agentMenu]: false }), paramsOf(e.to));
  const pages = entries.filter((e) => agentOnly(e.to));
  assert.equal(
    pages.filter((e) => !(open(e) && closed(e))).map((e) => e.to),
    [],
  );
  for (const id of ['red-rain', 'team-betting', 'transaction-records'])
    assert.ok(
      pages.some((e) => screenAt(e.to).id === id),
      id,
    );
});
s('the agent view of a page members share (transactions ?types=A) is gated; the member view is not', () => {
  const screen = screenAt('/m/transaction/record?types=A');
  const off = ctx({ '/m/transaction/record?types=A': false });
  assert.is(refusal(screen.access, off, { types: 'A' })?.redirect, '/m/agent');
  assert.is(refusal(screen.access, off, {}), null);
  assert.is(refusal(screen.access, ctx({ '/m/transaction/record?types=A': true }), { types: 'A' }), null);
  assert.is(refusal(screen.access, { ...off, memberType: 0 }, { types: 'A' })?.redirect, '/m/home', 'a type-0 member is no agent');
});
s('a switched-off page sends the agent to the agent home with the no-permission message', () => {
  const rule = refusal(screenAt('/m/teamBetting').access, ctx({ '/m/teamBetting': false }))!;
  assert.equal([rule.redirect, rule.message], ['/m/agent', 'no_permission']);
});
s.run();
