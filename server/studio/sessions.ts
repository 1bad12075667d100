// Studio sessions, kept on the server: the cookie holds a random id, never a token. Also the one-time
// sign-in link (as notebook servers print one): a random code that opens one session and is then spent.
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { sameSecret } from './secrets.ts';
import { header } from './http.ts';

/** The session cookie's name; it only travels to /studio paths. */
export const SESSION_COOKIE = 'studio-session';
const TTL_MS = 12 * 3600_000;
const ID = /^[\w-]{43}$/;

/** An in-memory session store: create on sign-in, look up per request, end on sign-out or after 12 h. */
export function createSessions(opts: { now?: () => number; max?: number } = {}) {
  const now = opts.now ?? Date.now;
  const live = new Map<string, { user: string; created: number }>();
  return {
    /** A new session for `user`; returns its id. The oldest session goes beyond `max`. */
    create(user: string): string {
      const id = randomBytes(32).toString('base64url');
      live.set(id, { user, created: now() });
      while (live.size > (opts.max ?? 1000)) live.delete(live.keys().next().value!);
      return id;
    },
    /** The user a session id belongs to, if it is live. */
    user(id: string | undefined): string | undefined {
      if (!id || !ID.test(id)) return undefined;
      const s = live.get(id);
      if (s && now() - s.created > TTL_MS) {
        live.delete(id);
        return undefined;
      }
      return s?.user;
    },
    end(id: string | undefined): void {
      if (id) live.delete(id);
    },
  };
}

/** Who is guessing, for the throttle: the peer address, or the address a trusted proxy appended last. */
export function clientKey(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? (header(req, 'x-forwarded-for') ?? '').split(',').pop()!.trim() : '';
  const address = (forwarded || req.socket.remoteAddress || 'unknown').replace(/^::ffff:/, '').toLowerCase();
  // One IPv6 host usually holds a whole /64: count it as one client.
  return address.includes(':') ? address.split(':').slice(0, 4).join(':') : address;
}

/** The Set-Cookie value for a session id (empty id and Max-Age=0 clear it). */
export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; Path=/studio; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}; Max-Age=${id ? TTL_MS / 1000 : 0}`;
}

/** One-time sign-in links: one code at a time; spending it makes the next (and announces it). */
export function createOnceLinks(announce: (path: string) => void = () => {}) {
  const next = () => randomBytes(24).toString('base64url');
  let code = next();
  return {
    /** The current link's path, e.g. /studio/login?once=... */
    path: () => `/studio/login?once=${code}`,
    /** True once per code: a right code is spent and a new one announced. */
    spend(given: string | null): boolean {
      if (!sameSecret(given, code)) return false;
      code = next();
      announce(`/studio/login?once=${code}`);
      return true;
    },
  };
}
