// Who may use the studio: someone signed in, on every host. Neither the Host header nor the peer address
// grants anything (a reverse proxy sends Host: 127.0.0.1 from loopback). Signing in takes a configured
// credential (STUDIO_TOKEN or STUDIO_USERS) or a one-time link, and always a name: every change records a person.
// Every guess is counted before it is checked, per client address, per account and for everyone; an address
// that guessed wrong too often waits, but a right credential from an address that has not been guessing is
// always checked, so strangers cannot lock staff out. The session lives on the server, its id in a cookie.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Credentials } from './users.ts';
import { cookies, header, readBody } from './http.ts';
import { clientKey, createOnceLinks, createSessions, sessionCookie, sessionCookieName } from './sessions.ts';
import { isHttps } from '../headers.ts';
import { ACCOUNT_LIMITS, CLIENT_LIMITS, GLOBAL_LIMITS, createThrottle } from './throttle.ts';
import { tokenPage } from './token-page.ts';
import { displayName, type StaffUser } from './roles.ts';
import { sendCompressed } from '../send.ts';

/** Every studio call that changes something sends this header, which a cross-site form or image cannot. */
export const CSRF_HEADER = 'x-studio';

export interface AccessOptions {
  /** STUDIO_TOKEN or STUDIO_USERS; none: only one-time links sign in. */
  credentials?: Credentials;
  /** One-time sign-in links on (the local case: npm start prints one). A link signs in a publisher who gives a name. */
  links?: boolean;
  /** Believe X-Forwarded-Proto and X-Forwarded-For (TRUST_PROXY=1, behind a proxy that sets them). */
  trustProxy?: boolean;
  /** Told the path of each new one-time link (after one is spent). */
  announce?: (path: string) => void;
  /** Told who signed out (their previews end). */
  onSignOut?: (user: StaffUser) => void;
  now?: () => number;
}

const EVERYONE = '*';

