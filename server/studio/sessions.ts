// Studio sessions, kept on the server: the cookie holds a random id, never a token. Also the one-time
// sign-in link (as notebook servers print one): a random code that opens one session and is then spent.
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { sameSecret } from './secrets.ts';
import { header } from './http.ts';
import type { StaffUser } from './roles.ts';

/**
 * The session cookie over https (directly, or behind a trusted proxy that says so): the __Host- prefix makes the
 * browser keep it only when it is Secure, for this host alone (no Domain) and Path=/, so no sibling subdomain or
 * plain-http page can set or replace it.
 */
export const SESSION_COOKIE = '__Host-studio-session';
/** The same cookie over plain http (a developer's own machine), where a Secure cookie would not be kept. */
export const PLAIN_SESSION_COOKIE = 'studio-session';
/** The cookie a request over https (or not) carries its session in; a plain one is never read over https. */
export const sessionCookieName = (secure: boolean) => (secure ? SESSION_COOKIE : PLAIN_SESSION_COOKIE);
const TTL_MS = 12 * 3600_000;
const ID = /^[\w-]{43}$/;

/** An in-memory session store: create on sign-in, look up per request, end on sign-out or after 12 h. */
export function createSessions(opts: { now?: () => number; max?: number } = {}) {
  const now = opts.now ?? Date.now;
  const live = new Map<string, { user: StaffUser; created: number }>();
  return {
    /** A new session for `user`; returns its id. The oldest session goes beyond `max`. */
    create(user: StaffUser): string {
      const id = randomBytes(32).toString('base64url');
      live.set(id, { user, created: now() });
      while (live.size > (opts.max ?? 1000)) live.delete(live.keys().next().value!);
      return id;
    },
    /** The person a session id belongs to, if it is live. */
    user(id: string | undefined): StaffUser | undefined {
      if (!id || !ID.test(id)) return undefined;
      const s = live.get(id);
      if (s && now() - s.created > TTL_MS) {
        live.delete(id);
        return undefined;
      }
      return s?.user;
    },
    /** Ends a session; returns whose it was. */
    end(id: string | undefined): StaffUser | undefined {
      const s = id ? live.get(id) : undefined;
      if (id) live.delete(id);
      return s?.user;
    },
  };
}

/**
 * Takes the studio's session cookie out of a request that goes on to the platform (its Path=/ sends it with every
 * request of a staff member's browser, and the API proxy forwards cookies): the platform never sees a studio session.
 */
export function withoutStudioCookies(req: IncomingMessage): void {
  const cookie = req.headers.cookie;
  if (!cookie) return;
  const kept = cookie
    .split(';')
    .filter((part) => {
      const name = part.split('=')[0]!.trim();
      return name !== SESSION_COOKIE && name !== PLAIN_SESSION_COOKIE;
    })
    .join(';')
    .trim();
  if (kept) req.headers.cookie = kept;
  else delete req.headers.cookie;
}

/** Who is guessing, for the throttle: the peer address, or the address a trusted proxy appended last. */
export function clientKey(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? (header(req, 'x-forwarded-for') ?? '').split(',').pop()!.trim() : '';
  const address = (forwarded || req.socket.remoteAddress || 'unknown').replace(/^::ffff:/, '').toLowerCase();
  // One IPv6 host usually holds a whole /64: count it as one client.
  return address.includes(':') ? address.split(':').slice(0, 4).join(':') : address;
}

/** The Set-Cookie value for a session id (empty id and Max-Age=0 clear it), named for https or plain http. */
export function sessionCookie(id: string, secure: boolean): string {
  return `${sessionCookieName(secure)}=${id}; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}; Max-Age=${id ? TTL_MS / 1000 : 0}`;
}

/** One-time sign-in links: one code at a time; spending it makes the next (and announces it). */
export function createOnceLinks(announce: (path: string) => void = () => {}) {
  const next = () => randomBytes(24).toString('base64url');
  let code = next();
  return {
    /** The current link's path, e.g. /studio/login?once=... */
    path: () => `/studio/login?once=${code}`,
    /** Whether `given` is the current code (the form that asks for a name is shown only then). */
    valid: (given: string | null) => sameSecret(given, code),
    /** True once per code: a right code is spent and a new one announced. */
    spend(given: string | null): boolean {
      if (!sameSecret(given, code)) return false;
      code = next();
      announce(`/studio/login?once=${code}`);
      return true;
    },
  };
}
