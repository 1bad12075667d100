// Forwards /wps, /lgw and /lotto to a real platform (API_PROXY=https://...) with node:http(s), streaming both ways.
// The platform is treated as unreliable and untrusted: connecting and answering have time limits, the upstream
// request is aborted when the player's request goes away, sockets are pooled and bounded, only the platform's JSON
// reaches the browser, under the app's own headers (sandbox/proxy-answer.ts, proxy-headers.ts), the platform learns
// the player's address (X-Forwarded-For), and a failure is answered in the platform's envelope without naming the
// internal upstream address.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { fail, notOffered, relayAnswer } from './proxy-answer.ts';
import { upstreamHeaders } from './proxy-headers.ts';
import { type NotOffered, REFUSAL_CODE, REFUSAL_STATUSES, assumedCall, notOfferedMemory } from '../server/not-offered.ts';
import type { LogSink } from '../server/request-log.ts';

/** The platform's path roots (PLATFORM-API.md §2: /wps, /lgw and the one /lotto/lgw/...). */
export const PLATFORM_ROOTS = /^\/(wps|lgw|lotto)\//;

/** Errors of a pooled connection the platform had closed (or reset) as the call went out on it. */
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE']);

/**
 * The methods a call on such a connection is sent again with: the idempotent ones (RFC 9110 §9.2.2). The proxy
 * cannot tell a connection the platform closed before reading the call from one it reset after reading it, so a
 * POST (most of the platform's calls, deposits and withdrawals among them) is never sent twice: it fails as the
 * platform being unreachable, and the player or the app asks again knowingly.
 */
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** An idle pooled connection is closed after this: before a platform's own keep-alive ends (Node's 5 s, nginx's
 * 75 s), so a call seldom goes out on a connection the platform is closing. */
const IDLE_SOCKET_MS = 4000;

export interface ProxyLimits {
  /** Until the platform accepts the connection. */
  connectMs: number;
  /** Until the platform's answer starts, and the longest silence while it streams. */
  answerMs: number;
  /** The largest request body passed on. */
  maxBodyBytes: number;
  /** Open sockets to the platform at most. */
  maxSockets: number;
  /** The largest answer passed on (one that is read whole to check it is JSON is held in memory up to this). */
  maxAnswerBytes: number;
}

export const DEFAULT_LIMITS: ProxyLimits = {
  connectMs: 5000,
  answerMs: 30_000,
  maxBodyBytes: 1024 * 1024,
  maxSockets: 256,
  maxAnswerBytes: 4 * 1024 * 1024,
};

export interface ProxyOptions {
  /** Keep an incoming X-Forwarded-For (and the other forwarding headers): a proxy the operator runs is in front
   * (TRUST_PROXY=1). Otherwise the chain starts at the socket's peer. */
  trustProxy?: boolean;
  /** Where a refused assumed call is logged (once per call per period, server/not-offered.ts). */
  log?: LogSink;
}

