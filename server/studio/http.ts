// Small node:http helpers for the studio: JSON answers, bounded body reading, cookies and the error type
// the studio's endpoints throw to refuse a request in plain words.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by a studio endpoint to answer `status` with `{ error, ...extra }`. */
export class StudioRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Writes a JSON answer that no cache keeps. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/** Reads the request body as text, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = 2_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new StudioRefusal(413, 'The request is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON object body. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  try {
    const value: unknown = JSON.parse(text || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* refused below */
  }
  throw new StudioRefusal(400, 'The request body must be a JSON object.');
}

/** The request's cookies by name (the first of each name wins, as the most specific path comes first). */
export function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !Object.hasOwn(out, name)) {
      try {
        out[name] = decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        /* ignore a malformed value */
      }
    }
  }
  return out;
}

/** One request header as a string. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
