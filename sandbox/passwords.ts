// Password hashing for stored members (scrypt with a per-password salt; cheap parameters, this is a sandbox).
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 1024, r: 8, p: 1 };

/** 'scrypt$salt$hash', both hex. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32, PARAMS).toString('hex')}`;
}

/** Constant-time check of a password against a stored hash. */
export function checkPassword(password: string, stored: string): boolean {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'hex'), 32, PARAMS), Buffer.from(hash, 'hex'));
}
