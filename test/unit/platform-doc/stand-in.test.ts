// The document-only platform stand-in (test/platform-doc/) asked directly over HTTP: the envelope and bare /lgw,
// Merchant exactly once and the row's ModuleId, 401 on a missing, ended or stale token, a captcha after a refused
// login, encrypted calls decrypted with its own key, and the 404 of a path the document does not name.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { PNG } from 'pngjs';
import { type DocPlatform, startDocPlatform } from '../../platform-doc/server.ts';
import { desDecrypt, encryptRequest } from '../../platform-doc/crypto.ts';

const s = suite('the document-only platform stand-in');
let p: DocPlatform;
s.before(async () => {
  p = await startDocPlatform();
});
s.after(() => p.close());

/** Calls `path` with the platform's headers (`Merchant`, the `ModuleId`, the raw token when given). */
async function call(
  path: string,
  o: { moduleId?: string; token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Merchant: p.merchant, Language: 'EN', ...o.headers };
  if (o.moduleId) headers.ModuleId = o.moduleId;
  if (o.token) headers.Authorization = o.token;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(p.url + path, {
    method: o.method ?? 'GET',
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text,
    json: text === '' || text.startsWith('<') ? null : JSON.parse(text),
  };
}

/** An encrypted login as §3 builds it. */
const login = (payload: Record<string, unknown>) => {
  const e = encryptRequest({ type: 'username', ...payload }, p.publicKey);
  return call('/wps/session/login', { method: 'POST', moduleId: 'COMM3', headers: { Encryption: e.encryption }, body: e.body });
};
const token = async (username = 'docplayer') => (await login({ username, password: 'Doc-pass-1' })).json.value.token as string;

s('/wps answers the envelope, /lgw bare JSON; status carries the one white-label root node', async () => {
  const { status, json } = await call('/wps/system/status', { moduleId: 'COMM3' });
  assert.is(status, 200);
  assert.equal(Object.keys(json), ['success', 'value']);
  assert.is(json.value.info.whitelabel.modId, 'DOCROOT');
  assert.not.ok(Array.isArray(json.value.info.whitelabel));
  const lgw = await call('/lgw/games/game_menus', { moduleId: 'COMM3' });
  assert.is(lgw.json.success, undefined);
  assert.is(Object.values(lgw.json as Record<string, { gameGroupCode: string }>)[0]!.gameGroupCode, 'DOC5');
});

s('Merchant missing, wrong or sent twice, and a wrong ModuleId: 400 function.not.available', async () => {
  const missing = await fetch(`${p.url}/wps/system/status`, { headers: { ModuleId: 'COMM3' } });
  assert.is(missing.status, 400);
  assert.is((await missing.json()).errorCode, 'function.not.available');
  assert.is((await call('/wps/system/status', { moduleId: 'COMM3', headers: { Merchant: 'OTHER' } })).status, 400);
  const twice = await new Promise<number>((done, fail) =>
    request(`${p.url}/wps/system/status`, { headers: { Merchant: [p.merchant, p.merchant], ModuleId: 'COMM3' } }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    })
      .on('error', fail)
      .end(),
  );
  assert.is(twice, 400);
  assert.is((await call('/wps/system/status', { moduleId: 'REG3' })).json.errorCode, 'function.not.available');
  assert.is((await call('/wps/system/status')).status, 400, 'no ModuleId');
});

s('a token call without a session, with a Bearer prefix or after the platform ended it: 401 login.not.session', async () => {
  assert.is((await call('/wps/member/info', { moduleId: 'COMM3' })).status, 401);
  const t = await token();
  const info = await call('/wps/member/info', { moduleId: 'COMM3', token: t });
  assert.equal(info.json.value, { id: 9001, account: 'docplayer', nickname: 'Dora Doc', type: 0 });
  assert.is((await call('/wps/member/info', { moduleId: 'COMM3', token: `Bearer ${t}` })).status, 401);
  assert.is((await call('/wps/v2/wallets/balance', { moduleId: 'COMM3', token: t })).json.value, 1234.5);
  assert.ok(p.expire('docplayer') >= 1);
  const ended = await call('/wps/member/info', { moduleId: 'COMM3', token: t });
  assert.equal([ended.status, ended.json.errorCode], [401, 'login.not.session']);
  // A stale token is refused even on a public feed, which answers without one.
  assert.is((await call('/wps/relay/GCSGAME_gameList', { moduleId: 'GAMELO3', token: t })).status, 401);
  assert.is((await call('/wps/relay/GCSGAME_gameList?gameType=RNG', { moduleId: 'GAMELO3' })).json.value.games.length, 2);
});

