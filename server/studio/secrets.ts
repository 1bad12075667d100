// The studio's secrets: how strong a token or password must be, constant-time comparison, and scrypt
// password hashes (the form a STUDIO_USERS file keeps them in). Nothing here reads the environment.
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The least a shared STUDIO_TOKEN must offer; a person's password is held to PASSWORD_RULE. */
export const TOKEN_RULE = { minLength: 20, minDistinct: 10, minBits: 100 } as const;
export const PASSWORD_RULE = { minLength: 12, minDistinct: 8, minBits: 60 } as const;
/** scrypt cost for new hashes; a file with a cheaper hash is refused (MIN_COST). */
const COST = { N: 32768, r: 8, p: 1 } as const;
const MIN_COST = 16384;
const KEY_LENGTH = 32;

/** A rough strength estimate: length times log2 of the alphabet the characters are drawn from. */
export function estimateBits(secret: string): number {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];
  const sizes = [26, 26, 10, 33];
  const alphabet = classes.reduce((sum, re, i) => sum + (re.test(secret) ? sizes[i]! : 0), 0);
  return alphabet ? [...secret].length * Math.log2(alphabet) : 0;
}

/** Why `secret` is too weak under `rule`, or null when it is strong enough. */
export function weakness(secret: string, rule: { minLength: number; minDistinct: number; minBits: number } = TOKEN_RULE): string | null {
  const chars = [...secret];
  if (chars.length < rule.minLength)
    return `it has ${chars.length} character${chars.length === 1 ? '' : 's'}; at least ${rule.minLength} are needed`;
  if (new Set(chars).size < rule.minDistinct)
    return `it repeats too few characters (at least ${rule.minDistinct} different ones are needed)`;
  if (estimateBits(secret) < rule.minBits) return 'it is too predictable: mix upper and lower case, digits and symbols, or make it longer';
  return null;
}

/** A new random token (32 bytes, base64url: 43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares two secrets in constant time (both hashed first, so their lengths leak nothing either). */
export function sameSecret(given: unknown, expected: string): boolean {
  return typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

const scrypt = (secret: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((done, fail) => {
    const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
    scryptCb(secret.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? fail(err) : done(key)));
  });

/** Hashes a password or token for a STUDIO_USERS file: scrypt$N$r$p$salt$key (base64url). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, COST.N, COST.r, COST.p);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The parts of a stored hash, or why it cannot be used. */
export function parseHash(stored: string): { n: number; r: number; p: number; salt: Buffer; key: Buffer } | string {
  const m = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]{16,})\$([\w-]{40,})$/.exec(stored);
  if (!m) return 'not an scrypt$N$r$p$salt$key hash (make one with: npx tsx server/studio/user-cli.ts add <name>)';
  const [n, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (n < MIN_COST || (n & (n - 1)) !== 0 || r < 8 || p < 1 || p > 16)
    return `its scrypt cost is too low (N must be a power of two of at least ${MIN_COST}, r at least 8)`;
  return { n, r, p, salt: Buffer.from(m[4]!, 'base64url'), key: Buffer.from(m[5]!, 'base64url') };
}

/** True when `secret` matches a stored hash (constant-time comparison of the derived keys). */
export async function verifySecret(secret: string, stored: ReturnType<typeof parseHash>): Promise<boolean> {
  if (typeof stored === 'string') return false;
  const key = await scrypt(secret, stored.salt, stored.n, stored.r, stored.p);
  return key.length === stored.key.length && timingSafeEqual(key, stored.key);
}
