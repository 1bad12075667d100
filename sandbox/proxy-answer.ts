// How a platform answer reaches the browser through the API proxy (sandbox/proxy.ts): only as the platform's JSON.
// The status and content type are looked at before any byte is passed: an answer declared JSON streams on (bounded)
// under the app's own content type; any other (HTML, text, none) is read into memory (bounded) and passed only if it
// is JSON; a redirect is never followed or passed. Everything else becomes the proxy's own error envelope, so a
// platform's page can never run under the app's origin, where the player's token lives.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { KNOWN_ENCODINGS, answerHeaders } from './proxy-headers.ts';
import { NOT_OFFERED_CODE } from '../engine/api/errors/not-offered-error.ts';

export interface RelayOptions {
  head: boolean;
  maxBytes: number;
  /**
   * Looks at an error answer before it is passed: with the status alone first, then (for an error that is JSON) with
   * its body too; true when it answered the browser itself (a refused assumed call).
   */
  refusal?: (status: number, body?: unknown) => boolean;
}

/** The app's error envelope (the platform's shape), naming no internal address. */
export function fail(res: ServerResponse, status: number, errorCode: string, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ success: false, value: null, errorCode, message }));
}

/** The app's answer for a call the platform does not offer (server/not-offered.ts): an expected state the client
 * reads as such (engine/api/errors NotOfferedError), with a 200 so that no browser logs it as a failed request. */
export function notOffered(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ success: false, value: null, errorCode: NOT_OFFERED_CODE, message: 'Not offered by this platform.' }));
}

/** A JSON media type: application/json, application/<x>+json, text/json (parameters allowed). */
const JSON_TYPE = /^(application\/([\w.-]+\+)?json|text\/json)\s*(;|$)/i;
const OWN_TYPE = 'application/json; charset=utf-8';
const BAD_ANSWER = "The platform's answer could not be read.";

const decoderOf = (encoding: string): Transform | null =>
  encoding === 'gzip' ? createGunzip() : encoding === 'br' ? createBrotliDecompress() : encoding === 'deflate' ? createInflate() : null;

/**
 * Sends the platform's `answer` to the browser, or the proxy's envelope instead; `done` runs when it is over.
 * A non-JSON error keeps its status (a 401 still ends the session, a 404 still says the call is not there); a
 * non-JSON success or a redirect is a 502.
 */
export function relayAnswer(answer: IncomingMessage, res: ServerResponse, opts: RelayOptions, done: () => void): void {
  const status = answer.statusCode ?? 502;
  if (opts.refusal?.(status)) {
    answer.resume();
    return done();
  }
  const headers = answerHeaders(answer.headers);
  const refuse = (code = 'proxy.bad.answer') => {
    answer.destroy();
    const retry = headers['retry-after'];
    fail(res, status >= 400 ? status : 502, code, BAD_ANSWER, typeof retry === 'string' ? { 'Retry-After': retry } : {});
    done();
  };
  if (status < 200 || (status >= 300 && status < 400)) return refuse();
  if (opts.head || status === 204) {
    answer.resume();
    res.writeHead(status, headers).end();
    return done();
  }
  const encoding = String(answer.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding !== 'identity' && !KNOWN_ENCODINGS.has(encoding)) return refuse();
  const declared = Number(answer.headers['content-length'] ?? 0);
  if (declared > opts.maxBytes) return refuse('proxy.too.large');
  let size = 0;
  const counted = (chunk: Buffer, onOver: () => void) => {
    size += chunk.length;
    if (size > opts.maxBytes) onOver();
  };
  answer.on('error', () => {
    res.destroy();
    done();
  });

  if (JSON_TYPE.test(String(answer.headers['content-type'] ?? '')) && !(opts.refusal && status >= 400)) {
    // The platform's JSON: streamed on as it comes, compressed as the browser asked for it.
    headers['content-type'] = OWN_TYPE;
    if (encoding !== 'identity') Object.assign(headers, { 'content-encoding': encoding, vary: 'Accept-Encoding' });
    if (answer.headers['content-length']) headers['content-length'] = answer.headers['content-length'];
    res.writeHead(status, headers);
    answer.on('data', (chunk: Buffer) =>
      counted(chunk, () => {
        answer.destroy();
        res.destroy();
      }),
    );
    answer.pipe(res);
    answer.on('end', done);
    return;
  }

  // Anything else may still be JSON a platform labels text/plain (its own client reads any type as JSON): read it
  // whole, decoded, and pass it only if it parses. (So is an error the refusal check wants to read.)
  const decoder = decoderOf(encoding);
  const source = decoder ? answer.pipe(decoder) : answer;
  const chunks: Buffer[] = [];
  let over = false;
  decoder?.on('error', () => refuse());
  source.on('data', (chunk: Buffer) => {
    if (over) return;
    counted(chunk, () => {
      over = true;
      refuse('proxy.too.large');
    });
    if (!over) chunks.push(chunk);
  });
  source.on('end', () => {
    if (over) return;
    const bytes = Buffer.concat(chunks);
    let body: unknown;
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      return refuse();
    }
    if (opts.refusal?.(status, body)) return done();
    res.writeHead(status, { ...headers, 'content-type': OWN_TYPE, 'content-length': String(bytes.length) }).end(bytes);
    done();
  });
}
