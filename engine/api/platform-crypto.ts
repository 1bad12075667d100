// The platform's payload encryption (PLATFORM-API.md §3), loaded only when an encrypted call is made: a random
// 16-character key, DES-ECB/PKCS7 over the JSON payload (Base64), the reversed key RSA PKCS#1 v1.5-encrypted
// with the platform's public key.
import { PKCS1_KEM } from 'micro-rsa-dsa-dh/rsa.js';
import { fromBase64, toBase64 } from './base64.ts';
import { desEncrypt } from './des.ts';

export { desDecrypt, desEncrypt, decryptServicePath } from './des.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const utf8 = new TextEncoder();

/** A random alphanumeric string (the DES key of one request). */
export function randomKey(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** An RSA public key as the operator configures it: base64 SPKI (PEM armour allowed) or `{n, e}` in hex. */
export interface RsaPublicKey {
  n: bigint;
  e: bigint;
}

/** Reads the modulus and exponent of an RSA SubjectPublicKeyInfo (DER); throws on anything else. */
export function parsePublicKey(text: string): RsaPublicKey {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const { n, e } = JSON.parse(trimmed) as { n: string; e: string };
    return { n: BigInt(`0x${n}`), e: BigInt(`0x${e}`) };
  }
  const der = fromBase64(trimmed.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
  let at = 0;
  // Steps into (or, with skip, over) the next DER element, which must have this tag; returns its content.
  const next = (tag: number, skip = false): Uint8Array => {
    if (der[at++] !== tag) throw new Error('not an RSA public key');
    let len = der[at++] ?? 0;
    if (len & 0x80) {
      const count = len & 0x7f;
      len = 0;
      for (let i = 0; i < count; i++) len = len * 256 + (der[at++] ?? 0);
    }
    const body = der.subarray(at, at + len);
    if (skip) at += len;
    return body;
  };
  const integer = (): bigint => BigInt(`0x${hex(next(0x02, true)) || '0'}`);
  next(0x30); // SubjectPublicKeyInfo
  next(0x30, true); // AlgorithmIdentifier (rsaEncryption)
  next(0x03);
  at += 1; // BIT STRING (no unused bits) holding RSAPublicKey
  next(0x30);
  const n = integer();
  return { n, e: integer() };
}

/** RSA PKCS#1 v1.5 of a string with the platform key, as hex (jsbn style) or Base64. */
export function rsaEncrypt(text: string, key: RsaPublicKey, output: 'hex' | 'base64'): string {
  const bytes = PKCS1_KEM.encrypt(key, utf8.encode(text));
  return output === 'hex' ? hex(bytes) : toBase64(bytes);
}

/** What an encrypted call sends: the body `{"value": <DES Base64>}` and the Encryption header. */
export interface EncryptedPayload {
  value: string;
  encryption: string;
}

/** Encrypts one payload for the platform (steps 1-3 of PLATFORM-API.md §3). */
export function encryptPayload(payload: unknown, publicKey: string, output: 'hex' | 'base64' = 'hex'): EncryptedPayload {
  const key = randomKey(16);
  const value = desEncrypt(JSON.stringify(payload ?? {}), key);
  return { value, encryption: rsaEncrypt([...key].reverse().join(''), parsePublicKey(publicKey), output) };
}

/** The Encryption header of a call without a payload (free play): RSA of a reversed random string. */
export const encryptionOnly = (publicKey: string, output: 'hex' | 'base64' = 'hex'): string =>
  rsaEncrypt([...randomKey(16)].reverse().join(''), parsePublicKey(publicKey), output);
