// Payload encryption: engine/api/seal.ts seals, sandbox/crypto.ts opens; any tampering is rejected.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seal } from '../../engine/api/seal.ts';
import { fromBase64, toBase64 } from '../../engine/api/base64.ts';
import { SealError, createKeyPair, open } from '../../sandbox/crypto.ts';
import { type Harness, startHarness } from './helpers.ts';

const keys = createKeyPair();
const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
const flip = (b64: string, at = 0) => { const b = fromBase64(b64); b[at] = (b[at] ?? 0) ^ 1; return toBase64(b); };

const round = suite('seal + open');
round('round-trips a JSON value with unicode', () => {
  const value = { username: 'player01', password: 'Passw0rd1', note: '₱ ñ 中文' };
  const sealed = seal(value, keys.publicKey);
  assert.equal(open(lower(sealed.headers), sealed.body, keys), value);
  assert.not.match(sealed.body, /player01/);
  assert.is(sealed.headers['X-Enc-Version'], '1');
});
round('is not deterministic (fresh ephemeral key and nonce per call)', () => {
  const a = seal({ a: 1 }, keys.publicKey);
  const b = seal({ a: 1 }, keys.publicKey);
  assert.is.not(a.body, b.body);
  assert.is.not(a.headers['X-Enc-Key'], b.headers['X-Enc-Key']);
});
round.run();

const tamper = suite('open rejects tampering');
const sealed = seal({ username: 'player01' }, keys.publicKey);
const headers = lower(sealed.headers);
const cases: Array<[string, Record<string, string>, string]> = [
  ['ciphertext bit', headers, flip(sealed.body, 3)],
  ['tag bit', headers, flip(sealed.body, fromBase64(sealed.body).length - 1)],
  ['nonce', { ...headers, 'x-enc-nonce': flip(headers['x-enc-nonce'] ?? '') }, sealed.body],
  ['ephemeral key', { ...headers, 'x-enc-key': toBase64(fromBase64(createKeyPair().publicKey)) }, sealed.body],
  ['version', { ...headers, 'x-enc-version': '2' }, sealed.body],
  ['missing nonce', { ...headers, 'x-enc-nonce': '' }, sealed.body],
  ['truncated body', headers, toBase64(fromBase64(sealed.body).subarray(0, 5))],
];
for (const [name, hdrs, body] of cases) tamper(name, () => assert.throws(() => open(hdrs, body, keys), (e: unknown) => e instanceof SealError));
tamper('another server key cannot open it', () => {
  assert.throws(() => open(headers, sealed.body, createKeyPair()), (e: unknown) => e instanceof SealError);
});
tamper.run();

const wire = suite('over HTTP');
let h: Harness;
wire.before(async () => { h = await startHarness(); });
wire.after(async () => { await h.close(); });
wire('the sandbox opens a sealed login and refuses a tampered one with payload.decrypt.failed', async () => {
  const pk = (await h.call('siteConfig')).data?.value.encryption.publicKey;
  const good = seal({ type: 'username', username: 'player01', password: 'Passw0rd1' }, pk);
  const ok = await h.fetch('/wps/session/login', { method: 'POST', body: good.body, headers: good.headers });
  assert.is(((await ok.json()) as any).success, true);
  const bad = await h.fetch('/wps/session/login', { method: 'POST', body: flip(good.body, 10), headers: good.headers });
  assert.is(bad.status, 400);
  assert.is(((await bad.json()) as any).errorCode, 'payload.decrypt.failed');
});
wire.run();
