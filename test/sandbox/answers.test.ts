// Every read the sandbox answers, as every role gets it, against the platform's answer shapes: schema/api describes
// what the platform sends (PLATFORM-API.md, the "reads" column), and the harness validates each reply with ajv (a
// success's value against the entry's schema, a refusal against the envelope and the entry's errorValue). A visitor,
// player01, agent01 and a trial member ask each GET of endpoints.json; a sandbox answer drifting from the document's
// shape fails here, whoever asked.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import type { Endpoint } from '../../engine/api/headers.ts';
import { checkResponse } from '../../engine/api/validate.ts';
import { type Harness, startHarness } from './helpers.ts';
import { FIXTURES } from './fixtures.ts';

const ROLES = ['visitor', 'player01', 'agent01', 'trial'] as const;
type Role = (typeof ROLES)[number];

const s = suite('every sandbox read, as each role, has the platform answer shape');
let h: Harness;
const tokens = new Map<Role, string | undefined>();
s.before(async () => {
  h = await startHarness();
  tokens.set('visitor', undefined);
  tokens.set('player01', await h.login('player01'));
  tokens.set('agent01', await h.login('agent01'));
  const trial = await h.call('loginFreeplay');
  tokens.set('trial', trial.token ?? trial.value?.token);
});
s.after(async () => {
  await h.close();
});

const reads = (endpoints.endpoints as Endpoint[]).filter((e) => e.method === 'GET' && e.sandbox !== false);

s('the walk covers the reads, and every role holds a token but the visitor', () => {
  assert.ok(reads.length > 40, `${reads.length} reads`);
  assert.equal(
    ROLES.map((r) => typeof tokens.get(r)),
    ['undefined', 'string', 'string', 'string'],
  );
});

for (const e of reads) {
  s(`${e.name} ${e.path}`, async () => {
    const f = FIXTURES[e.name as keyof typeof FIXTURES];
    const outcomes: string[] = [];
    for (const role of ROLES) {
      const input = typeof f?.input === 'function' ? await f.input(h) : f?.input;
      const token = tokens.get(role);
      // The harness throws when a reply does not match schema/api; a refusal must still be the platform's envelope.
      const r = await h.call(e.name, input, token ? { token } : {});
      if (r.success) assert.is(r.status, 200);
      else {
        assert.ok(r.status >= 400 && typeof r.errorCode === 'string', `${e.name} as ${role}: ${r.status} ${r.errorCode}`);
        if (e.auth === 'member' || e.auth === 'realMember')
          if (role === 'visitor') assert.equal([r.status, r.errorCode], [401, 'login.not.session'], `${e.name} as a visitor`);
      }
      outcomes.push(r.success ? 'ok' : String(r.errorCode));
    }
    // The entry's own role (its fixture) gets an answer, so the walk validates at least one value of every read.
    const own = f?.who === 'agent01' ? 2 : f?.who === 'player01' ? 1 : 0;
    assert.is(outcomes[own], 'ok', `${e.name}: ${outcomes.join(', ')}`);
    if (e.auth === 'none')
      assert.ok(
        outcomes.every((o) => o === 'ok'),
        `a public read answers everyone: ${outcomes.join(', ')}`,
      );
  });
}

s('the check is real: an answer in a shape the platform does not send fails it', () => {
  const env = (value: unknown) => ({ success: true, value, errorCode: null, message: null });
  assert.ok(checkResponse('login', env({ userName: 'player01', customerType: 0, merchantCode: 'DEMO' })).length > 0);
  assert.ok(checkResponse('wallet', env({ sumBalance: 1 })).length > 0);
  assert.ok(checkResponse('captcha', env('data:image/svg+xml;base64,AAAA')).length > 0);
  assert.ok(checkResponse('lotteryList', [{ code: 'X', name: 'x' }]).length > 0);
  assert.ok(checkResponse('launchGame', env({ nodeId: 1 })).length > 0);
});

s.run();
