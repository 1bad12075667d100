// The one HTTP client: calls an entry of schema/api/endpoints.json by name, speaking the platform's contract
// (engine/api/headers.ts), and returns its value or throws one of the typed errors in ./errors/. An answer the
// server already put into the page (engine/api/boot-data.ts) is used without a round trip; everything that goes to
// the network (ky, the request's building, the answer's reading, ./transport.ts) loads with the first such call,
// so the first paint, whose data is all in the page, does not carry it.
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import { session } from '../session/store.ts';
import { NetworkError, NotOfferedError, UnreachableError } from './errors/index.ts';
import type { ApiInputs, ApiValues, EndpointName } from './types.gen.ts';
import { isNotOffered, markNotOffered, takeBootValue, usedBootAnswers } from './boot-data.ts';
import type { Endpoint } from './headers.ts';
import { type PlatformProfile, pagePlatform } from './platform.ts';
import { nextTask } from '../yield.ts';

export type { Endpoint };

export interface ClientContext {
  /** API origin (site config paths.api); empty means the page's own origin. */
  baseUrl: string;
  merchant: string;
  language: string;
  /** The call budget, retries included (tests shorten it); engine/constants.ts CALL_BUDGET_MS when unset. */
  timeoutMs?: number;
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
  publicKey: page.publicKey,
  profile: page.profile,
};

/** Updates the client context (after site config, or on a language change). */
export function configureClient(changes: Partial<ClientContext>): void {
  Object.assign(context, changes);
}

/** What the client decides before a call goes to the network. In the browser build this table holds only these
 * fields (scripts/build/plugins.mjs leanEndpoints); the full entries are the transport's (WIRE in ./transport.ts). */
export type EndpointPolicy = Pick<Endpoint, 'name' | 'method' | 'token' | 'cache' | 'throttleMs'>;
export const ENDPOINTS: ReadonlyMap<string, EndpointPolicy> = new Map((endpoints.endpoints as EndpointPolicy[]).map((e) => [e.name, e]));

/** /lgw (and the one /lotto/lgw path) answers bare JSON; everything else the envelope. */
export const isBare = (path: string): boolean => path.startsWith('/lgw/') || path.startsWith('/lotto/lgw/');

export interface RequestOptions {
  signal?: AbortSignal;
  /** Fail at once offline instead of waiting for the network (start-up must not hang). */
  failOffline?: boolean;
  /** Leave the session token off (the retry of a public feed after a stale token). */
  anonymous?: boolean;
  /** Send this token instead of the session's: a sign-in's own member-info call, before the session is stored. */
  token?: string;
}

export const urlOf = (path: string): string => new URL(path, context.baseUrl || globalThis.location?.origin || 'http://localhost').href;

export const params = (input: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );

/**
 * Loads a chunk of code a call needs (the transport, the cipher); a chunk that cannot be fetched fails the call as
 * the network failing does (offline, or the platform unreachable), so the caller shows its usual error state.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    const message = `code for the call could not be loaded (${e instanceof Error ? e.message : String(e)})`;
    throw isOffline() ? new NetworkError(message, { cause: e }) : new UnreachableError(message, { cause: e });
  }
}

let transport: Promise<typeof import('./transport.ts')> | null = null;
/**
 * The wire half of the client, loaded once (a failed load is tried again by the next call). Its load starts a task
 * later: the first calls come from the effects of the commit that mounts the first screenful, and that commit
 * finishes (the page marks 'screen-ready') before their code is fetched.
 */
function loadTransport(): Promise<typeof import('./transport.ts')> {
  transport ??= loadChunk(() => nextTask().then(() => import('./transport.ts'))).catch((e) => {
    transport = null;
    throw e;
  });
  return transport;
}

/** Calls one endpoint of schema/api/endpoints.json and returns its value, or throws a typed error. */
export async function request<N extends EndpointName>(name: N, input: ApiInputs[N], options: RequestOptions = {}): Promise<ApiValues[N]> {
  const endpoint = ENDPOINTS.get(name);
  if (!endpoint) throw new Error(`unknown endpoint ${name}`);
  // While signing out, a call with the token would only meet a 401 from the ended session: it is dropped as an abort.
  if (context.signingOut && endpoint.token && name !== 'logout') throw new DOMException('signing out', 'AbortError');
  // Token-free reads the server already put into the page (engine/api/boot-data.ts) need no round trip.
  if (endpoint.method === 'GET' && !options.token && (!endpoint.token || !session.info)) {
    const booted = takeBootValue(name, input);
    if (booted !== undefined) {
      usedBootAnswers.push({ name, input, language: context.language.toUpperCase(), value: booted });
      return booted as ApiValues[N];
    }
  }
  // A call the platform does not offer (server/not-offered.ts) is not asked: an expected state, not a failure.
  if (isNotOffered(name)) throw new NotOfferedError(`${name}: not offered by this platform`);
  try {
    return (await (await loadTransport()).fetchValue(name, endpoint, input, options)) as ApiValues[N];
  } catch (e) {
    if (e instanceof NotOfferedError) markNotOffered(name);
    throw e;
  }
}

/** The boot answers this page used, with the URL each call would have had (the service worker keeps them for
 * offline use as if fetched: engine/install/register.ts); the paths are the transport's, loaded for this. */
export async function bootAnswersUsed(): Promise<Array<{ url: string; language: string; value: unknown }>> {
  if (!usedBootAnswers.length) return [];
  const wire = await loadTransport();
  return usedBootAnswers.map(({ name, input, language, value }) => ({ url: wire.urlOfCall(name, input), language, value }));
}

export const isOffline = (): boolean => globalThis.navigator?.onLine === false;