/** Creates the studio's access control. */
export function createAccess(opts: AccessOptions) {
  const sessions = createSessions({ now: opts.now });
  const perClient = createThrottle({ ...CLIENT_LIMITS, now: opts.now });
  const perAccount = createThrottle({ ...ACCOUNT_LIMITS, now: opts.now });
  const everyone = createThrottle({ ...GLOBAL_LIMITS, now: opts.now });
  const links = opts.links ? createOnceLinks(opts.announce) : undefined;
  const trust = opts.trustProxy === true;
  const page = (message?: string, name?: string, once?: string) =>
    tokenPage({ message, name, named: opts.credentials?.named, linkOnly: !opts.credentials, links: !!links, once });
  const send = (req: IncomingMessage, res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    sendCompressed(req, res, status, 'text/html; charset=utf-8', html);
  };
  const tooMany = (req: IncomingMessage, res: ServerResponse, wait: number) => {
    const seconds = Math.ceil(wait / 1000);
    send(req, res, 429, page(`Too many wrong tries from here. Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`), {
      'Retry-After': String(seconds),
    });
  };

  /**
   * Counts a guess at `account` before it is checked (so parallel guesses cannot slip past); false, answered, when
   * refused. An address waits out its own lock; while its account or everyone is under attack, an address that
   * has guessed wrong at all waits too, but one that has not is always let through (a person, not the attack).
   */
  const admit = (req: IncomingMessage, res: ServerResponse, account: string): boolean => {
    const key = clientKey(req, trust);
    const own = perClient.wait(key);
    if (own > 0) return (tooMany(req, res, own), false);
    const attack = Math.max(perAccount.wait(account), everyone.wait(EVERYONE));
    if (attack > 0 && perClient.failures(key) > 0) return (tooMany(req, res, attack), false);
    perClient.fail(key);
    perAccount.fail(account);
    everyone.fail(EVERYONE);
    return true;
  };
  /** A guess counted by admit was right: the address is forgiven, the account and everyone that one guess. */
  const pardon = (req: IncomingMessage, account: string) => {
    perClient.succeed(clientKey(req, trust));
    perAccount.pardon(account);
    everyone.pardon(EVERYONE);
  };
  const signIn = (req: IncomingMessage, res: ServerResponse, user: StaffUser, account: string) => {
    pardon(req, account);
    res.writeHead(303, { 'Set-Cookie': sessionCookie(sessions.create(user), isHttps(req, trust)), Location: '/studio' }).end();
  };
  const sessionId = (req: IncomingMessage) => cookies(req)[sessionCookieName(isHttps(req, trust))];

  /** A one-time link: GET shows the name form (a valid code is not spent by looking); POST with a name spends it. */
  async function onceLink(req: IncomingMessage, res: ServerResponse, once: string, form?: URLSearchParams) {
    if (!links) return send(req, res, 404, page('One-time sign-in links are off on this server.'));
    if (!admit(req, res, 'link')) return;
    if (!links.valid(once))
      return send(
        req,
        res,
        401,
        page('This sign-in link was used already or is not right. The server console prints a new one after each use.'),
      );
    if (!form) {
      pardon(req, 'link');
      return send(req, res, 200, page(undefined, undefined, once));
    }
    const typed = (form.get('name') ?? '').trim();
    const user = opts.credentials?.person
      ? opts.credentials.person(typed)
      : typed && displayName(typed) && { name: displayName(typed)!, role: 'publisher' as const };
    if (!user) {
      pardon(req, 'link');
      const why = opts.credentials?.person
        ? `No studio user is called "${typed}". Type your name as the administrator listed it.`
        : 'Type your name (letters, digits and spaces, up to 64): it is recorded with every change you make.';
      return send(req, res, 422, page(why, typed, once));
    }
    if (!links.spend(once)) return send(req, res, 401, page('This sign-in link was used meanwhile. The server console prints a new one.'));
    signIn(req, res, user, 'link');
  }

  return {
    /** The signed-in person a request carries the session of, if any. */
    user: (req: IncomingMessage): StaffUser | undefined => sessions.user(sessionId(req)),
    /** The sign-in page (or why the studio is locked). */
    page,
    /** The current one-time link's path, when links are on. */
    linkPath: (): string | undefined => links?.path(),
    /** Answers /studio/login and /studio/logout; false for any other path. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      if (url.pathname === '/studio/logout' && req.method === 'POST') {
        if (header(req, CSRF_HEADER) === '1') {
          const gone = sessions.end(sessionId(req));
          if (gone) opts.onSignOut?.(gone);
        }
        res.writeHead(303, { 'Set-Cookie': sessionCookie('', isHttps(req, trust)), Location: '/studio' }).end();
        return true;
      }
      if (url.pathname !== '/studio/login') return false;
      if (req.method === 'GET' && url.searchParams.get('once') !== null) {
        await onceLink(req, res, url.searchParams.get('once')!);
        return true;
      }
      if (req.method !== 'POST') {
        send(req, res, 200, page());
        return true;
      }
      if (header(req, 'sec-fetch-site') === 'cross-site') {
        send(req, res, 403, page('Sign in from the studio page itself.'));
        return true;
      }
      const form = new URLSearchParams(await readBody(req, 4000));
      if (form.get('once') !== null) {
        await onceLink(req, res, form.get('once')!, form);
        return true;
      }
      if (!opts.credentials) {
        send(req, res, 403, page('No studio token or users are configured on this server.'));
        return true;
      }
      const name = (form.get('name') ?? '').trim();
      if (!opts.credentials.named && !displayName(name)) {
        send(
          req,
          res,
          422,
          page('Type your name (letters, digits and spaces, up to 64): it is recorded with every change you make.', name),
        );
        return true;
      }
      const account = opts.credentials.named ? `user:${name.toLowerCase()}` : 'token';
      if (!admit(req, res, account)) return true;
      const user = await opts.credentials.check(name, form.get('token') ?? '');
      if (user) signIn(req, res, user, account);
      else
        send(
          req,
          res,
          401,
          page(
            opts.credentials.named ? 'That name and password (or token) do not match. Try again.' : 'That token is not right. Try again.',
            name,
          ),
        );
      return true;
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
