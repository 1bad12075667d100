// One typed function per endpoint of schema/api/endpoints.json, as `api.<name>(input)`. Encrypted calls are built by
// the client (engine/api/client.ts), SPEC 4's datasets are cached, the unread count is throttled.
import { TRIAL_MEMBER_TYPE, UNREAD_THROTTLE_MS } from '../constants.ts';
import { session } from '../session/store.ts';
import { CACHED_CALLS, cacheKey, cached } from './cache.ts';
import { ENDPOINTS, context, request } from './client.ts';
import type { ApiInputs, ApiValues, EndpointName } from './types.gen.ts';

export interface CallOptions {
  /** Skip the cached copy (cached calls only), e.g. to renew member info. */
  force?: boolean;
  signal?: AbortSignal;
  /** Fail at once offline instead of waiting for the network (start-up calls). */
  failOffline?: boolean;
}

export type Call<N extends EndpointName> = [ApiInputs[N]] extends [void]
  ? (input?: void, options?: CallOptions) => Promise<ApiValues[N]>
  : (input: ApiInputs[N], options?: CallOptions) => Promise<ApiValues[N]>;

export type Api = { [N in EndpointName]: Call<N> };

let unread: { at: number; promise: Promise<number> } | null = null;

async function call<N extends EndpointName>(name: N, input: ApiInputs[N], options: CallOptions = {}): Promise<ApiValues[N]> {
  if (name === 'unreadCount') {
    const now = Date.now();
    if (!unread || now - unread.at >= UNREAD_THROTTLE_MS) {
      unread = { at: now, promise: request('unreadCount', undefined, { signal: options.signal }) };
      unread.promise.catch(() => { unread = null; });
    }
    return unread.promise as Promise<ApiValues[N]>;
  }
  if (name === 'launchGame') return launchGame(input as ApiInputs['launchGame'], options) as Promise<ApiValues[N]>;
  if (CACHED_CALLS.has(name)) {
    const scope = `${session.info?.userName ?? '-'}|${context.language}`;
    return cached(cacheKey(name, scope, input), () => request(name, input, { signal: options.signal }), options.force);
  }
  return request(name, input, { signal: options.signal, failOffline: options.failOffline });
}

/** A game launch as the platform wants it: launchMode GLS (without it: 500 #727 system busy), accountType 1 real
 * or 0 free play, and the language (else many vendors open in Chinese); the URL read from value.content.game_url,
 * else the older value.url. */
async function launchGame(input: ApiInputs['launchGame'], options: CallOptions): Promise<ApiValues['launchGame']> {
  const accountType = session.info?.type === TRIAL_MEMBER_TYPE ? 0 : 1;
  const value = await request('launchGame', { launchMode: 'GLS', accountType, language: context.language, ...input }, { signal: options.signal });
  const url = value?.content?.game_url ?? value?.url;
  return value && typeof url === 'string' ? { ...value, url } : value;
}

/** Every platform call, typed by the generated schema types. */
export const api = Object.fromEntries(
  [...ENDPOINTS.keys()].map((name) => [name, (input: unknown, options?: CallOptions) => call(name as EndpointName, input as never, options)]),
) as unknown as Api;

/** Member info, bypassing the cache. */
export const refreshMemberInfo = (): Promise<ApiValues['memberInfo']> => api.memberInfo(undefined, { force: true });
