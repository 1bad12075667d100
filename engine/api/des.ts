/// <reference path="./des-js.d.ts" />
// DES-ECB with PKCS7 padding as the platform's CryptoJS does it (key read as UTF-8, first 8 bytes count): the
// payload half of encrypted calls (platform-crypto.ts) and the customer-service paths of site config.
import des from 'des.js';
import { fromBase64, toBase64 } from './base64.ts';

const utf8 = new TextEncoder();

/** DES-ECB with PKCS7 padding; the key is read as UTF-8 and only its first 8 bytes count (as CryptoJS does). */
export function desEncrypt(plain: string, key: string): string {
  const cipher = des.DES.create({ type: 'encrypt', key: utf8.encode(key).subarray(0, 8) });
  return toBase64(new Uint8Array([...cipher.update(utf8.encode(plain)), ...cipher.final()]));
}

/** The inverse of desEncrypt. */
export function desDecrypt(base64: string, key: string): string {
  const cipher = des.DES.create({ type: 'decrypt', key: utf8.encode(key).subarray(0, 8) });
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([...cipher.update(fromBase64(base64)), ...cipher.final()]));
}

/** A customer-service path from site config: DES Base64 followed by its own key, the last 8 characters. */
export function decryptServicePath(path: string): string {
  return desDecrypt(path.slice(0, -8), path.slice(-8));
}
