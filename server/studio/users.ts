// Who may sign in to the studio: a shared STUDIO_TOKEN (each person types their name; the role is
// STUDIO_TOKEN_ROLE, publisher by default), or the people listed in a STUDIO_USERS file, one
// "name scrypt$... [author|publisher]" line each (a password, or a token made for that person; a line without a
// role is a publisher, as every user was before roles).
import { readFileSync } from 'node:fs';
import { parseHash, sameSecret, verifySecret, weakness } from './secrets.ts';
import { ROLES, displayName, type Role, type StaffUser } from './roles.ts';

/** Checks what the sign-in form sent; resolves to the person, or null. */
export interface Credentials {
  /** Whether the names are checked (a users file) or only typed (the shared token). */
  named: boolean;
  /** The person a one-time link signs in as, when the names are checked; null when `name` is nobody's. */
  person?(name: string): StaffUser | null;
  check(name: string, secret: string): Promise<StaffUser | null>;
}

/** What a user name in a users file may be: letters, digits, . _ @ - (up to 64). */
export const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

/** One shared token; refused (throws) when it is weak. Whoever has it types their name, recorded with every change. */
export function tokenCredentials(token: string, role: Role = 'publisher'): Credentials {
  const weak = weakness(token);
  if (weak) throw new Error(`STUDIO_TOKEN is too weak: ${weak}. Make one with: openssl rand -base64 32`);
  return {
    named: false,
    check: async (name, secret) => {
      const who = displayName(name);
      return who && sameSecret(secret, token) ? { name: who, role } : null;
    },
  };
}

type Entry = Exclude<ReturnType<typeof parseHash>, string> & { role: Role; roleGiven: boolean };

/** The people in a users file's text; throws with the line number of anything it cannot use. */
export function parseUsers(text: string): Map<string, Entry> {
  const users = new Map<string, Entry>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [name = '', hash = '', role, ...rest] = line.split(/\s+/);
    const where = `line ${i + 1}`;
    if (!USER_NAME.test(name) || rest.length)
      throw new Error(`${where}: expected "name scrypt$... [author|publisher]" (a name of letters, digits, . _ @ -)`);
    if (role !== undefined && !(ROLES as string[]).includes(role))
      throw new Error(`${where}: the role of ${name} must be author or publisher`);
    if (users.has(name)) throw new Error(`${where}: ${name} is listed twice`);
    const parsed = parseHash(hash);
    if (typeof parsed === 'string') throw new Error(`${where}: the hash for ${name} is ${parsed}`);
    users.set(name, { ...parsed, role: (role as Role | undefined) ?? 'publisher', roleGiven: role !== undefined });
  });
  if (!users.size) throw new Error('it lists nobody');
  return users;
}

/** The users of a file listed without a role (publishers, as before roles), for the console at start. */
export const withoutRole = (users: ReturnType<typeof parseUsers>) => [...users].filter(([, u]) => !u.roleGiven).map(([name]) => name);

/** Named users with scrypt hashes. An unknown name costs the same scrypt work as a known one. */
export function userCredentials(users: ReturnType<typeof parseUsers>): Credentials {
  const decoy = users.values().next().value!;
  const person = (name: string): StaffUser | null => {
    const known = users.get(name);
    return known ? { name, role: known.role } : null;
  };
  return {
    named: true,
    person,
    async check(name, secret) {
      const known = users.get(name);
      const ok = await verifySecret(secret, known ?? decoy);
      return ok && known ? person(name) : null;
    },
  };
}

/**
 * The credentials the environment configures: STUDIO_USERS (a file path) or STUDIO_TOKEN (with STUDIO_TOKEN_ROLE);
 * `none` when neither is set. Throws with a message for the console when one is set but cannot be used.
 */
export function credentialsFromEnv(env: NodeJS.ProcessEnv, read = (path: string) => readFileSync(path, 'utf8')): Credentials | 'none' {
  if (env.STUDIO_USERS) {
    let text: string;
    try {
      text = read(env.STUDIO_USERS);
    } catch (err) {
      throw new Error(`STUDIO_USERS: cannot read ${env.STUDIO_USERS} (${(err as Error).message})`, { cause: err });
    }
    let users: ReturnType<typeof parseUsers>;
    try {
      users = parseUsers(text);
    } catch (err) {
      throw new Error(`STUDIO_USERS ${env.STUDIO_USERS}: ${(err as Error).message}`, { cause: err });
    }
    const plain = withoutRole(users);
    if (plain.length)
      console.log(
        `[studio] ${plain.join(', ')} in ${env.STUDIO_USERS} ${plain.length === 1 ? 'has' : 'have'} no role: publisher, as before roles (add " author" to a line to make that person an author)`,
      );
    return userCredentials(users);
  }
  if (env.STUDIO_TOKEN !== undefined) {
    const role = env.STUDIO_TOKEN_ROLE ?? 'publisher';
    if (!(ROLES as string[]).includes(role)) throw new Error(`STUDIO_TOKEN_ROLE must be author or publisher, not "${role}"`);
    return tokenCredentials(env.STUDIO_TOKEN, role as Role);
  }
  return 'none';
}
