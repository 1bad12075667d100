// Forwards /wps and /lgw to a real platform (API_PROXY=https://...) with node:http(s), streaming both ways.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);

/** Returns a handler that answers (true) /wps and /lgw requests by forwarding them to `target`. */
export function createProxy(target: string) {
  const base = new URL(target);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return function proxy(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/lgw/')) return Promise.resolve(false);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
    const upstreamPath = `${base.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`;
    return new Promise((resolve) => {
      const upstream = send(new URL(upstreamPath, base), { method: req.method, headers: { ...headers, host: base.host } }, (answer) => {
        const out = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
        res.writeHead(answer.statusCode ?? 502, out as Record<string, string | string[]>);
        answer.pipe(res);
        answer.on('end', () => resolve(true));
      });
      upstream.on('error', (e) => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: false, errorCode: 'proxy.error', message: e.message, data: null }));
        resolve(true);
      });
      req.pipe(upstream);
    });
  };
}
