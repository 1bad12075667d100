// The platform's payload encryption: engine/api/platform-crypto.ts encrypts (DES-ECB/PKCS7 + RSA PKCS#1 v1.5 of the
// reversed key), sandbox/crypto.ts opens it with its own key pair; the DES half matches OpenSSL's des-ecb.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { decryptServicePath, desDecrypt, desEncrypt, encryptPayload, parsePublicKey } from '../../engine/api/platform-crypto.ts';
import { SealError, createKeyPair, openPayload } from '../../sandbox/crypto.ts';
import { MERCHANT_CODE } from '../../sandbox/data/site.ts';
import { type Harness, startHarness } from './helpers.ts';

const keys = createKeyPair();

const des = suite('DES-ECB / PKCS7');
des('matches a known OpenSSL des-ecb answer; only the first 8 key bytes count', () => {
  // printf '{"a":1}' | openssl enc -des-ecb -K 6162636465666768 -a  ->  0ZIr5aGtvNo=
  assert.is(desEncrypt('{"a":1}', 'abcdefgh12345678'), '0ZIr5aGtvNo=');
  assert.is(desDecrypt('0ZIr5aGtvNo=', 'abcdefghXXXXXXXX'), '{"a":1}');
});
des('customer-service paths: the key is the last 8 characters', () => {
  const key = 'k3yK3y99';
  assert.is(decryptServicePath(desEncrypt('https://chat.example/x?id=1', key) + key), 'https://chat.example/x?id=1');
});
des.run();

const round = suite('encryptPayload + openPayload');
round('the sandbox key opens a payload; the SPKI key parses to its modulus', () => {
  assert.is(parsePublicKey(keys.publicKey).n, BigInt(`0x${keys.n}`));
  const value = { username: 'player01', password: 'Passw0rd1', note: '₱ ñ 中文' };
  const p = encryptPayload(value, keys.publicKey);
  assert.equal(openPayload(p.encryption, JSON.stringify({ value: p.value }), keys), value);
  assert.match(p.encryption, /^[0-9a-f]{256}$/);
  assert.not.match(p.value, /player01/);
});
round('Base64 RSA output opens too; fresh key per call', () => {
  const a = encryptPayload({ a: 1 }, keys.publicKey, 'base64');
  const b = encryptPayload({ a: 1 }, keys.publicKey, 'base64');
  assert.is.not(a.encryption, b.encryption);
  assert.equal(openPayload(a.encryption, JSON.stringify({ value: a.value }), keys), { a: 1 });
});
round('another key pair cannot open it; a bare body is refused', () => {
  const p = encryptPayload({ a: 1 }, keys.publicKey);
  assert.throws(
    () => openPayload(p.encryption, JSON.stringify({ value: p.value }), createKeyPair()),
    (e: unknown) => e instanceof SealError,
  );
  assert.throws(
    () => openPayload(p.encryption, p.value, keys),
    (e: unknown) => e instanceof SealError,
  );
});
round.run();

const wire = suite('over HTTP');
let h: Harness;
wire.before(async () => {
  h = await startHarness();
});
wire.after(async () => {
  await h.close();
});
wire('the sandbox opens an encrypted login and refuses one without Encryption with request_body_required', async () => {
  const pk = (await h.call('siteConfig')).value.encryption.publicKey;
  const p = encryptPayload({ type: 'username', username: 'player01', password: 'Passw0rd1' }, pk);
  const headers = { Merchant: MERCHANT_CODE, ModuleId: 'COMM3', 'Content-Type': 'application/json' };
  const ok = await h.fetch('/wps/session/login', {
    method: 'POST',
    body: JSON.stringify({ value: p.value }),
    headers: { ...headers, Encryption: p.encryption },
  });
  assert.is(((await ok.json()) as any).success, true);
  const bare = await h.fetch('/wps/session/login', { method: 'POST', body: JSON.stringify({ value: p.value }), headers });
  assert.is(bare.status, 400);
  assert.is(((await bare.json()) as any).errorCode, 'request_body_required');
});
wire.run();
