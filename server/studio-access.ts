// Who may use the studio: on a loopback host, anyone on this machine (the Host header must name loopback,
// so a rebound DNS name cannot reach it); elsewhere only with STUDIO_TOKEN, sent as a header or a cookie.
import type { IncomingMessage } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import { cookies, header } from './studio-http.ts';

/** The header and cookie that carry the studio token. */
export const TOKEN_HEADER = 'x-studio-token';
export const TOKEN_COOKIE = 'studio-token';
/** Every studio call that changes something sends this header, which a cross-site form or image cannot. */
export const CSRF_HEADER = 'x-studio';

export type Access = 'ok' | 'token-needed' | 'forbidden';

/** True for 127.0.0.0/8, ::1, localhost and the IPv4-mapped loopback. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || /^::ffff:127\.\d+\.\d+\.\d+$/.test(h);
}

/** The host name of a Host header value ("127.0.0.1:8080" -> "127.0.0.1", "[::1]:80" -> "::1"). */
function hostName(value: string): string {
  const m = /^\[([^\]]+)\]/.exec(value);
  return m ? m[1]! : value.split(':')[0]!;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares two tokens in constant time. */
export function sameToken(given: string | undefined, expected: string): boolean {
  return typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/** Decides whether a request may use the studio, given where the server listens and the configured token. */
export function access(req: IncomingMessage, opts: { host: string; token?: string }): Access {
  if (isLoopback(opts.host)) {
    const asked = hostName(header(req, 'host') ?? '');
    if (isLoopback(asked)) return 'ok';
    return opts.token && sentToken(req, opts.token) ? 'ok' : 'forbidden';
  }
  if (!opts.token) return 'forbidden';
  return sentToken(req, opts.token) ? 'ok' : 'token-needed';
}

function sentToken(req: IncomingMessage, token: string): boolean {
  return sameToken(header(req, TOKEN_HEADER), token) || sameToken(cookies(req)[TOKEN_COOKIE], token);
}

/** The Set-Cookie value that remembers an entered token for the studio's paths. */
export function tokenCookie(token: string): string {
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/studio; HttpOnly; SameSite=Strict; Max-Age=43200`;
}
