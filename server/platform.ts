// Reads from the platform this server fronts (the sandbox or the API proxy) by asking itself over loopback, so
// the answer is exactly what a page would get, studio preview switches included when the page's cookies go along.
import type { IncomingMessage } from 'node:http';

/** GET `path` on this server as the request `req` arrived; data.value of a successful answer, else null (never throws). */
export async function platformGet<T>(req: IncomingMessage, path: string, opts: { signal: AbortSignal; cookies?: boolean }): Promise<T | null> {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const base = `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
  const headers = opts.cookies && req.headers.cookie ? { cookie: req.headers.cookie } : undefined;
  try {
    const res = await fetch(base + path, { signal: opts.signal, headers });
    const body = (await res.json()) as { success?: boolean; data?: { value?: T } } | null;
    return body?.success === true && body.data?.value !== undefined ? body.data.value : null;
  } catch {
    return null;
  }
}
