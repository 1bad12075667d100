// The document-only stand-in's encryption, written from PLATFORM-API.md §3 (payload encryption: DES-ECB/PKCS7
// Base64 body, the reversed 16-character key RSA-encrypted in `Encryption`) and §5/§6.14 (customer-service paths
// are DES-encrypted and end with their own 8-character key). node:crypto has no DES-ECB under OpenSSL 3 and Node 20
// refuses RSA PKCS#1 v1.5 private decryption, so DES is des.js and the RSA private half micro-rsa-dsa-dh.
import { generateKeyPairSync, publicEncrypt, constants, createPublicKey, randomInt } from 'node:crypto';
import { DES } from 'des.js';
import { PKCS1_KEM } from 'micro-rsa-dsa-dh/rsa.js';

/** The platform's key pair: the public half as an operator hands it over (Base64 SPKI and PEM), the private half
 * as the modulus and private exponent. */
export interface DocKeys {
  publicKey: string;
  publicPem: string;
  privateKey: { n: bigint; d: bigint };
  /** The modulus length in bytes (the length of a raw RSA block). */
  bytes: number;
}

const big = (b64url: string) => BigInt(`0x${Buffer.from(b64url, 'base64url').toString('hex')}`);

/** A fresh 1024-bit RSA key pair (§7: the real size is not visible; 1024 was usual for jsbn-era keys, and is quick). */
export function makeKeys(): DocKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    publicPem: String(publicKey.export({ type: 'spki', format: 'pem' })),
    privateKey: { n: big(jwk.n!), d: big(jwk.d!) },
    bytes: Buffer.from(jwk.n!, 'base64url').length,
  };
}

/** §3 step 2: the DES key is the UTF-8 of the key string, of which only the first 8 bytes count. */
const desKey = (key: string) => Buffer.from(key, 'utf8').subarray(0, 8);

/** DES-ECB with PKCS7 padding, Base64 out (§3 step 2). */
export function desEncrypt(text: string, key: string): string {
  const c = DES.create({ type: 'encrypt', key: desKey(key) });
  return Buffer.from([...c.update(Buffer.from(text, 'utf8')), ...c.final()]).toString('base64');
}

/** The reverse of desEncrypt; throws on a wrong key or a broken block. */
export function desDecrypt(base64: string, key: string): string {
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0 || data.length % 8 !== 0) throw new Error('not DES blocks');
  const d = DES.create({ type: 'decrypt', key: desKey(key) });
  return Buffer.from([...d.update(data), ...d.final()]).toString('utf8');
}

/** The `Encryption` header's bytes: hex (jsbn style, §3 step 3's "most likely") or else Base64. */
function rsaBytes(header: string, bytes: number): Uint8Array {
  if (/^[0-9a-fA-F]+$/.test(header) && header.length === bytes * 2) return Buffer.from(header, 'hex');
  return Buffer.from(header, 'base64');
}

/** §3 step 3 undone: the RSA block of `Encryption`, decrypted and reversed back into the DES key string. */
export function keyOf(header: string, keys: DocKeys): string {
  const plain = PKCS1_KEM.decrypt(keys.privateKey, rsaBytes(header, keys.bytes));
  return Buffer.from(plain).toString('utf8').split('').reverse().join('');
}

/** An encrypted call's payload: the JSON inside `{"value": <DES Base64>}`, with the key from `Encryption`. */
export function decryptRequest(header: string, value: string, keys: DocKeys): unknown {
  return JSON.parse(desDecrypt(value, keyOf(header, keys)));
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A random alphanumeric string (§3 step 1's DES key, §6.14's 8-character key). */
export const randomKey = (length: number) => Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/** The client's side of §3 (for the stand-in's own tests): headers and body of an encrypted call. */
export function encryptRequest(payload: unknown, publicKey: string): { encryption: string; body: { value: string } } {
  const key = randomKey(16);
  const reversed = Buffer.from(key.split('').reverse().join(''), 'utf8');
  const rsa = publicEncrypt(
    { key: createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }), padding: constants.RSA_PKCS1_PADDING },
    reversed,
  );
  return { encryption: rsa.toString('hex'), body: { value: desEncrypt(JSON.stringify(payload), key) } };
}

/** §6.14: a customer-service path as the platform sends it, DES-encrypted with the key appended as its last 8 characters. */
export function customerServicePath(url: string): string {
  const key = randomKey(8);
  return desEncrypt(url, key) + key;
}
