// The wire half of the client (engine/api/client.ts loads it with the first call that goes to the network): the ky
// instance with timeouts and GET-only retries, how one call's request is built (platform headers, body or query,
// encryption), and how an answer or a failure becomes a value or one of the typed errors in ./errors/. Home's first
// screenful makes no such call (its data is in the page, engine/api/boot-data.ts), so none of this is in the first
// paint's script.
import ky, { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import { session } from '../session/store.ts';
import { isStandalone } from '../state.ts';
import {
  ApiError,
  MaintenanceError,
  NOT_OFFERED_CODE,
  NotOfferedError,
  MalformedResponseError,
  NetworkError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  UnreachableError,
  ValidationError,
} from './errors/index.ts';
import { type Endpoint, deviceValue, platformHeaders } from './headers.ts';
import { deviceId } from './device-id.ts';
import { previewHeaders } from '../preview-id.ts';
import { endExpiredSession } from '../session/expiry.ts';
import type { ApiInputs, EndpointName } from './types.gen.ts';
import { type EndpointPolicy, type RequestOptions, context, isBare, isOffline, loadChunk, params, request, urlOf } from './client.ts';
import { budgetSignal } from './budget.ts';
import { CALL_BUDGET_MS } from '../constants.ts';

/** The full entries of endpoints.json by name (the client's own copy holds only their policies). */
export const WIRE: ReadonlyMap<string, Endpoint> = new Map((endpoints.endpoints as Endpoint[]).map((e) => [e.name, e]));

/** The URL a token-free GET of the table has for this input (a boot answer's, as if it had been fetched). */
export function urlOfCall(name: string, input: unknown): string {
  const endpoint = WIRE.get(name)!;
  const url = new URL(urlOf(endpoint.path));
  if (endpoint.query) url.search = new URLSearchParams(params(input)).toString();
  return url.href;
}

/** The /wps envelope. */
interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string | null;
  message?: string | null;
}

const isEnvelope = (body: unknown): body is Envelope =>
  !!body && typeof body === 'object' && typeof (body as Envelope).success === 'boolean';

const errorCodeOf = async (response: Response): Promise<string | null> =>
  (
    (await response
      .clone()
      .json()
      .catch(() => null)) as Envelope | null
  )?.errorCode ?? null;

/** The budget of one call, retries included (engine/api/budget.ts). */
const budget = (): number => context.timeoutMs ?? CALL_BUDGET_MS;

