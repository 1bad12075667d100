// Payload encryption for login and register: an ephemeral X25519 key agreement with the server's published key,
// HKDF-SHA256 into a one-time key, XChaCha20-Poly1305 over the JSON body. sandbox/crypto.ts is the opening side.
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { concatBytes, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { fromBase64, toBase64 } from './base64.ts';

/** Value of the X-Enc-Version header this scheme produces. */
export const ENC_VERSION = '1';
/** Bound into every ciphertext so a sealed body cannot be replayed under another scheme version. */
export const SEAL_AAD = utf8ToBytes('mc-seal-v1');
export const NONCE_BYTES = 24;

/** The 32-byte body key both sides derive: HKDF(shared secret, salt = ephemeral || server public key). */
export function deriveSealKey(shared: Uint8Array, ephemeralPublic: Uint8Array, serverPublic: Uint8Array): Uint8Array {
  return hkdf(sha256, shared, concatBytes(ephemeralPublic, serverPublic), utf8ToBytes('mc-payload-key'), 32);
}

/** Seals a JSON value for the server; send `body` as-is with `headers`. */
export function seal(value: unknown, serverPublicKeyB64: string): { body: string; headers: Record<string, string> } {
  const serverPublic = fromBase64(serverPublicKeyB64);
  const { secretKey, publicKey } = x25519.keygen();
  const key = deriveSealKey(x25519.getSharedSecret(secretKey, serverPublic), publicKey, serverPublic);
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = xchacha20poly1305(key, nonce, SEAL_AAD).encrypt(utf8ToBytes(JSON.stringify(value)));
  secretKey.fill(0);
  key.fill(0);
  return {
    body: toBase64(sealed),
    headers: {
      'Content-Type': 'text/plain',
      'X-Enc-Version': ENC_VERSION,
      'X-Enc-Key': toBase64(publicKey),
      'X-Enc-Nonce': toBase64(nonce),
    },
  };
}
