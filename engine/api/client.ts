// The one HTTP client: a ky instance speaking the platform's contract (engine/api/headers.ts), with timeouts and
// GET-only retries; reads the /wps envelope {success, value, errorCode, message} or /lgw's bare JSON and turns
// every failure into one of the typed errors in ./errors/.
import ky, { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import { session } from '../session/store.ts';
import { isStandalone } from '../state.ts';
import {
  ApiError,
  MaintenanceError,
  MalformedResponseError,
  NetworkError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  UnreachableError,
  ValidationError,
} from './errors/index.ts';
import type { ApiInputs, ApiValues, EndpointName } from './types.gen.ts';
import { takeBootValue, usedBootAnswers } from './boot-data.ts';
import { type Endpoint, platformHeaders } from './headers.ts';
import { type PlatformProfile, pagePlatform } from './platform.ts';
import { deviceId } from './device-id.ts';
import { previewHeaders } from '../preview-id.ts';
import { endExpiredSession } from '../session/expiry.ts';

export type { Endpoint };

export interface ClientContext {
  /** API origin (site config paths.api); empty means the page's own origin. */
  baseUrl: string;
  merchant: string;
  language: string;
  timeoutMs: number;
  /** The platform's RSA public key (base64 SPKI) for encrypted calls. */
  publicKey: string;
  profile: PlatformProfile;
  /** The player is signing out: no further call may carry the token, which the platform is about to end. */
  signingOut?: boolean;
}

const page = pagePlatform();
export const context: ClientContext = {
  baseUrl: '',
  merchant: page.merchant,
  // DEFAULT_LANGUAGE, written out: the one-core bundle runs this module before engine/constants.ts (a cycle).
  language: 'EN',
  timeoutMs: 15_000,
  publicKey: page.publicKey,
  profile: page.profile,
};

/** Updates the client context (after site config, or on a language change). */
export function configureClient(changes: Partial<ClientContext>): void {
  Object.assign(context, changes);
}

export const ENDPOINTS: ReadonlyMap<string, Endpoint> = new Map((endpoints.endpoints as Endpoint[]).map((e) => [e.name, e]));

/** The /wps envelope. */
interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string | null;
  message?: string | null;
}

const isEnvelope = (body: unknown): body is Envelope =>
  !!body && typeof body === 'object' && typeof (body as Envelope).success === 'boolean';
/** /lgw answers bare JSON; everything else the envelope. */
export const isBare = (path: string): boolean => path.startsWith('/lgw/');

const errorCodeOf = async (response: Response): Promise<string | null> =>
  (
    (await response
      .clone()
      .json()
      .catch(() => null)) as Envelope | null
  )?.errorCode ?? null;

export const http = ky.create({
  timeout: context.timeoutMs,
  retry: {
    limit: 2,
    methods: ['get'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    maxRetryAfter: 3000,
    shouldRetry: async ({ error }) =>
      error instanceof HTTPError && (await errorCodeOf(error.response)) === 'system.maintenance' ? false : undefined,
  },
});

export interface RequestOptions {
  signal?: AbortSignal;
  /** Fail at once offline instead of waiting for the network (start-up must not hang). */
  failOffline?: boolean;
  /** Leave the session token off (the retry of a public feed after a stale token). */
  anonymous?: boolean;
}

const urlOf = (path: string): string => new URL(path, context.baseUrl || globalThis.location?.origin || 'http://localhost').href;

const params = (input: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );

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
    token: options.anonymous ? null : (session.info?.token ?? null),
    profile: context.profile,
    device: isStandalone() ? 'OTHERS' : 'MOBILE',
    userAgent: globalThis.navigator?.userAgent,
  });
  // Site config is what the studio preview changes (flags, languages): only that call names the preview.
  if (endpoint.name === 'siteConfig') Object.assign(headers, previewHeaders());
  const init: Parameters<typeof http>[1] & { headers: Record<string, string> } = {
    method: endpoint.method,
    timeout: context.timeoutMs,
    signal: options.signal,
    headers,
  };
  let payload = input;
  if (DEVICE_ID_CALLS.has(endpoint.name)) payload = { ...(input as object), loginDeviceId: deviceId() };
  const url = new URL(urlOf(endpoint.path));
  if (endpoint.encrypt || endpoint.name === 'loginFreeplay') {
    if (!context.publicKey) throw new Error(`${endpoint.name} needs the platform's public key (configuration)`);
    // The cipher code loads only when an encrypted call is made, never on the first paint.
    const crypto = await import('./platform-crypto.ts');
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
  } else if (endpoint.query) {
    const query = params(payload);
    if (endpoint.tokenQuery && context.profile.tokenInQuery && headers.Authorization) query.token = headers.Authorization;
    url.search = new URLSearchParams(query).toString();
  }
  return { url: url.href, init };
}

