// The sandbox's side of payload encryption: its X25519 key pair and `open`, which rejects anything tampered.
// Also the AES-GCM wrapping of customer-service links that the client unwraps (engine/api/service-links.ts).
import { x25519 } from '@noble/curves/ed25519.js';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8, concatBytes, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { ENC_VERSION, NONCE_BYTES, SEAL_AAD, deriveSealKey } from '../engine/api/seal.ts';
import { fromBase64, toBase64 } from '../engine/api/base64.ts';

export interface KeyPair { secretKey: string; publicKey: string }

/** A fresh server key pair, base64 encoded so it can live in the state file. */
export function createKeyPair(): KeyPair {
  const { secretKey, publicKey } = x25519.keygen();
  return { secretKey: toBase64(secretKey), publicKey: toBase64(publicKey) };
}

/** Thrown by `open` for a missing, malformed or tampered sealed body. */
export class SealError extends Error {}

const decode = (text: string | undefined, length: number, what: string): Uint8Array => {
  let bytes: Uint8Array;
  try { bytes = fromBase64(text ?? ''); } catch { throw new SealError(`bad ${what}`); }
  if (bytes.length !== length) throw new SealError(`bad ${what}`);
  return bytes;
};

/** Opens a body sealed by engine/api/seal.ts. `headers` are the lower-cased request headers. */
export function open(headers: Record<string, string | string[] | undefined>, body: string, keys: KeyPair): unknown {
  if (headers['x-enc-version'] !== ENC_VERSION) throw new SealError('unsupported encryption version');
  const ephemeral = decode(headers['x-enc-key'] as string | undefined, 32, 'key');
  const nonce = decode(headers['x-enc-nonce'] as string | undefined, NONCE_BYTES, 'nonce');
  let sealed: Uint8Array;
  try { sealed = fromBase64(body.trim()); } catch { throw new SealError('bad body'); }
  const serverPublic = fromBase64(keys.publicKey);
  let plain: Uint8Array;
  try {
    const shared = x25519.getSharedSecret(fromBase64(keys.secretKey), ephemeral);
    plain = xchacha20poly1305(deriveSealKey(shared, ephemeral, serverPublic), nonce, SEAL_AAD).decrypt(sealed);
  } catch {
    throw new SealError('body failed authentication');
  }
  try { return JSON.parse(bytesToUtf8(plain)); } catch { throw new SealError('body is not JSON'); }
}

/** AES-GCM wraps a link: base64(iv || ciphertext). */
export function wrapLink(url: string, keyB64: string): string {
  const iv = randomBytes(12);
  return toBase64(concatBytes(iv, gcm(fromBase64(keyB64), iv).encrypt(utf8ToBytes(url))));
}
