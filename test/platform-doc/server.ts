// A second stand-in of the operator's platform, written from ../shared/platform/PLATFORM-API.md and
// platform-api.json alone (no code or data of sandbox/): a plain node:http server that checks each request as §2
// and §4 say the platform does (Merchant exactly once, the row's ModuleId, the raw token, §3's encryption) and
// answers in §5's shapes; every path the document does not name gets the gateway's 404. Tests drive it through
// plain functions (flags, expiry, SMS codes, the requests it received), not over HTTP.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DocKeys, decryptRequest, makeKeys } from './crypto.ts';
import type { DocAccount } from './data.ts';
import { type Answer, type Ctx, type Route, noSession, notAvailable, refuse } from './envelope.ts';
import { accountRoutes } from './routes-account.ts';
import { contentRoutes } from './routes-content.ts';
import { sessionRoutes } from './routes-session.ts';
import { type DocOptions, DocState } from './state.ts';

/** One request as the stand-in received it (the body decrypted for encrypted calls) and the status it answered. */
export interface DocRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
  status: number;
}

/**
 * An unknown path (the project's assumed calls among them): the document gives no answer for one, so this is what
 * a gateway in front of the platform typically sends, its own HTML page. HTML rather than JSON on purpose: a
 * client must cope with an answer it cannot read as the envelope.
 */
const NOT_FOUND =
  '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The call's parameters: §2's JSON body, the form body of forgot-by-e-mail, §3's `{"value"}` decrypted. */
function bodyOf(
  route: Route,
  raw: string,
  headers: Record<string, string[]>,
  state: DocState,
  keys: DocKeys,
): { params: Record<string, unknown> } | { refused: Answer } {
  const missing = () => ({ refused: refuse(400, 'request_body_required', 'The request body is missing or cannot be read') });
  const params = (v: unknown) => ({ params: v && typeof v === 'object' ? (v as Record<string, unknown>) : {} });
  if (route.form) return params(Object.fromEntries(new URLSearchParams(raw)));
  let json: unknown = {};
  try {
    json = raw ? JSON.parse(raw) : {};
  } catch {
    return missing();
  }
  if (!route.encrypt) return params(json);
  const value = (json as { value?: unknown })?.value;
  const encryption = headers.encryption?.[0];
  if (typeof value !== 'string' || !encryption) return missing();
  if (state.options.requireDigest && headers['x-digest']?.[0] !== value) return missing();
  try {
    return params(decryptRequest(encryption, value, keys));
  } catch {
    return missing();
  }
}

/** Checks and answers one request for `route` (§2 header rules, §4 refusals). */
async function handle(req: IncomingMessage, url: URL, route: Route, state: DocState, keys: DocKeys, seen: DocRequest): Promise<Answer> {
  const headers = req.headersDistinct as Record<string, string[]>;
  const body = bodyOf(route, await readBody(req), headers, state, keys);
  if ('params' in body) seen.body = body.params;
  const merchant = headers.merchant ?? [];
  if (merchant.length !== 1 || merchant[0] !== state.options.merchant) return notAvailable();
  if (route.modIDs && !route.modIDs.includes(headers.moduleid?.length === 1 ? headers.moduleid[0]! : '')) return notAvailable();
  // §2: the raw token, no Bearer prefix; a stale one is refused even where none is needed (§6.17).
  const token = headers.authorization?.[0] ?? null;
  const session = token ? state.sessions.get(token) : undefined;
  if (token && (!session || session.ended)) return noSession();
  if (route.token === 'required' && !session) return noSession();
  if ('refused' in body) return body.refused;
  const ctx: Ctx = { query: url.searchParams, body: body.params, account: session?.account ?? null, token, state, headers };
  return route.answer(ctx);
}

/** What startDocPlatform returns: where it listens, its public key, and the control functions. */
export interface DocPlatform {
  url: string;
  merchant: string;
  /** The RSA public key as PLATFORM_PUBLIC_KEY takes it (Base64 SPKI); `publicPem` the same as PEM. */
  publicKey: string;
  publicPem: string;
  /** Every request received, oldest first. */
  requests: DocRequest[];
  /** Changes options (flags are merged into the current ones). */
  set(options: Partial<DocOptions>): void;
  /** Turns white-label flags on or off. */
  setFlags(flags: Record<string, boolean>): void;
  /** Ends every live session of `account` (all when none is named); how many it ended. */
  expire(account?: string): number;
  /** The last SMS code sent to `mobile`. */
  lastSms(mobile: string): string | undefined;
  /** The code of the last captcha image. */
  captcha(): string;
  /** An account, to change (balance, passwordExpired, firstTimeLogin...). */
  account(name: string): DocAccount | undefined;
  close(): Promise<void>;
}

/** Starts the stand-in on a free loopback port. */
export async function startDocPlatform(options: Partial<DocOptions> = {}): Promise<DocPlatform> {
  const keys = makeKeys();
  const state = new DocState(options);
  const routes = [...sessionRoutes(keys), ...accountRoutes, ...contentRoutes];
  const requests: DocRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://doc-platform.invalid');
    const seen: DocRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: null,
      status: 0,
    };
    requests.push(seen);
    const onPath = routes.filter((r) => r.path === url.pathname);
    const route = onPath.find((r) => r.method === req.method);
    if (!route) {
      // A known path asked with another method: what any HTTP server says (the document gives no answer).
      seen.status = onPath.length ? 405 : 404;
      req.resume();
      if (onPath.length) res.writeHead(405, { Allow: onPath.map((r) => r.method).join(', ') }).end();
      else res.writeHead(404, { 'Content-Type': 'text/html' }).end(NOT_FOUND);
      return;
    }
    const answer = await handle(req, url, route, state, keys, seen).catch(() => refuse(500, 'system.error', 'System busy'));
    seen.status = answer.status;
    res.writeHead(answer.status, { 'Content-Type': 'application/json;charset=UTF-8', ...answer.headers }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    merchant: state.options.merchant,
    publicKey: keys.publicKey,
    publicPem: keys.publicPem,
    requests,
    set: (o) => Object.assign(state.options, o, { flags: { ...state.options.flags, ...o.flags } }),
    setFlags: (flags) => Object.assign(state.options.flags, flags),
    expire: (account) => state.expire(account),
    lastSms: (mobile) => state.sms.get(mobile),
    captcha: () => state.captcha,
    account: (name) => state.find(name),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
