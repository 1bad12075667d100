// Forwards /wps and /lgw to a real platform (API_PROXY=https://...) with node:http(s), streaming both ways.
// The platform is treated as unreliable: connecting and answering have time limits, the upstream request is
// aborted when the player's request goes away, sockets are pooled and bounded, and a failure is answered in
// the platform's envelope without naming the internal upstream address.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);

export interface ProxyLimits {
  /** Until the platform accepts the connection. */
  connectMs: number;
  /** Until the platform's answer starts, and the longest silence while it streams. */
  answerMs: number;
  /** The largest request body passed on. */
  maxBodyBytes: number;
  /** Open sockets to the platform at most. */
  maxSockets: number;
}

export const DEFAULT_LIMITS: ProxyLimits = { connectMs: 5000, answerMs: 30_000, maxBodyBytes: 1024 * 1024, maxSockets: 256 };

/** The error answer, in the platform's envelope, naming no internal address. */
function fail(res: ServerResponse, status: number, errorCode: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ success: false, value: null, errorCode, message }));
}

/** Returns a handler that answers (true) /wps and /lgw requests by forwarding them to `target`. */
export function createProxy(target: string, limits: Partial<ProxyLimits> = {}) {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  const base = new URL(target);
  const https = base.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  const agent = https
    ? new HttpsAgent({ keepAlive: true, maxSockets: lim.maxSockets })
    : new HttpAgent({ keepAlive: true, maxSockets: lim.maxSockets });
  return function proxy(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/lgw/')) return Promise.resolve(false);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > lim.maxBodyBytes) {
      fail(res, 413, 'request.too.large', 'The request is too large.');
      req.resume();
      return Promise.resolve(true);
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
    const upstreamPath = `${base.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`;
    return new Promise((resolve) => {
      let settled = false;
      const done = () => {
        if (!settled) {
          settled = true;
          resolve(true);
        }
      };
      const upstream = send(
        new URL(upstreamPath, base),
        { method: req.method, headers: { ...headers, host: base.host }, agent, timeout: lim.answerMs },
        (answer) => {
          clearTimeout(connecting);
          const out = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
          res.writeHead(answer.statusCode ?? 502, out as Record<string, string | string[]>);
          answer.pipe(res);
          answer.on('end', done);
          answer.on('error', () => {
            res.destroy();
            done();
          });
        },
      );
      // Connecting has its own, shorter limit; socket silence (timeout above) covers the answer.
      const connecting = setTimeout(
        () => upstream.destroy(Object.assign(new Error('connect timeout'), { code: 'ECONNECT_TIMEOUT' })),
        lim.connectMs,
      );
      upstream.on('socket', (socket) => {
        if (!socket.connecting) clearTimeout(connecting);
        else socket.once('connect', () => clearTimeout(connecting));
      });
      upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('answer timeout'), { code: 'EANSWER_TIMEOUT' })));
      upstream.on('error', (e: NodeJS.ErrnoException) => {
        clearTimeout(connecting);
        if (e.code === 'EANSWER_TIMEOUT' || e.code === 'ECONNECT_TIMEOUT')
          fail(res, 504, 'proxy.timeout', 'The platform did not answer in time.');
        else if (e.code === 'EBODY_TOO_LARGE') fail(res, 413, 'request.too.large', 'The request is too large.');
        else fail(res, 502, 'proxy.error', 'The platform cannot be reached.');
        done();
      });
      // The player went away: stop waiting for the platform.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
        done();
      });
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > lim.maxBodyBytes) upstream.destroy(Object.assign(new Error('body too large'), { code: 'EBODY_TOO_LARGE' }));
      });
      req.pipe(upstream);
    });
  };
}
