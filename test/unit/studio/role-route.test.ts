// routeForRole: where the preview goes after a role switch, judged on the edited screen's access rules.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { routeForRole } from '../../../studio/role-route.ts';
import { ACCOUNTS } from '../../../studio/accounts.ts';

const s = suite('routeForRole');
const account = (id: string) => ACCOUNTS.find((a) => a.id === id)!;
const mine = readFileSync('screens/mine.json', 'utf8');

s('the edited route when the role may open it', () => {
  for (const id of ['visitor', 'player01', 'agent01'])
    assert.equal(routeForRole(mine, '/m/mine', account(id), {}), { route: '/m/mine' }, id);
});

s('else where the first failing rule sends the role', () => {
  assert.equal(routeForRole(mine, '/m/mine', account('trial'), {}), { route: '/m/home', refused: '/m/mine' });
  const agent = readFileSync('screens/agent.json', 'utf8');
  assert.is(routeForRole(agent, '/m/agent', account('player01'), {}).refused, '/m/agent');
});

s('flags count; the agent menu and member state are left to the app', () => {
  const text = JSON.stringify({
    access: [
      { require: { flags: ['FEEDBACK3'] }, redirect: '/m/home' },
      { require: { agentMenu: '/m/x', truthy: ['member.toUpline'] }, redirect: '/m/agent' },
    ],
  });
  assert.equal(routeForRole(text, '/m/feedback', account('player01'), { FEEDBACK3: false }), { route: '/m/home', refused: '/m/feedback' });
  assert.equal(routeForRole(text, '/m/feedback', account('player01'), { FEEDBACK3: true }), { route: '/m/feedback' });
});

s('broken text: the edited route (the app shows what it can)', () => {
  assert.equal(routeForRole('{', '/m/x', account('trial'), {}), { route: '/m/x' });
});

s.run();
