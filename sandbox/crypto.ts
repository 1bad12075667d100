// The sandbox's side of the platform's payload encryption: its own RSA key pair (the public half is what an
// operator would configure), and `openPayload`, which undoes engine/api/platform-crypto.ts as the platform does.
// Also the DES customer-service paths the client decrypts (engine/api/service-links.ts).
import { generateKeyPairSync } from 'node:crypto';
import { PKCS1_KEM } from 'micro-rsa-dsa-dh/rsa.js';
import { fromBase64 } from '../engine/api/base64.ts';
import { desDecrypt, desEncrypt } from '../engine/api/des.ts';
import { randomKey } from '../engine/api/platform-crypto.ts';

/** The sandbox's RSA key pair: `publicKey` is base64 SPKI; n and d are hex (the private half never leaves the state). */
export interface KeyPair {
  publicKey: string;
  n: string;
  d: string;
}

const hexOf = (b64url: string | undefined) => Buffer.from(b64url ?? '', 'base64url').toString('hex');

/** A fresh 1024-bit RSA key pair. */
export function createKeyPair(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), n: hexOf(jwk.n), d: hexOf(jwk.d) };
}

/** Thrown by `openPayload` for a missing, malformed or undecryptable payload. */
export class SealError extends Error {}

/** RSA PKCS#1 v1.5 decryption of the Encryption header (hex, or Base64 when it is not hex). */
function rsaDecrypt(header: string, keys: KeyPair): string {
  const bytes = /^[0-9a-f]+$/i.test(header) && header.length % 2 === 0 ? Buffer.from(header, 'hex') : Buffer.from(fromBase64(header));
  const plain = PKCS1_KEM.decrypt({ n: BigInt(`0x${keys.n}`), d: BigInt(`0x${keys.d}`) }, new Uint8Array(bytes));
  return new TextDecoder().decode(plain);
}

/** The JSON payload of an encrypted call: body `{"value": <DES Base64>}` and the Encryption header. */
export function openPayload(encryption: string, body: string, keys: KeyPair): unknown {
  let value: unknown;
  try {
    value = (JSON.parse(body) as { value?: unknown }).value;
  } catch (e) {
    throw new SealError('body is not JSON', { cause: e });
  }
  if (typeof value !== 'string') throw new SealError('body has no value');
  let key: string;
  try {
    key = [...rsaDecrypt(encryption, keys)].reverse().join('');
  } catch (e) {
    throw new SealError('Encryption header does not decrypt', { cause: e });
  }
  let text: string;
  try {
    text = desDecrypt(value, key);
  } catch (e) {
    throw new SealError('value does not decrypt', { cause: e });
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new SealError('payload is not JSON', { cause: e });
  }
}

/** A customer-service path as the platform sends it: DES Base64 of the URL with a fresh 8-character key after it. */
export function servicePath(url: string): string {
  const key = randomKey(8);
  return desEncrypt(url, key) + key;
}