s('a refused login asks for the captcha; the next login must carry it', async () => {
  const refused = await login({ username: 'docplayer', password: 'wrong' });
  assert.is(refused.status, 400);
  assert.is(refused.json.success, false);
  assert.is(refused.json.value.captcha, true);
  assert.is((await login({ username: 'docplayer', password: 'Doc-pass-1' })).json.value.captcha, true, 'no captcha yet');
  const image = await call('/wps/captcha', { moduleId: 'CAPTCHA3' });
  assert.not.match(image.json.value, /^data:/);
  assert.ok(PNG.sync.read(Buffer.from(image.json.value, 'base64')).width > 0, 'a PNG');
  const ok = await login({ username: 'docplayer', password: 'Doc-pass-1', captcha: p.captcha() });
  assert.is(ok.status, 200);
  assert.equal(Object.keys(ok.json.value).sort(), ['firstTimeLogin', 'passwordExpired', 'token']);
});

s('an encrypted call decrypts with the stand-in key; one without Encryption, or without X-Digest when required, is refused', async () => {
  await login({ username: 'docplayer', password: 'Doc-pass-1', captcha: null });
  const seen = p.requests.filter((r) => r.path === '/wps/session/login').at(-1)!;
  assert.equal(seen.body, { type: 'username', username: 'docplayer', password: 'Doc-pass-1', captcha: null });
  const plain = await call('/wps/session/login', {
    method: 'POST',
    moduleId: 'COMM3',
    body: { username: 'docplayer', password: 'Doc-pass-1' },
  });
  assert.equal([plain.status, plain.json.errorCode], [400, 'request_body_required']);
  p.set({ requireDigest: true });
  assert.is((await login({ username: 'docplayer', password: 'Doc-pass-1' })).status, 400);
  p.set({ requireDigest: false });
});

s('free play puts the token where it is told; the balance answers in either build form', async () => {
  const e = encryptRequest('free', p.publicKey);
  const freeplay = () =>
    call('/wps/session/login/freeplay', { method: 'POST', moduleId: 'FREEPLAY3', headers: { Encryption: e.encryption } });
  assert.ok((await freeplay()).json.token);
  p.set({ freeplayToken: 'value' });
  const inValue = (await freeplay()).json;
  assert.equal([typeof inValue.value.token, inValue.token], ['string', undefined]);
  p.set({ freeplayToken: 'top', balanceForm: 'balances' });
  const balance = await call('/wps/v2/wallets/balance', { moduleId: 'COMM3', token: await token() });
  assert.equal(balance.json.value, { balances: [{ accountName: 'LOTT', availBalance: 1234.5 }] });
  p.set({ balanceForm: 'number' });
});

s('SMS codes: mobileNum on noLogin, mobileNo on register; the customer-service path decrypts with its last 8 characters', async () => {
  const sms = await call('/wps/verification/sms/noLogin', { method: 'POST', moduleId: 'VERIFICATION3', body: { mobileNum: '9170000001' } });
  assert.is(sms.json.value.expiredMinutes, 5);
  assert.match(p.lastSms('9170000001') ?? '', /^\d{6}$/);
  const wrongField = { method: 'POST', moduleId: 'MOBILENUMREG3', body: { mobileNum: '9170000009' } };
  assert.is((await call('/wps/verification/sms/register', wrongField)).status, 400);
  const { json } = await call('/wps/system/status', { moduleId: 'COMM3' });
  const path: string = json.value.info.customerService[0].path;
  assert.is(desDecrypt(path.slice(0, -8), path.slice(-8)), 'https://chat.doc-platform.invalid/room');
});

s('a path the document does not name is the gateway 404 (HTML); a known path asked with another method is 405', async () => {
  const assumed = await call('/wps/system/siteConfig', { moduleId: 'COMM3' });
  assert.equal([assumed.status, assumed.type], [404, 'text/html']);
  assert.is((await call('/wps/session/renew', { method: 'POST' })).status, 404);
  assert.is((await call('/wps/session/logout', { method: 'POST', moduleId: 'COMM3' })).status, 405);
});

s.run();
