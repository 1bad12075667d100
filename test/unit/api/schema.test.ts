// schema/api and its derived files: generated types and bundle are fresh, and the validator rejects bad payloads.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import endpoints from '../../../schema/api/endpoints.json' with { type: 'json' };
import { bundle, typesSource } from '../../../schema/api/gen-types.mjs';
import { checkInput, checkResponse } from '../../../engine/api/validate.ts';

const fresh = suite('generated files');
fresh('types.gen.ts and schemas.gen.json match schema/api (run node schema/api/gen-types.mjs)', async () => {
  assert.is(readFileSync('engine/api/types.gen.ts', 'utf8'), await typesSource());
  assert.is(readFileSync('engine/api/schemas.gen.json', 'utf8'), JSON.stringify(bundle(), null, 1) + '\n');
});
fresh('every endpoint names a unique name and method+path+modID, under /wps or /lgw', () => {
  const names = endpoints.endpoints.map((e) => e.name);
  const routes = endpoints.endpoints.map((e) => `${e.method} ${e.path} ${(e as { modID?: string }).modID ?? ''}`);
  assert.is(new Set(names).size, names.length);
  assert.is(new Set(routes).size, routes.length);
  assert.ok(endpoints.endpoints.every((e) => /^\/(wps|lgw)\//.test(e.path)));
});
fresh.run();

const check = suite('checkResponse and checkInput');
const env = (value: unknown) => ({ success: true, value, errorCode: null, message: null });
check('accepts a valid value and reports a wrong one with its path', () => {
  assert.equal(checkResponse('wallet', env({ sumBalance: 1 })), []);
  assert.equal(checkResponse('wallet', env({ sumBalance: '1' })), ['value/sumBalance must be number']);
  assert.ok(checkResponse('wallet', env({ sumBalance: 1, extra: 1 })).length > 0);
  assert.ok(checkResponse('wallet', { ok: true, data: { value: 1 } }).length > 0, 'the envelope is {success, value, errorCode, message}');
});
check('checks refusal values against errorValue', () => {
  const refusal = { success: false, errorCode: 'login.failed', message: 'x', value: { captcha: 'yes' } };
  assert.ok(checkResponse('login', refusal).length > 0);
});
check('coerces query strings and rejects wrong inputs', () => {
  const q: Record<string, unknown> = { gameType: 'RNG', pageNo: '3' };
  assert.equal(checkInput('gameList', q), []);
  assert.is(q.pageNo, 3);
  assert.ok(checkInput('deposit', { channelId: 'x', amount: 0 }).length > 0);
});
check.run();