export const http = ky.create({
  retry: {
    limit: 2,
    methods: ['get'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    maxRetryAfter: 3000,
    shouldRetry: async ({ error }) =>
      error instanceof HTTPError && (await errorCodeOf(error.response)) === 'system.maintenance' ? false : undefined,
  },
});

/** Login and register carry the device id (PLATFORM-API.md §6.17). */
const DEVICE_ID_CALLS = new Set(['login', 'register', 'registerMobile']);

/** The fetch init of one call: platform headers, and the body or query the entry's encoding asks for. */
export async function buildInit(
  endpoint: Endpoint,
  input: unknown,
  options: RequestOptions = {},
): Promise<{ url: string; init: Parameters<typeof http>[1] & { headers: Record<string, string> } }> {
  const headers = platformHeaders(endpoint, {
    merchant: context.merchant,
    language: context.language,
    token: options.anonymous ? null : (options.token ?? session.info?.token ?? null),
    profile: context.profile,
    device: deviceValue(isStandalone()),
    userAgent: globalThis.navigator?.userAgent,
  });
  // Status (its white-label tree: the flags) and site config (languages) are what the studio preview changes:
  // only those calls name the preview.
  if (endpoint.name === 'siteConfig' || endpoint.name === 'systemStatus') Object.assign(headers, previewHeaders());
  const init: Parameters<typeof http>[1] & { headers: Record<string, string> } = {
    method: endpoint.method,
    timeout: budget(),
    signal: options.signal,
    headers,
  };
  let payload = input;
  if (DEVICE_ID_CALLS.has(endpoint.name)) payload = { ...(input as object), loginDeviceId: deviceId() };
  const url = new URL(urlOf(endpoint.path));
  if (endpoint.encrypt || endpoint.name === 'loginFreeplay') {
    if (!context.publicKey) throw new Error(`${endpoint.name} needs the platform's public key (configuration)`);
    // The cipher code (RSA, DES) loads only when an encrypted call is made; a failed load is a network error.
    const crypto = await loadChunk(() => import('./platform-crypto.ts'));
    if (endpoint.encrypt) {
      const { value, encryption } = crypto.encryptPayload(payload, context.publicKey, context.profile.rsaOutput);
      headers.Encryption = encryption;
      if (context.profile.digest) headers['X-Digest'] = value;
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      init.body = JSON.stringify({ value });
    } else {
      headers.Encryption = crypto.encryptionOnly(context.publicKey, context.profile.rsaOutput);
      headers['X-Gateway-Version'] = '3';
    }
  } else if (endpoint.encoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(params(payload)).toString();
  } else if (endpoint.body) {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    init.body = JSON.stringify(payload ?? {});
  } else if (endpoint.query || endpoint.merchantQuery) {
    const query = params(payload);
    // The merchant code as a parameter, where the platform's client sends one (the configured code, PLATFORM-API.md §5).
    if (endpoint.merchantQuery && query[endpoint.merchantQuery] === undefined && context.merchant)
      query[endpoint.merchantQuery] = context.merchant;
    if (endpoint.tokenQuery && context.profile.tokenInQuery && headers.Authorization) query.token = headers.Authorization;
    url.search = new URLSearchParams(query).toString();
  }
  return { url: url.href, init };
}

/**
 * One call over the network (client.ts request() has ruled out boot answers): built, sent, and read as its value.
 * A refused token ends the session everywhere, and a public feed is asked once more without it; a read that failed
 * because the device is offline waits for the network and carries on by itself.
 */
export async function fetchValue(name: EndpointName, policy: EndpointPolicy, input: unknown, options: RequestOptions): Promise<unknown> {
  const entry = WIRE.get(name)!;
  const { url, init } = await buildInit(entry, input, options);
  let body: unknown;
  for (;;) {
    try {
      body = await send(url, init);
      break;
    } catch (error) {
      const sent = init.headers.Authorization;
      if (error instanceof SessionExpiredError && sent) {
        endExpiredSession(sent);
        if (entry.auth !== 'member' && entry.auth !== 'realMember')
          return request(name, input as ApiInputs[typeof name], { ...options, anonymous: true });
      }
      // Changes (POST, PUT, DELETE) fail at once with the offline message, and the form keeps its input.
      if (error instanceof NetworkError && policy.method === 'GET' && !options.failOffline && isOffline()) {
        await backOnline(options.signal);
        continue;
      }
      throw error;
    }
  }
  if (process.env.NODE_ENV !== 'production') void import('./dev-check.ts').then((m) => m.devCheck(name, entry.path, body));
  return valueOf(entry, body);
}

/** Resolves when the browser is online again (rejects with the abort reason when aborted first). */
function backOnline(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      removeEventListener('online', done);
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      removeEventListener('online', done);
      reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
    };
    if (signal?.aborted) return stop();
    addEventListener('online', done);
    signal?.addEventListener('abort', stop);
  });
}

/** Sends one built call and reads its JSON; every failure comes out as a typed error (aborts unchanged). */
export async function send(url: string, init: Parameters<typeof http>[1]): Promise<unknown> {
  try {
    // Each sending has the budget (a read sent again once the device is back online has a new one).
    return await readJson(await http(url, { ...init, signal: budgetSignal(budget(), init?.signal) }));
  } catch (e) {
    throw await toApiError(e);
  }
}

/** The value of an answer's body: bare JSON for /lgw, else the envelope's value (a failed envelope throws). The
 * entry's envelopeFields that came beside success (free play's token, PLATFORM-API.md quirk 11) join the value. */