/** The proxy's request handler, with the assumed calls its platform refused (server/boot-data.ts tells pages). */
export type Proxy = ((req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>) & { notOffered: NotOffered };

/** Returns a handler that answers (true) /wps, /lgw and /lotto requests by forwarding them to `target`. */
export function createProxy(target: string, limits: Partial<ProxyLimits> = {}, opts: ProxyOptions = {}): Proxy {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  const memory = notOfferedMemory(opts.log);
  const base = new URL(target);
  const https = base.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  const agent = https
    ? new HttpsAgent({ keepAlive: true, maxSockets: lim.maxSockets, timeout: IDLE_SOCKET_MS })
    : new HttpAgent({ keepAlive: true, maxSockets: lim.maxSockets, timeout: IDLE_SOCKET_MS });
  const proxy = (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (!PLATFORM_ROOTS.test(url.pathname)) return Promise.resolve(false);
    // An assumed call this platform refused lately is answered here, without asking it again.
    const assumed = assumedCall(req.method, url.pathname);
    if (assumed && memory.has(assumed)) {
      req.resume();
      notOffered(res);
      return Promise.resolve(true);
    }
    const refusal = assumed
      ? (status: number, body?: unknown) => {
          const code = (body as { errorCode?: unknown } | null)?.errorCode;
          const refused = body === undefined ? REFUSAL_STATUSES.has(status) : status === 400 && code === REFUSAL_CODE;
          if (!refused) return false;
          memory.add(assumed, body === undefined ? `HTTP ${status}` : String(code));
          notOffered(res);
          return true;
        }
      : undefined;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > lim.maxBodyBytes) {
      fail(res, 413, 'request.too.large', 'The request is too large.');
      req.resume();
      return Promise.resolve(true);
    }
    const headers = upstreamHeaders(req, opts.trustProxy ?? false);
    const upstreamPath = `${base.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`;
    return new Promise((resolve) => {
      let settled = false;
      let relayed = false;
      const done = () => {
        if (!settled) {
          settled = true;
          resolve(true);
        }
      };
      // The request body, kept (it is at most maxBodyBytes) so a call can be sent again on a fresh connection.
      const body: Buffer[] = [];
      let size = 0;
      let bodyRead = false;
      let upstream: ClientRequest | undefined;
      const forward = (again: boolean) => {
        const attempt = send(
          new URL(upstreamPath, base),
          { method: req.method, headers: { ...headers, host: base.host }, agent, timeout: lim.answerMs },
          (answer) => {
            clearTimeout(connecting);
            relayed = true;
            relayAnswer(answer, res, { head: req.method === 'HEAD', maxBytes: lim.maxAnswerBytes, refusal }, done);
          },
        );
        upstream = attempt;
        // Connecting has its own, shorter limit; socket silence (timeout above) covers the answer.
        const connecting = setTimeout(
          () => attempt.destroy(Object.assign(new Error('connect timeout'), { code: 'ECONNECT_TIMEOUT' })),
          lim.connectMs,
        );
        attempt.on('socket', (socket) => {
          if (!socket.connecting) clearTimeout(connecting);
          else socket.once('connect', () => clearTimeout(connecting));
        });
        attempt.on('timeout', () => attempt.destroy(Object.assign(new Error('answer timeout'), { code: 'EANSWER_TIMEOUT' })));
        attempt.on('error', (e: NodeJS.ErrnoException) => {
          clearTimeout(connecting);
          // Once the answer is being relayed, an error cuts what is still being sent (an answer refused and closed
          // by the relay is already complete).
          if (relayed) {
            if (!res.writableEnded) res.destroy();
            return done();
          }
          // A pooled connection the platform closed as idle just as this call went out on it (its keep-alive
          // ran out): an idempotent call goes once more, on a new connection. Node's documented remedy
          // (request.reusedSocket); a call that failed on a fresh connection is not repeated, nor is a POST.
          const repeat = !again && attempt.reusedSocket && STALE_CONNECTION.has(e.code ?? '') && REPEATABLE.has(req.method ?? '');
          if (repeat && bodyRead && !res.destroyed) return forward(true);
          if (e.code === 'EANSWER_TIMEOUT' || e.code === 'ECONNECT_TIMEOUT')
            fail(res, 504, 'proxy.timeout', 'The platform did not answer in time.');
          else if (e.code === 'EBODY_TOO_LARGE') fail(res, 413, 'request.too.large', 'The request is too large.');
          else fail(res, 502, 'proxy.error', 'The platform cannot be reached.');
          done();
        });
        if (again) attempt.end(Buffer.concat(body));
      };
      forward(false);
      // The player went away: stop waiting for the platform.
      res.on('close', () => {
        if (!res.writableFinished) upstream?.destroy();
        done();
      });
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > lim.maxBodyBytes) upstream?.destroy(Object.assign(new Error('body too large'), { code: 'EBODY_TOO_LARGE' }));
        else body.push(chunk);
      });
      req.on('end', () => {
        bodyRead = true;
      });
      req.pipe(upstream!);
    });
  };
  return Object.assign(proxy, { notOffered: memory });
}
