// engine/session/store.ts: signIn persistence, signOut clearing, role and isAgent.
import './setup.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { SESSION_KEY, isAgent, session, signIn, signOut } from '../../../engine/session/store.ts';
import { sessionInfoOf } from '../../../engine/api/readers/session.ts';
import { cacheKey, cached } from '../../../engine/api/cache.ts';

const member = { token: 't1', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false };

const inTest = suite('signIn');
inTest('stores MC_SESSION_INFO and updates the proxy', () => {
  signIn(member);
  assert.equal(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null'), member);
  assert.equal(session.info, member);
});
inTest("a trial session has no firstTimeLogin and free play's merchant code; a login's, the configured one", () => {
  const trial = sessionInfoOf({ token: 't', merchantCode: 'DEMO_TRIAL', trial: 1 }, { account: 'trial1', type: 4 }, 'DEMO');
  assert.equal(trial, { token: 't', merchantCode: 'DEMO_TRIAL', userName: 'trial1', type: 4 });
  const login = sessionInfoOf({ token: 'u', firstTimeLogin: true }, { account: 'player01', type: 0 }, 'DEMO');
  assert.equal(login, { token: 'u', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: true });
});
inTest.run();

const outTest = suite('signOut');
outTest('clears token, trial user, member info, session storage, auto-login and the bank list cache', async () => {
  signIn({ ...member, type: 4 });
  assert.is(localStorage.getItem('trialUser'), 'player01');
  await cached(cacheKey('bankAccounts', 'x', null), async () => [1]);
  await cached(cacheKey('gameTypes', 'x', null), async () => [2]);
  sessionStorage.setItem('notice-shown', '1');
  session.member = { id: 1 } as never;
  signOut();
  assert.equal([session.info, session.member, session.wallet], [null, null, null]);
  assert.is(localStorage.getItem(SESSION_KEY), null);
  assert.is(localStorage.getItem('trialUser'), null);
  assert.is(localStorage.getItem('autoLogin'), '0');
  assert.is(sessionStorage.length, 0);
  let loads = 0;
  await cached(cacheKey('bankAccounts', 'x', null), async () => ++loads);
  assert.is(loads, 1, 'bank list reloads after sign-out');
});
outTest.run();

const roleTest = suite('isAgent');
roleTest('agents are types other than 0, 4, 40', () => {
  assert.equal(
    [0, 4, 40, 1, 2, 41, 42].map((type) => isAgent({ ...member, type })),
    [false, false, false, true, true, true, true],
  );
  assert.is(isAgent(null), false);
});
roleTest.run();
