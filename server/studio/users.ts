// Who may sign in to the studio: a shared STUDIO_TOKEN (one user, "staff"), or the people listed in a
// STUDIO_USERS file, one "name scrypt$..." line each (a password, or a token made for that person).
import { readFileSync } from 'node:fs';
import { parseHash, sameSecret, verifySecret, weakness } from './secrets.ts';

/** Checks what the sign-in form sent; resolves to the user's name, or null. */
export interface Credentials {
  /** Whether the sign-in form asks for a name (a users file) or only a token. */
  named: boolean;
  check(name: string, secret: string): Promise<string | null>;
}

/** The name a shared STUDIO_TOKEN signs in as (each version it saves records this author). */
export const TOKEN_USER = 'staff';
/** What a user name may be: letters, digits, . _ @ - (up to 64). */
export const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

/** One shared token; refused (throws) when it is weak. */
export function tokenCredentials(token: string): Credentials {
  const weak = weakness(token);
  if (weak) throw new Error(`STUDIO_TOKEN is too weak: ${weak}. Make one with: openssl rand -base64 32`);
  return { named: false, check: async (_name, secret) => (sameSecret(secret, token) ? TOKEN_USER : null) };
}

/** The people in a users file's text; throws with the line number of anything it cannot use. */
export function parseUsers(text: string): Map<string, Exclude<ReturnType<typeof parseHash>, string>> {
  const users = new Map<string, Exclude<ReturnType<typeof parseHash>, string>>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [name = '', hash = '', ...rest] = line.split(/\s+/);
    const where = `line ${i + 1}`;
    if (!USER_NAME.test(name) || rest.length) throw new Error(`${where}: expected "name scrypt$..." (a name of letters, digits, . _ @ -)`);
    if (users.has(name)) throw new Error(`${where}: ${name} is listed twice`);
    const parsed = parseHash(hash);
    if (typeof parsed === 'string') throw new Error(`${where}: the hash for ${name} is ${parsed}`);
    users.set(name, parsed);
  });
  if (!users.size) throw new Error('it lists nobody');
  return users;
}

/** Named users with scrypt hashes. An unknown name costs the same scrypt work as a known one. */
export function userCredentials(users: ReturnType<typeof parseUsers>): Credentials {
  const decoy = users.values().next().value!;
  return {
    named: true,
    async check(name, secret) {
      const known = users.get(name);
      const ok = await verifySecret(secret, known ?? decoy);
      return ok && known ? name : null;
    },
  };
}

/**
 * The credentials the environment configures: STUDIO_USERS (a file path) or STUDIO_TOKEN; `none` when
 * neither is set. Throws with a message for the console when one is set but cannot be used.
 */
export function credentialsFromEnv(env: NodeJS.ProcessEnv, read = (path: string) => readFileSync(path, 'utf8')): Credentials | 'none' {
  if (env.STUDIO_USERS) {
    let text: string;
    try {
      text = read(env.STUDIO_USERS);
    } catch (err) {
      throw new Error(`STUDIO_USERS: cannot read ${env.STUDIO_USERS} (${(err as Error).message})`, { cause: err });
    }
    try {
      return userCredentials(parseUsers(text));
    } catch (err) {
      throw new Error(`STUDIO_USERS ${env.STUDIO_USERS}: ${(err as Error).message}`, { cause: err });
    }
  }
  if (env.STUDIO_TOKEN !== undefined) return tokenCredentials(env.STUDIO_TOKEN);
  return 'none';
}
