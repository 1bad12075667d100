// Dispatches /wps and /lgw requests to handlers by the method and path in schema/api/endpoints.json, applying
// latency, failRate, maintenance, the session check, sealed-body opening and input validation on the way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import endpoints from '../schema/api/endpoints.json' with { type: 'json' };
import type { EndpointName } from '../engine/api/types.gen.ts';
import { checkInput } from '../engine/api/validate.ts';
import { SealError, open } from './crypto.ts';
import type { Ctx, HandlerMap } from './context.ts';
import { Refusal, header, ok, parseBody, readText, refused, sendJson } from './http.ts';
import type { Store } from './store.ts';
import { SESSION_MS } from './codes.ts';

export interface Runtime { latencyMs: number; failRate: number }

/** Calls that still answer during maintenance and are never failed by failRate (so the app can boot). */
export const ALWAYS_UP: ReadonlySet<string> = new Set(['siteConfig', 'systemStatus', 'location']);
export const TRIAL_REJECT = 'Please login an actual account to use this function';

type Endpoint = (typeof endpoints.endpoints)[number] & { encoding?: string };
const table = new Map<string, Endpoint>(endpoints.endpoints.map((e) => [`${e.method} ${e.path}`, e]));
const paths = new Set(endpoints.endpoints.map((e) => e.path));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Returns the request handler for API paths. */
export function createRouter(handlers: HandlerMap, getStore: () => Store, runtime: Runtime) {
  return async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const endpoint = table.get(`${req.method} ${url.pathname}`);
    if (!endpoint) {
      const known = paths.has(url.pathname);
      return sendJson(res, known ? 405 : 404, refused(new Refusal('not.found', known ? 'Method not allowed' : 'Unknown API path', 404)));
    }
    try {
      if (runtime.latencyMs > 0) await sleep(runtime.latencyMs);
      const store = getStore();
      const { state } = store;
      const always = ALWAYS_UP.has(endpoint.name);
      if (!always && runtime.failRate > 0 && Math.random() < runtime.failRate) {
        throw new Refusal('sandbox.fail', 'Loading failed, click to retry', 503);
      }
      if (!always && state.settings.maintenance) throw new Refusal('system.maintenance', 'System upgrading, please try again later.', 503);
      const token = header(req, 'x-token') ?? null;
      const session = token ? state.sessions[token] : undefined;
      const live = session && session.expiresAt > Date.now() ? session : undefined;
      const member = live ? (state.members[live.userName] ?? null) : null;
      if (endpoint.auth === 'member' || endpoint.auth === 'realMember') {
        if (!member) throw new Refusal('session.expired', 'The account has been logged out, please log in again', 401);
        if (endpoint.auth === 'realMember' && member.type === 4) throw new Refusal('trial.reject', TRIAL_REJECT);
      }
      if (live) live.expiresAt = Date.now() + SESSION_MS;
      const input = await readInput(req, url, endpoint, store);
      const problems = checkInput(endpoint.name, input);
      if (problems.length) throw new Refusal('validation.failed', problems.join('; '), 400);
      const ctx: Ctx<never> = {
        input: input as never, store, state, member, token: member ? token : null,
        language: (header(req, 'x-language') ?? 'EN').toUpperCase(),
        device: header(req, 'x-device') ?? 'MOBILE',
        origin: `http://${header(req, 'host') ?? 'localhost'}`,
      };
      const value = await (handlers[endpoint.name as EndpointName] as (c: Ctx<never>) => unknown)(ctx);
      sendJson(res, 200, ok(value ?? null));
    } catch (e) {
      if (e instanceof Refusal) return sendJson(res, e.status, refused(e), e.status === 503 ? { 'Retry-After': '1' } : {});
      console.error('[sandbox]', endpoint.name, e);
      sendJson(res, 500, refused(new Refusal('server.error', 'Unknown error', 500)));
    }
  };
}

async function readInput(req: IncomingMessage, url: URL, endpoint: Endpoint, store: Store): Promise<unknown> {
  if (!('body' in endpoint)) return Object.fromEntries(url.searchParams);
  const text = await readText(req);
  if (endpoint.encoding !== 'sealed') return parseBody(text, header(req, 'content-type'));
  if (!header(req, 'x-enc-version')) throw new Refusal('payload.encryption.required', 'This call needs an encrypted body', 400);
  try {
    const value = open(req.headers, text, store.state.keys);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch (e) {
    if (!(e instanceof SealError)) throw e;
  }
  throw new Refusal('payload.decrypt.failed', 'The request could not be decrypted', 400);
}
