// Who may use the studio: someone signed in, on every host. Neither the Host header nor the peer address
// grants anything (a reverse proxy sends Host: 127.0.0.1 from loopback). Signing in takes a configured
// credential (STUDIO_TOKEN or STUDIO_USERS) or a one-time link; every guess is counted first and wrong
// ones slow down, per client and for everyone; the session lives on the server, its id in a cookie.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Credentials } from './users.ts';
import { cookies, header, readBody } from './http.ts';
import { SESSION_COOKIE, clientKey, createOnceLinks, createSessions, sessionCookie } from './sessions.ts';
import { isHttps } from '../headers.ts';
import { CLIENT_LIMITS, GLOBAL_LIMITS, createThrottle } from './throttle.ts';
import { tokenPage } from './token-page.ts';
import { sendCompressed } from '../send.ts';

/** Every studio call that changes something sends this header, which a cross-site form or image cannot. */
export const CSRF_HEADER = 'x-studio';

export interface AccessOptions {
  /** STUDIO_TOKEN or STUDIO_USERS; none: only one-time links sign in. */
  credentials?: Credentials;
  /** One-time sign-in links on (the local case: npm start prints one). */
  links?: boolean;
  /** Who a one-time link signs in as (recorded as the author of saves). */
  localUser?: string;
  /** Believe X-Forwarded-Proto and X-Forwarded-For (TRUST_PROXY=1, behind a proxy that sets them). */
  trustProxy?: boolean;
  /** Told the path of each new one-time link (after one is spent). */
  announce?: (path: string) => void;
  now?: () => number;
}

const EVERYONE = '*';

/** Creates the studio's access control. */
export function createAccess(opts: AccessOptions) {
  const sessions = createSessions({ now: opts.now });
  const perClient = createThrottle({ ...CLIENT_LIMITS, now: opts.now });
  const everyone = createThrottle({ ...GLOBAL_LIMITS, now: opts.now });
  const links = opts.links ? createOnceLinks(opts.announce) : undefined;
  const trust = opts.trustProxy === true;
  const page = (message?: string, name?: string) =>
    tokenPage({ message, name, named: opts.credentials?.named, linkOnly: !opts.credentials, links: !!links });
  const send = (req: IncomingMessage, res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    sendCompressed(req, res, status, 'text/html; charset=utf-8', html);
  };

  /** Counts a guess before it is checked (so parallel guesses cannot slip past); false when locked. */
  const admit = (req: IncomingMessage, res: ServerResponse): boolean => {
    const key = clientKey(req, trust);
    const wait = Math.max(perClient.wait(key), everyone.wait(EVERYONE));
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      send(req, res, 429, page(`Too many wrong tries. Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`), {
        'Retry-After': String(seconds),
      });
      return false;
    }
    perClient.fail(key);
    everyone.fail(EVERYONE);
    return true;
  };
  const signIn = (req: IncomingMessage, res: ServerResponse, user: string) => {
    perClient.succeed(clientKey(req, trust));
    everyone.pardon(EVERYONE);
    res.writeHead(303, { 'Set-Cookie': sessionCookie(sessions.create(user), isHttps(req, trust)), Location: '/studio' }).end();
  };

  return {
    /** The signed-in user a request carries the session of, if any. */
    user: (req: IncomingMessage): string | undefined => sessions.user(cookies(req)[SESSION_COOKIE]),
    /** The sign-in page (or why the studio is locked). */
    page,
    /** The current one-time link's path, when links are on. */
    linkPath: (): string | undefined => links?.path(),
    /** Answers /studio/login and /studio/logout; false for any other path. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      if (url.pathname === '/studio/logout' && req.method === 'POST') {
        if (header(req, CSRF_HEADER) === '1') sessions.end(cookies(req)[SESSION_COOKIE]);
        res.writeHead(303, { 'Set-Cookie': sessionCookie('', isHttps(req, trust)), Location: '/studio' }).end();
        return true;
      }
      if (url.pathname !== '/studio/login') return false;
      const once = url.searchParams.get('once');
      if (req.method === 'GET' && once !== null) {
        if (!links) {
          send(req, res, 404, page('One-time sign-in links are off on this server.'));
          return true;
        }
        if (!admit(req, res)) return true;
        if (links.spend(once)) signIn(req, res, opts.localUser ?? 'local');
        else
          send(
            req,
            res,
            401,
            page('This sign-in link was used already or is not right. The server console prints a new one after each use.'),
          );
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
      if (!opts.credentials) {
        send(req, res, 403, page('No studio token or users are configured on this server.'));
        return true;
      }
      const form = new URLSearchParams(await readBody(req, 4000));
      const name = (form.get('name') ?? '').trim();
      if (!admit(req, res)) return true;
      const user = await opts.credentials.check(name, form.get('token') ?? '');
      if (user) signIn(req, res, user);
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
