// The headers the API proxy (sandbox/proxy.ts) lets through, each way. To the platform: the player's request less
// hop-by-hop and caching headers, with the player's address in X-Forwarded-For (an incoming chain is kept only from
// a proxy the operator trusts, TRUST_PROXY=1). To the browser: an allow-list; the app sets everything else itself
// (its CSP, framing, CORS and cache headers are never the platform's).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { PLAIN_SESSION_COOKIE, SESSION_COOKIE } from '../server/studio/sessions.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);
/** Conditional requests would let the platform answer 304, which the proxy does not pass (it answers no-store). */
const CONDITIONAL = new Set(['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range']);
/** What a client says about the path it came by: believed only from a proxy the operator runs. */
const FORWARDING = /^(x-forwarded-|forwarded$|x-real-ip$|x-client-ip$|true-client-ip$|cf-connecting-ip$)/;

/** The peer's address as X-Forwarded-For writes it (an IPv4 peer on a dual-stack socket without its ::ffff: prefix). */
const peer = (req: IncomingMessage) => (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.)/, '');

/** The headers a player's request goes on with to the platform. */
export function upstreamHeaders(req: IncomingMessage, trustProxy: boolean): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || CONDITIONAL.has(name)) continue;
    if (!trustProxy && FORWARDING.test(name)) continue;
    out[name] = value;
  }
  const chain = trustProxy ? (req.headersDistinct['x-forwarded-for'] ?? []).join(', ') : '';
  out['x-forwarded-for'] = chain ? `${chain}, ${peer(req)}` : peer(req);
  return out;
}

/** Content encodings the proxy passes on as they are (what a browser asked for in Accept-Encoding). */
export const KNOWN_ENCODINGS = new Set(['gzip', 'br', 'deflate']);

/** The cookies of the app's own (the studio's session): a platform never sets them. */
const APP_COOKIES = new Set([SESSION_COOKIE, PLAIN_SESSION_COOKIE].map((name) => name.toLowerCase()));

/**
 * A platform cookie as the app's origin keeps it: without Domain (it is this origin's now, as a reverse proxy
 * rewrites it), or null when it would set one of the app's own cookies or cannot be read.
 */
export function ownCookie(line: string): string | null {
  const [pair = '', ...attributes] = line.split(';');
  const name = pair.split('=')[0]!.trim().toLowerCase();
  if (!name || !pair.includes('=') || APP_COOKIES.has(name) || /[\r\n]/.test(line)) return null;
  return [pair.trim(), ...attributes.map((a) => a.trim()).filter((a) => a && !/^domain\s*=/i.test(a))].join('; ');
}

/** Retry-After as the platform may send it (seconds, or an HTTP date), nothing else. */
const RETRY_AFTER = /^(\d{1,6}|[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT)$/;

/** The headers of the platform's answer the browser gets (the app's own security headers are already set). */
export function answerHeaders(upstream: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = { 'cache-control': 'no-store' };
  const retry = upstream['retry-after'];
  if (retry && RETRY_AFTER.test(retry)) out['retry-after'] = retry;
  const cookies = (upstream['set-cookie'] ?? []).map(ownCookie).filter((c): c is string => c !== null);
  if (cookies.length) out['set-cookie'] = cookies;
  return out;
}
