// schema/api and its derived files: generated types and bundle are fresh, and the validator rejects bad payloads.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import endpoints from '../../../schema/api/endpoints.json' with { type: 'json' };
import { bundle, typesSource } from '../../../schema/api/gen-types.mjs';
import { checkInput, checkResponse } from '../../../engine/api/validate.ts';

const env = (value: unknown) => ({ success: true, value, errorCode: null, message: null });
const dev = suite("a development build's response check (validators compiled at build time)");
/** Runs `fn` with code generation refused, as the page's CSP (no unsafe-eval) refuses it in the browser. */
async function withoutEval<T>(fn: () => T | Promise<T>): Promise<T> {
  const real = globalThis.Function;
  const refuse = () => {
    throw new EvalError('Code generation from strings disallowed for this context');
  };
  globalThis.Function = new Proxy(real, { apply: refuse, construct: refuse });
  try {
    return await fn();
  } finally {
    globalThis.Function = real;
  }
}
// First in the file: no validator has been compiled at run time in this process yet.
dev('reports what checkResponse reports, with no code compiled at run time', async () => {
  const { devCheck } = await import('../../../engine/api/dev-check.ts');
  const warned: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
  try {
    await withoutEval(() => {
      devCheck('memberInfo', '/wps/member/info', env({ account: 'a', type: '0' }));
      devCheck('memberInfo', '/wps/member/info', env({ account: 'a', type: 0 }));
      devCheck('login', '/wps/session/login', { success: false, errorCode: 'login.failed', message: 'x', value: { captcha: { x: 1 } } });
    });
  } finally {
    console.warn = warn;
  }
  assert.equal(warned.slice(0, 1), ['[api] memberInfo /wps/member/info: response does not match schema/api: value/type must be integer']);
  assert.equal(
    warned.slice(1),
    checkResponse('login', { success: false, errorCode: 'login.failed', message: 'x', value: { captcha: { x: 1 } } }).map(
      (p) => `[api] login /wps/session/login: response does not match schema/api: ${p}`,
    ),
  );
  // The refusal is real: ajv compiling at run time fails under it.
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  await withoutEval(() => assert.throws(() => new Ajv2020({ logger: false }).compile({ type: 'number' })));
});
dev.run();

const fresh = suite('generated files');
fresh('types.gen.ts and schemas.gen.json match schema/api (run npm run gen)', async () => {
  assert.is(readFileSync('engine/api/types.gen.ts', 'utf8'), await typesSource());
  assert.is(readFileSync('engine/api/schemas.gen.json', 'utf8'), `${JSON.stringify(bundle(), null, 1)}\n`);
});
fresh('every endpoint names a unique name and method+path+modID, under /wps, /lgw or /lotto/lgw', () => {
  const names = endpoints.endpoints.map((e) => e.name);
  const routes = endpoints.endpoints.map((e) => `${e.method} ${e.path} ${(e as { modID?: string }).modID ?? ''}`);
  assert.is(new Set(names).size, names.length);
  assert.is(new Set(routes).size, routes.length);
  assert.ok(endpoints.endpoints.every((e) => /^\/(wps|lgw|lotto\/lgw)\//.test(e.path)));
});
fresh.run();

const check = suite('checkResponse and checkInput');
check('accepts a valid value and reports a wrong one with its path', () => {
  assert.equal(checkResponse('memberInfo', env({ account: 'a', type: 0 })), []);
  assert.equal(checkResponse('memberInfo', env({ account: 'a', type: '0' })), ['value/type must be integer']);
  assert.equal(checkResponse('memberInfo', env({ account: 'a', type: 0, extra: 1 })), [], 'the platform may add fields');
  assert.ok(checkResponse('memberInfo', env({ type: 0 })).length > 0);
  assert.ok(checkResponse('wallet', { ok: true, data: { value: 1 } }).length > 0, 'the envelope is {success, value, errorCode, message}');
});
check('checks refusal values against errorValue', () => {
  const refusal = { success: false, errorCode: 'login.failed', message: 'x', value: { captcha: { x: 1 } } };
  assert.ok(checkResponse('login', refusal).length > 0);
});
check('coerces query strings and rejects wrong inputs', () => {
  const q: Record<string, unknown> = { gameType: 'RNG', pageNo: '3' };
  assert.equal(checkInput('gameList', q), []);
  assert.is(q.pageNo, 3);
  assert.ok(checkInput('deposit', { channelId: 'x', amount: 0 }).length > 0);
});
check.run();
