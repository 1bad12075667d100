// Dispatches /wps and /lgw requests to handlers by the method, path and ModuleId in schema/api/endpoints.json,
// refusing what the platform refuses (Merchant missing, wrong or doubled; an encrypted call without Encryption; a
// stale token) and applying latency, failRate, maintenance, the session check and input validation on the way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import endpoints from '../schema/api/endpoints.json' with { type: 'json' };
import type { EndpointName } from '../engine/api/types.gen.ts';
import type { Endpoint } from '../engine/api/headers.ts';
import { checkInput } from '../engine/api/validate.ts';
import { SealError, openPayload } from './crypto.ts';
import type { Ctx, HandlerMap } from './context.ts';
import { Refusal, header, ok, parseBody, readText, refused, sendJson } from './http.ts';
import type { Store } from './store.ts';
import { SESSION_MS } from './codes.ts';
import { MERCHANT_CODE } from './data/site.ts';

export interface Runtime {
  latencyMs: number;
  failRate: number;
}

/** Calls that still answer during maintenance and are never failed by failRate (so the app can boot). */
export const ALWAYS_UP: ReadonlySet<string> = new Set(['siteConfig', 'systemStatus', 'location']);
export const TRIAL_REJECT = 'Please login an actual account to use this function';
export const LOGGED_OUT = 'The account has been logged out, please log in again';

const list = endpoints.endpoints as Endpoint[];
/** Entries by method and path; a path used by several module ids (sms/register, setting/register) has several. */
const table = new Map<string, Endpoint[]>();
for (const e of list) table.set(`${e.method} ${e.path}`, [...(table.get(`${e.method} ${e.path}`) ?? []), e]);
const paths = new Set(list.map((e) => e.path));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every value a request header arrived with (a doubled header has two). */
const values = (req: IncomingMessage, name: string): string[] => {
  const v = req.headersDistinct?.[name.toLowerCase()];
  return (v ?? [])
    .flatMap((x) => x.split(','))
    .map((x) => x.trim())
    .filter(Boolean);
};

/** The entry a request means: by method and path, then by ModuleId where a path has several. */
function entryOf(req: IncomingMessage, url: URL): Endpoint | undefined {
  const candidates = table.get(`${req.method} ${url.pathname}`) ?? [];
  if (candidates.length < 2) return candidates[0];
  return candidates.find((e) => e.modID === header(req, 'moduleid'));
}

/** Returns the request handler for API paths. */
export function createRouter(handlers: HandlerMap, getStore: () => Store, runtime: Runtime) {
  return async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const endpoint = entryOf(req, url);
    if (!endpoint) {
      const known = paths.has(url.pathname);
      return sendJson(res, known ? 405 : 404, refused(new Refusal('not.found', known ? 'Method not allowed' : 'Unknown API path', 404)));
    }
    try {
      const merchants = values(req, 'merchant');
      if (merchants.length !== 1 || merchants[0] !== MERCHANT_CODE)
        throw new Refusal('function.not.available', 'Function not available', 400);
      if (endpoint.sandbox === false) throw new Refusal('function.not.available', 'Function not available', 400);
      if (runtime.latencyMs > 0) await sleep(runtime.latencyMs);
      const store = getStore();
      const { state } = store;
      const always = ALWAYS_UP.has(endpoint.name);
      if (!always && runtime.failRate > 0 && Math.random() < runtime.failRate) {
        throw new Refusal('sandbox.fail', 'System busy', 503);
      }
      if (!always && state.settings.maintenance) throw new Refusal('system.maintenance', 'System upgrading, please try again later.', 503);
      // The raw token, no prefix. A stale one is refused on any call, public feeds included (they answer without it).
      const token = header(req, 'authorization') ?? null;
      const session = token ? state.sessions[token] : undefined;
      const live = session && session.expiresAt > Date.now() ? session : undefined;
      if (token && !live) throw new Refusal('login.not.session', LOGGED_OUT, 401);
      const member = live ? (state.members[live.userName] ?? null) : null;
      if (endpoint.auth === 'member' || endpoint.auth === 'realMember') {
        if (!member) throw new Refusal('login.not.session', LOGGED_OUT, 401);
        if (endpoint.auth === 'realMember' && member.type === 4) throw new Refusal('trial.reject', TRIAL_REJECT);
      }
      if (live) live.expiresAt = Date.now() + SESSION_MS;
      const input = await readInput(req, url, endpoint, store);
      const problems = checkInput(endpoint.name, input);
      if (problems.length) throw new Refusal('validation.failed', problems.join('; '), 400);
      const ctx: Ctx<never> = {
        input: input as never,
        store,
        state,
        member,
        token: member ? token : null,
        language: (header(req, 'language') ?? 'EN').toUpperCase(),
        device: header(req, 'device') ?? 'MOBILE',
        origin: `http://${header(req, 'host') ?? 'localhost'}`,
      };
      const value = await (handlers[endpoint.name as EndpointName] as (c: Ctx<never>) => unknown)(ctx);
      // /lgw answers bare JSON; /wps the envelope, with the entry's envelopeFields beside success (free play's token).
      sendJson(res, 200, isBare(endpoint.path) ? (value ?? null) : envelope(endpoint, value ?? null));
    } catch (e) {
      if (e instanceof Refusal) return sendJson(res, e.status, refused(e), e.status === 503 ? { 'Retry-After': '1' } : {});
      console.error('[sandbox]', endpoint.name, e);
      sendJson(res, 500, refused(new Refusal('server.error', 'Unknown error', 500)));
    }
  };
}

/** /lgw and /lotto/lgw answer bare JSON. */
const isBare = (path: string) => path.startsWith('/lgw/') || path.startsWith('/lotto/lgw/');

/** The success envelope; an entry's envelopeFields move out of the value to sit beside success (quirk 11). */
function envelope(endpoint: Endpoint, value: unknown) {
  const fields = endpoint.envelopeFields ?? [];
  if (!fields.length || !value || typeof value !== 'object' || Array.isArray(value)) return ok(value);
  const rest = { ...(value as Record<string, unknown>) };
  const beside = Object.fromEntries(fields.filter((k) => k in rest).map((k) => [k, rest[k]]));
  for (const k of fields) delete rest[k];
  return { ...ok(rest), ...beside };
}

async function readInput(req: IncomingMessage, url: URL, endpoint: Endpoint, store: Store): Promise<unknown> {
  // Form and JSON calls read their body; everything else (GET, DELETE) its query string.
  if (!endpoint.body && !endpoint.encrypt) return Object.fromEntries(url.searchParams);
  const text = await readText(req);
  if (!endpoint.encrypt) return parseBody(text, header(req, 'content-type'));
  const encryption = header(req, 'encryption');
  if (!encryption) throw new Refusal('request_body_required', 'Request body required', 400);
  try {
    const value = openPayload(encryption, text, store.state.keys);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch (e) {
    if (!(e instanceof SealError)) throw e;
  }
  throw new Refusal('request_body_required', 'Request body required', 400);
}
