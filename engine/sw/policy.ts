// What the service worker does with each request, as a pure function so every case is unit-tested.
// Rules: platform API calls that carry a token (or need one) are never touched; hashed assets are
// cache-first; screens, label catalogues, the manifest and icons are stale-while-revalidate; app
// navigations are network-first with the cached shell as the offline answer; public (token-free) API
// reads are network-first with the last answer kept for offline; same-origin images are kept for offline.

/** The strategies the worker knows. 'pass' means the worker does not answer and the browser fetches. */
export type Strategy = 'pass' | 'shell' | 'immutable' | 'swr' | 'public-api' | 'image';

/** The request facts the policy needs (a plain object, so tests need no Request). */
export interface RequestFacts {
  method: string;
  url: string;
  /** The worker's own origin. */
  origin: string;
  mode: string;
  destination: string;
  /** Request header names, lower case. */
  headers: readonly string[];
}

/** Paths of the platform API (the sandbox or a proxy to the operator's platform). */
export const API_PREFIXES = ['/wps/', '/lgw/'];
/** Headers that carry a session: a request with one of these is never answered from, or stored in, a cache. */
export const TOKEN_HEADERS = ['x-token', 'authorization'];
/** The studio preview's header (engine/preview-id.ts): a draft is never kept, nor answered from a cache. */
export const PREVIEW_HEADER = 'x-studio-preview';

/** Pages of the single-page app (the server serves the same set: server/app.ts). */
export const isAppPath = (path: string): boolean => path === '/' || path === '/m' || path.startsWith('/m/') || path === '/register.html';

/**
 * The strategy for one request. `postReads` are the paths of token-free POST calls that only read
 * (offlineRead in schema/api/endpoints.json); every other write passes.
 */
export function strategyFor(r: RequestFacts, postReads: readonly string[] = []): Strategy {
  const url = new URL(r.url);
  if (url.origin !== r.origin) return 'pass';
  if (r.headers.some((h) => TOKEN_HEADERS.includes(h) || h === PREVIEW_HEADER)) return 'pass';
  if ([...url.searchParams.keys()].some((k) => k.toLowerCase() === 'token')) return 'pass';
  const path = url.pathname;
  if (r.method === 'POST' && postReads.includes(path)) return 'public-api';
  if (r.method !== 'GET') return 'pass';
  if (path.startsWith('/__sandbox/') || path === '/sw.js' || path === '/sw-control.json') return 'pass';
  if (API_PREFIXES.some((p) => path.startsWith(p))) return 'public-api';
  if (r.mode === 'navigate') return isAppPath(path) ? 'shell' : 'pass';
  if (path.startsWith('/assets/')) return 'immutable';
  if (
    path === '/screens/manifest.json' ||
    /^\/i18n\/[a-z]+\.json$/.test(path) ||
    path === '/manifest.webmanifest' ||
    path.startsWith('/icons/') ||
    path === '/favicon.svg'
  )
    return 'swr';
  if (r.destination === 'image') return 'image';
  return 'pass';
}

/**
 * A tagged address (`?v=`: the screens manifest's and the label catalogues', a digest of their content, see
 * server/screens.ts and server/labels.ts) never changes: its cached copy needs no refresh.
 */
export const isTagged = (url: string): boolean => new URL(url).searchParams.has('v');

/**
 * Whether `fresh` is the copy already cached, as its validator says (the same ETag; an answer without one is
 * taken as new): a confirmed copy is not written to the cache again.
 */
export function sameCopy(
  cached: { headers: { get(name: string): string | null } } | undefined,
  fresh: { headers: { get(name: string): string | null } },
): boolean {
  const tag = fresh.headers.get('etag');
  return !!cached && !!tag && cached.headers.get('etag') === tag;
}

/** The kill switch's answer (/sw-control.json): off for every worker, or for the listed build versions. */
export interface Control {
  disabled?: boolean;
  revoke?: string[];
}

/** Whether a worker of `version` must remove itself. */
export const mustRetire = (control: Control | null, version: string): boolean =>
  !!control && (control.disabled === true || (Array.isArray(control.revoke) && control.revoke.includes(version)));

/** Public API answers are kept per language (and per body digest for POST reads): the key is a GET URL. */
export function publicApiKey(url: string, language: string | null, bodyDigest = ''): string {
  const u = new URL(url);
  u.searchParams.set('__sw_lang', language ?? '');
  if (bodyDigest) u.searchParams.set('__sw_body', bodyDigest);
  return u.href;
}

/** The token-free POST reads of an endpoints list (schema/api/endpoints.json). */
export const postReadsOf = (list: ReadonlyArray<{ method: string; path: string; auth?: string; offlineRead?: boolean }>): string[] =>
  list.filter((e) => e.method === 'POST' && e.auth === 'none' && e.offlineRead === true).map((e) => e.path);

/** Cache names: one per build version, plus the public API answers and images (shared across versions). */
export const CACHE_PREFIX = 'mc-';
export const appCache = (version: string): string => `${CACHE_PREFIX}app-${version}`;
export const PUBLIC_API_CACHE = `${CACHE_PREFIX}public-api`;
export const IMAGE_CACHE = `${CACHE_PREFIX}images`;
/** How many images are kept for offline (oldest dropped first). */
export const IMAGE_LIMIT = 120;

/**
 * Which caches to delete when `version` activates: every other build's cache except the newest previous one,
 * which pages still running the previous build may need for the chunks they load lazily.
 */
export function cachesToDelete(names: readonly string[], version: string, previous: string | null): string[] {
  return names.filter(
    (n) => n.startsWith(`${CACHE_PREFIX}app-`) && n !== appCache(version) && (previous === null || n !== appCache(previous)),
  );
}