/** Calls one endpoint of schema/api/endpoints.json and returns its value, or throws a typed error. */
export async function request<N extends EndpointName>(name: N, input: ApiInputs[N], options: RequestOptions = {}): Promise<ApiValues[N]> {
  const endpoint = ENDPOINTS.get(name);
  if (!endpoint) throw new Error(`unknown endpoint ${name}`);
  // While signing out, a call with the token would only meet a 401 from the ended session: it is dropped as an abort.
  if (context.signingOut && endpoint.token && name !== 'logout') throw new DOMException('signing out', 'AbortError');
  // Token-free reads the server already put into the page (engine/api/boot-data.ts) need no round trip.
  if (endpoint.method === 'GET' && (!endpoint.token || !session.info)) {
    const booted = takeBootValue(name, input);
    if (booted !== undefined) {
      const url = new URL(urlOf(endpoint.path));
      if (endpoint.query) url.search = new URLSearchParams(params(input)).toString();
      usedBootAnswers.push({ url: url.href, language: context.language.toUpperCase(), value: booted });
      return booted as ApiValues[N];
    }
  }
  const { url, init } = await buildInit(endpoint, input, options);
  let body: unknown;
  for (;;) {
    try {
      const response = await http(url, init);
      body = await readJson(response);
      break;
    } catch (e) {
      const error = await toApiError(e);
      // The platform no longer knows the token: the session ends everywhere, and a public feed that failed only
      // because of the stale token is asked once more without it.
      const sent = init.headers.Authorization;
      if (error instanceof SessionExpiredError && sent) {
        endExpiredSession(sent);
        if (endpoint.auth !== 'member' && endpoint.auth !== 'realMember') return request(name, input, { ...options, anonymous: true });
      }
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
  if (isBare(endpoint.path)) return body as ApiValues[N];
  if (!isEnvelope(body)) throw new MalformedResponseError('the answer is not the platform envelope');
  if (!body.success) throw fromEnvelope(body, 200);
  return (body.value ?? null) as ApiValues[N];
}

/** The JSON of a 2xx answer; HTML or a cut-off body is a MalformedResponseError, not "offline". */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedResponseError(
      `malformed answer (HTTP ${response.status}, ${response.headers.get('content-type') ?? 'no content type'})`,
    );
  }
}

const isOffline = (): boolean => globalThis.navigator?.onLine === false;

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

/** The session codes of the platform (a 401 always means the session ended). */
const SESSION_CODES = new Set(['login.not.session', 'session.expired']);

function fromEnvelope(body: Envelope, status: number): ApiError {
  const code = body.errorCode ?? null;
  const message = body.message ?? null;
  if (code === 'system.maintenance') return new MaintenanceError(message ?? 'maintenance');
  // Our own proxy (sandbox/proxy.ts) answers proxy.error when it cannot reach the platform.
  if (code === 'proxy.error' || (UNREACHABLE.has(status) && code?.startsWith('proxy.')))
    return new UnreachableError(message ?? 'platform unreachable');
  if (status === 401 || (code && SESSION_CODES.has(code))) return new SessionExpiredError(message ?? 'session expired');
  if (code === 'validation.failed') return new ValidationError(message ?? '');
  return new ServerError(code, message, status, body.value ?? null);
}

/** Statuses our own proxy answers when the platform cannot be reached (bad gateway, unavailable, gateway timeout). */
const UNREACHABLE = new Set([502, 503, 504]);

/** Maps a ky/fetch failure to a typed error (aborts are rethrown unchanged). */
export async function toApiError(e: unknown): Promise<unknown> {
  if (e instanceof ApiError) return e;
  if (e instanceof KyTimeoutError) return new TimeoutError('request timed out');
  if (e instanceof HTTPError) {
    const status = e.response.status;
    const text = await e.response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (isEnvelope(body)) return fromEnvelope(body, status);
    if (status === 401) return new SessionExpiredError('session expired');
    if (UNREACHABLE.has(status)) return new UnreachableError(`platform unreachable (HTTP ${status})`);
    if (text.trim() && body === null) return new MalformedResponseError(`malformed error answer (HTTP ${status})`);
    return new ServerError(null, null, status);
  }
  if (e instanceof DOMException && e.name === 'AbortError') return e;
  // Online but no answer at all: the connection was refused or reset, so the platform is unreachable.
  if (!isOffline() && e instanceof TypeError) return new UnreachableError(e.message);
  return new NetworkError(e instanceof Error ? e.message : 'network error');
}
