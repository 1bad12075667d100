// Calls an endpoint of schema/api/endpoints.json by name, typed by the generated API types: `call(name, input)`.
// Encrypted calls are built by the client (engine/api/client.ts); the table's policies apply here: `cache` (start-up
// datasets, kept for the tab) and `throttleMs` (calls close together share one request).
import { TRIAL_MEMBER_TYPE } from '../constants.ts';
import { session } from '../session/store.ts';
import { cacheKey, cached } from './cache.ts';
import { ENDPOINTS, context, request } from './client.ts';
import type { ApiInputs, ApiValues, EndpointName } from './types.gen.ts';

export interface CallOptions {
  /** Skip the cached copy (cached calls only), e.g. to renew member info. */
  force?: boolean;
  signal?: AbortSignal;
  /** Fail at once offline instead of waiting for the network (start-up calls). */
  failOffline?: boolean;
  /** Send this token instead of the session's (a sign-in's member-info call, before the session is stored); such a
   * call skips the tab's cache. */
  token?: string;
}

const throttled = new Map<string, { at: number; promise: Promise<unknown> }>();

/** Calls an endpoint with the table's policies (throttle, the tab's cache, the game launch's fields). */
export async function call<N extends EndpointName>(name: N, input: ApiInputs[N], options: CallOptions = {}): Promise<ApiValues[N]> {
  const policy = ENDPOINTS.get(name);
  if (policy?.throttleMs) {
    const now = Date.now();
    const key = `${name}|${JSON.stringify(input ?? null)}`;
    const last = throttled.get(key);
    if (last && now - last.at < policy.throttleMs) return last.promise as Promise<ApiValues[N]>;
    const entry = { at: now, promise: request(name, input, { signal: options.signal }) };
    throttled.set(key, entry);
    entry.promise.catch(() => {
      if (throttled.get(key) === entry) throttled.delete(key);
    });
    return entry.promise as Promise<ApiValues[N]>;
  }
  if (name === 'launchGame') return launchGame(input as ApiInputs['launchGame'], options) as Promise<ApiValues[N]>;
  if (options.token) return request(name, input, { signal: options.signal, token: options.token });
  if (policy?.cache === 'session') {
    const scope = `${session.info?.userName ?? '-'}|${context.language}`;
    return cached(cacheKey(name, scope, input), () => request(name, input, { signal: options.signal }), options.force);
  }
  return request(name, input, { signal: options.signal, failOffline: options.failOffline });
}

/** A game launch as the platform wants it (PLATFORM-API.md §5, §6.17), always with the language (else many vendors
 * open in Chinese): a casino game with launchMode GLS (without it: 500 #727 system busy) and accountType 1 real or 0
 * free play; a lottery's own form (launchMode LOTT) as it is. Its answer is read by engine/api/readers/games.ts. */
function launchGame(input: ApiInputs['launchGame'], options: CallOptions): Promise<ApiValues['launchGame']> {
  const casino = input.launchMode !== 'LOTT';
  const accountType = session.info?.type === TRIAL_MEMBER_TYPE ? 0 : 1;
  const query = casino
    ? { launchMode: 'GLS', accountType, language: context.language, ...input }
    : { language: context.language, ...input };
  return request('launchGame', query as ApiInputs['launchGame'], { signal: options.signal });
}

/** Whether a name (from screen JSON, say) is an endpoint of the table. */
export const isEndpoint = (name: string): name is EndpointName => ENDPOINTS.has(name);

/** Calls an endpoint named at run time (screen JSON); an unknown name rejects like a failed call. */
export function callNamed(name: string, input?: unknown, options?: CallOptions): Promise<unknown> {
  if (!isEndpoint(name)) return Promise.reject(new Error(`unknown call "${name}"`));
  return call(name, input as ApiInputs[typeof name], options);
}
