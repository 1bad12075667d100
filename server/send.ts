// Sends a dynamic body compressed the way the client accepts (brotli, then gzip).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** Writes a body with content negotiation on Accept-Encoding. */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const accept = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  let out = raw;
  if (raw.length > 1024 && /\bbr\b/.test(accept)) {
    out = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
  } else if (raw.length > 1024 && /\bgzip\b/.test(accept)) {
    out = gzipSync(raw);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', out.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : out);
}