export function valueOf(entry: Pick<Endpoint, 'path' | 'envelopeFields'>, body: unknown): unknown {
  if (isBare(entry.path)) return body;
  if (!isEnvelope(body)) throw new MalformedResponseError('the answer is not the platform envelope');
  if (!body.success) throw fromEnvelope(body, 200);
  const value = body.value ?? null;
  const whole = body as unknown as Record<string, unknown>;
  const beside = (entry.envelopeFields ?? []).filter((k) => whole[k] !== undefined);
  if (!beside.length || (value !== null && (typeof value !== 'object' || Array.isArray(value)))) return value;
  const extra = Object.fromEntries(beside.map((k) => [k, whole[k]]));
  return { ...extra, ...(value as object | null) };
}

/** The JSON of a 2xx answer; HTML or a cut-off body is a MalformedResponseError, not "offline". */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new MalformedResponseError(
      `malformed answer (HTTP ${response.status}, ${response.headers.get('content-type') ?? 'no content type'})`,
      { cause: e },
    );
  }
}

/** The session codes of the platform (a 401 always means the session ended). */
const SESSION_CODES = new Set(['login.not.session', 'session.expired']);

/** The typed error of a refusing envelope; `options.cause`: the failure it came with (ky's HTTPError). */
function fromEnvelope(body: Envelope, status: number, options?: ErrorOptions): ApiError {
  const code = body.errorCode ?? null;
  const message = body.message ?? null;
  // The app's server: the platform does not offer this (assumed) call (server/not-offered.ts).
  if (code === NOT_OFFERED_CODE) return new NotOfferedError(message ?? 'not offered', options);
  if (code === 'system.maintenance') return new MaintenanceError(message ?? 'maintenance', options);
  // Our own proxy (sandbox/proxy.ts) answers proxy.error when it cannot reach the platform.
  if (code === 'proxy.error' || (UNREACHABLE.has(status) && code?.startsWith('proxy.')))
    return new UnreachableError(message ?? 'platform unreachable', options);
  if (status === 401 || (code && SESSION_CODES.has(code))) return new SessionExpiredError(message ?? 'session expired', options);
  if (code === 'validation.failed') return new ValidationError(message ?? '', options);
  return new ServerError(code, message, status, body.value ?? null, !!message, options);
}

/** Statuses our own proxy answers when the platform cannot be reached (bad gateway, unavailable, gateway timeout). */
const UNREACHABLE = new Set([502, 503, 504]);

/** Maps a ky/fetch failure to a typed error that keeps it as `cause` (aborts are rethrown unchanged). */
export async function toApiError(e: unknown): Promise<unknown> {
  if (e instanceof ApiError) return e;
  const cause = { cause: e };
  if (e instanceof KyTimeoutError) return new TimeoutError('request timed out', cause);
  // The call's budget ran out (engine/api/budget.ts), retries included.
  if (e instanceof DOMException && e.name === 'TimeoutError') return new TimeoutError('the call took longer than its budget', cause);
  if (e instanceof HTTPError) {
    const status = e.response.status;
    const text = await e.response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (isEnvelope(body)) return fromEnvelope(body, status, cause);
    if (status === 401) return new SessionExpiredError('session expired', cause);
    if (UNREACHABLE.has(status)) return new UnreachableError(`platform unreachable (HTTP ${status})`, cause);
    if (text.trim() && body === null) return new MalformedResponseError(`malformed error answer (HTTP ${status})`, cause);
    return new ServerError(null, null, status, null, false, cause);
  }
  if (e instanceof DOMException && e.name === 'AbortError') return e;
  // Online but no answer at all: the connection was refused or reset, so the platform is unreachable.
  if (!isOffline() && e instanceof TypeError) return new UnreachableError(e.message, cause);
  return new NetworkError(e instanceof Error ? e.message : 'network error', cause);
}
