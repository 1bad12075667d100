// Sends a dynamic body compressed the way the client accepts (brotli, then gzip). A Buffer body that is
// sent again (the kept screen manifest, a kept page) is compressed once, not on every request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const compressed = new WeakMap<Buffer, { br?: Buffer; gzip?: Buffer }>();

function encode(raw: Buffer, kind: 'br' | 'gzip', keep: boolean): Buffer {
  const known = keep ? compressed.get(raw) : undefined;
  if (known?.[kind]) return known[kind];
  const out = kind === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw);
  if (keep) compressed.set(raw, { ...known, [kind]: out });
  return out;
}

/** Writes a body with content negotiation on Accept-Encoding. */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  const keep = typeof body !== 'string';
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const accept = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('Content-Type', type);
  if (!res.hasHeader('Vary')) res.setHeader('Vary', 'Accept-Encoding');
  let out = raw;
  if (raw.length > 1024 && /\bbr\b/.test(accept)) {
    out = encode(raw, 'br', keep);
    res.setHeader('Content-Encoding', 'br');
  } else if (raw.length > 1024 && /\bgzip\b/.test(accept)) {
    out = encode(raw, 'gzip', keep);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', out.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : out);
}

/** A short plain-text answer (errors, refusals). */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  if (!res.headersSent) res.setHeader('Cache-Control', 'no-store');
  sendCompressed(req, res, status, 'text/plain; charset=utf-8', text);
}
