// Happy path of every endpoint in schema/api/endpoints.json over real HTTP as its relevant role (test/sandbox/fixtures.ts),
// each reply validated against its schema: the platform's answer shapes (schema/api), so the sandbox cannot drift.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import type { Endpoint } from '../../engine/api/headers.ts';
import { type Harness, called, startHarness } from './helpers.ts';
import { FIXTURES } from './fixtures.ts';

const test = suite('every endpoint: happy path');
let h: Harness;
test.before(async () => {
  h = await startHarness();
});
test.after(async () => {
  await h.close();
});

for (const e of endpoints.endpoints as Endpoint[]) {
  if (e.sandbox === false) {
    test(`${e.name} ${e.method} ${e.path}: switched off for the sandbox merchant`, async () => {
      const r = await h.call(e.name, {}, { token: await h.login('player01') });
      assert.equal([r.status, r.errorCode], [400, 'function.not.available']);
    });
    continue;
  }
  test(`${e.name} ${e.method} ${e.path}`, async () => {
    const f = FIXTURES[e.name as keyof typeof FIXTURES];
    await h.sandbox.reset();
    const token = f.who && f.who !== 'visitor' ? await h.login(f.who) : undefined;
    const input = typeof f.input === 'function' ? await f.input(h) : f.input;
    const r = await h.call(e.name, input, token ? { token } : {});
    assert.is(r.success, true, `${e.name}: ${r.errorCode} ${r.message}`);
    assert.is(r.status, 200);
    f.check?.(r.value);
  });
}

test('every endpoint was called', () => {
  const missing = endpoints.endpoints.map((e) => e.name).filter((n) => !called.has(n));
  assert.equal(missing, []);
});

test.run();
