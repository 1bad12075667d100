// Runs another request handler (the platform API) into memory instead of the socket, so the studio can
// change its answer (the preview's flags and languages) before sending it on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** A captured answer. */
export interface Captured {
  status: number;
  headers: Record<string, string | string[] | number>;
  body: Buffer;
}

/** A stand-in for ServerResponse that keeps the status, headers and body. */
class Capture extends Writable {
  statusCode = 200;
  headersSent = false;
  private readonly head: Record<string, string | string[] | number> = {};
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void) {
    this.headersSent = true;
    this.chunks.push(Buffer.from(chunk));
    done();
  }
  setHeader(name: string, value: string | string[] | number) {
    this.head[name.toLowerCase()] = value;
    return this;
  }
  getHeader(name: string) {
    return this.head[name.toLowerCase()];
  }
  hasHeader(name: string) {
    return Object.hasOwn(this.head, name.toLowerCase());
  }
  removeHeader(name: string) {
    delete this.head[name.toLowerCase()];
  }
  getHeaders() {
    return { ...this.head };
  }
  flushHeaders() {
    this.headersSent = true;
  }
  writeHead(status: number, headers?: Record<string, string | string[] | number>) {
    this.statusCode = status;
    for (const [k, v] of Object.entries(headers ?? {})) this.setHeader(k, v);
    this.headersSent = true;
    return this;
  }
}

/** Calls `handler` and returns its answer, or null when it did not answer. The body comes back uncompressed. */
export async function capture(handler: Handler, req: IncomingMessage, url: URL): Promise<Captured | null> {
  const out = new Capture();
  const ended = new Promise<void>((done) => out.on('finish', done));
  delete req.headers['accept-encoding'];
  const answered = await handler(req, out as unknown as ServerResponse, url);
  if (!answered) return null;
  await ended;
  let body = Buffer.concat(out.chunks);
  const encoding = String(out.getHeader('content-encoding') ?? '');
  if (encoding === 'br') body = brotliDecompressSync(body);
  else if (encoding === 'gzip') body = gunzipSync(body);
  const headers = out.getHeaders();
  delete headers['content-encoding'];
  delete headers['content-length'];
  return { status: out.statusCode, headers, body };
}
