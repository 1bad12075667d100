// The one HTTP client: a ky instance with the platform headers, timeouts and GET-only retries; unwraps the
// envelope and turns every failure into one of the typed errors in ./errors/.
import ky, { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import { GATEWAY } from '../constants.ts';
import { session } from '../session/store.ts';
import { isStandalone } from '../state.ts';
import { ApiError, MaintenanceError, NetworkError, ServerError, SessionExpiredError, TimeoutError, ValidationError } from './errors/index.ts';
import type { ApiInputs, ApiValues, EndpointName } from './types.gen.ts';
import { takeBootValue, usedBootAnswers } from './boot-data.ts';

export interface ClientContext {
  /** API origin (site config paths.api); empty means the page's own origin. */
  baseUrl: string;
  merchant: string;
  language: string;
  timeoutMs: number;
}

export const context: ClientContext = { baseUrl: '', merchant: '', language: 'EN', timeoutMs: 15_000 };

/** Updates the client context (after site config, or on a language change). */
export function configureClient(changes: Partial<ClientContext>): void {
  Object.assign(context, changes);
}

type Endpoint = (typeof endpoints.endpoints)[number] & { query?: string; body?: string; encoding?: string; auth?: string };
export const ENDPOINTS: ReadonlyMap<string, Endpoint> = new Map(endpoints.endpoints.map((e) => [e.name, e as Endpoint]));


interface Envelope { success: boolean; errorCode: string | null; message: string | null; data: { value: unknown } | null }

const errorCodeOf = async (response: Response): Promise<string | null> =>
  ((await response.clone().json().catch(() => null)) as Envelope | null)?.errorCode ?? null;

export const http = ky.create({
  timeout: context.timeoutMs,
  retry: {
    limit: 2,
    methods: ['get'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    maxRetryAfter: 3000,
    shouldRetry: async ({ error }) => (error instanceof HTTPError && (await errorCodeOf(error.response)) === 'system.maintenance' ? false : undefined),
  },
  hooks: {
    beforeRequest: [
      (request) => {
        const info = session.info;
        const merchant = context.merchant || info?.merchantCode;
        if (merchant) request.headers.set('X-Merchant', merchant);
        request.headers.set('X-Language', context.language);
        // Installed web app (home-screen) runs report device OTHERS.
        request.headers.set('X-Device', isStandalone() ? 'OTHERS' : 'MOBILE');
        request.headers.set('X-Gateway', String(GATEWAY.MOBILE));
      },
    ],
  },
});

export interface RequestOptions {
  /** Pre-encoded body and its headers (sealed calls). */
  raw?: { body: string; headers: Record<string, string> };
  signal?: AbortSignal;
  /** Fail at once offline instead of waiting for the network (start-up must not hang). */
  failOffline?: boolean;
}

/** Calls whose auth is not none carry the session token (the production build drops auth: none). */
const needsToken = (e: Endpoint): boolean => !!e.auth && e.auth !== 'none';

const urlOf = (path: string): string => new URL(path, context.baseUrl || globalThis.location?.origin || 'http://localhost').href;

const params = (input: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((input ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));

/** Calls one endpoint of schema/api/endpoints.json and returns data.value, or throws a typed error. */
export async function request<N extends EndpointName>(name: N, input: ApiInputs[N], options: RequestOptions = {}): Promise<ApiValues[N]> {
  const endpoint = ENDPOINTS.get(name);
  if (!endpoint) throw new Error(`unknown endpoint ${name}`);
  // Token-free reads the server already put into the page (engine/api/boot-data.ts) need no round trip.
  if (endpoint.method === 'GET' && (!needsToken(endpoint) || (endpoint.auth === 'optional' && !session.info))) {
    const booted = takeBootValue(name, input);
    if (booted !== undefined) {
      const url = new URL(urlOf(endpoint.path));
      if (endpoint.query) url.search = new URLSearchParams(params(input)).toString();
      usedBootAnswers.push({ url: url.href, language: context.language, value: booted });
      return booted as ApiValues[N];
    }
  }
  const init: Parameters<typeof http>[1] = { method: endpoint.method, timeout: context.timeoutMs, signal: options.signal };
  if (options.raw) Object.assign(init, { body: options.raw.body, headers: options.raw.headers });
  else if (endpoint.encoding === 'form') init.body = new URLSearchParams(params(input));
  else if (endpoint.body) init.json = input ?? {};
  else if (endpoint.query) init.searchParams = params(input);
  // The session token goes only to calls that use it (auth other than none), so token-free reads stay
  // shareable: the service worker keeps those for offline use and never touches a token-bearing call.
  const token = needsToken(endpoint) ? session.info?.token : undefined;
  if (token) init.headers = { ...(init.headers as Record<string, string> | undefined), 'X-Token': token };
  let body: Envelope;
  for (;;) {
    try {
      body = await http(urlOf(endpoint.path), init).json<Envelope>();
      break;
    } catch (e) {
      const error = await toApiError(e);
      // A read that failed because the device is offline waits for the network and carries on by itself;
      // changes (POST, PUT, DELETE) fail at once with the offline message and the form keeps its input.
      if (error instanceof NetworkError && endpoint.method === 'GET' && !options.failOffline && isOffline()) {
        await backOnline(options.signal);
        continue;
      }
      throw error;
    }
  }
  if (process.env.NODE_ENV !== 'production') void import('./dev-check.ts').then((m) => m.devCheck(name, endpoint.path, body));
  if (!body.success) throw fromEnvelope(body, 200);
  return (body.data?.value ?? null) as ApiValues[N];
}

const isOffline = (): boolean => globalThis.navigator?.onLine === false;

/** Resolves when the browser is online again (rejects with the abort reason when aborted first). */
function backOnline(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => { removeEventListener('online', done); signal?.removeEventListener('abort', stop); resolve(); };
    const stop = () => { removeEventListener('online', done); reject(signal?.reason ?? new DOMException('aborted', 'AbortError')); };
    if (signal?.aborted) return stop();
    addEventListener('online', done);
    signal?.addEventListener('abort', stop);
  });
}

function fromEnvelope(body: Envelope, status: number): ApiError {
  if (body.errorCode === 'system.maintenance') return new MaintenanceError(body.message ?? 'maintenance');
  if (body.errorCode === 'session.expired' || status === 401) return new SessionExpiredError(body.message ?? 'session expired');
  if (body.errorCode === 'validation.failed') return new ValidationError(body.message ?? '');
  return new ServerError(body.errorCode, body.message, status, body.data?.value ?? null);
}

/** Maps a ky/fetch failure to a typed error (aborts are rethrown unchanged). */
export async function toApiError(e: unknown): Promise<unknown> {
  if (e instanceof ApiError) return e;
  if (e instanceof KyTimeoutError) return new TimeoutError('request timed out');
  if (e instanceof HTTPError) {
    const body = (await e.response.json().catch(() => null)) as Envelope | null;
    if (body && typeof body.success === 'boolean') return fromEnvelope(body, e.response.status);
    if (e.response.status === 401) return new SessionExpiredError('session expired');
    return new ServerError(null, null, e.response.status);
  }
  if (e instanceof DOMException && e.name === 'AbortError') return e;
  return new NetworkError(e instanceof Error ? e.message : 'network error');
}
