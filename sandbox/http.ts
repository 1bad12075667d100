// Small node:http helpers: the response envelope, refusals handlers throw, and body reading.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by a handler to answer with success=false and a non-2xx status (400 unless given), as the platform does. */
export class Refusal extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status = 400,
    readonly value: unknown = undefined,
  ) {
    super(message);
  }
}

/** Writes a JSON response. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/** The platform's success envelope around a value. */
export const ok = (value: unknown) => ({ success: true, value, errorCode: null, message: null });

/** The failure envelope of a refusal. */
export const refused = (r: Refusal) => ({ success: false, value: r.value ?? null, errorCode: r.errorCode, message: r.message });

/** Reads the request body as text, refusing bodies over `limit` bytes. */
export async function readText(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Refusal('request.too.large', 'Request body too large', 413);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON or form-encoded body into an object. */
export function parseBody(text: string, contentType: string | undefined): Record<string, unknown> {
  if (!text.trim()) return {};
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new Refusal('request.malformed', 'The requested url is empty. please check your request format.', 400);
}

/** One header value as a string. */
export const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};
