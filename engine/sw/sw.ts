// The service worker: precaches this build's shell and hashed chunks, keeps the app usable offline, and
// takes over as soon as a new build is installed (update window 60 s). What it does with each
// request is decided by ./policy.ts. A kill switch (/sw-control.json, see docs/operations.md "Service worker kill switch") makes
// a worker of a revoked version, or every worker, remove itself and its caches.
/// <reference lib="webworker" />
import {
  CACHE_PREFIX,
  IMAGE_CACHE,
  IMAGE_LIMIT,
  PUBLIC_API_CACHE,
  appCache,
  cachesToDelete,
  isTagged,
  mustRetire,
  postReadsOf,
  publicApiKey,
  sameCopy,
  strategyFor,
  type Control,
} from './policy.ts';

declare const self: ServiceWorkerGlobalScope;
/** Filled in by scripts/build/service-worker.mjs. */
declare const __VERSION__: string;
declare const __PRECACHE__: string[];
/** The POST calls of schema/api/endpoints.json (method, path, auth, offlineRead). */
declare const __POST_CALLS__: Array<{ method: string; path: string; auth?: string; offlineRead?: boolean }>;

const VERSION = __VERSION__;
const POST_READS = postReadsOf(__POST_CALLS__);
const CACHE = appCache(VERSION);
const SHELL = '/index.html';
/** A navigation that has not answered within this long gets the cached shell (the page still updates itself). */
const NAVIGATION_TIMEOUT_MS = 4000;
/** The kill switch is read at most this often. */
const CONTROL_EVERY_MS = 60_000;
const PREVIOUS_KEY = '/__sw/previous-version';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: 'reload' })));
      // Take over at once: the page shows a gentle "updated" notice when the controller changes.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const control = await readControl();
      if (mustRetire(control, VERSION)) return retire();
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable().catch(() => {});
      // The previous build's cache stays for pages still running it, unless that build was revoked.
      const previous = await readPrevious();
      const keep = previous !== null && !mustRetire(control, previous) ? previous : null;
      for (const name of cachesToDelete(await caches.keys(), VERSION, keep)) await caches.delete(name);
      await writePrevious();
      await self.clients.claim();
    })(),
  );
});

/** Answers and pages being written to the cache (kept after a fetch, or remembered from the page). */
const writing = new Set<Promise<unknown>>();
/** `write`, counted among the writes under way until it settles. */
function tracked(write: Promise<unknown>): Promise<unknown> {
  writing.add(write);
  void write.finally(() => writing.delete(write)).catch(() => undefined);
  return write;
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'version') event.source?.postMessage({ type: 'version', version: VERSION });
  if (data?.type === 'remember') event.waitUntil(tracked(remember((data as { answers?: unknown }).answers)));
  // "kept": answered once every answer this worker had to keep by now is in the cache (a page about to go
  // offline, and the tests, can tell the last-seen answers are there).
  if (data?.type === 'kept') event.waitUntil(Promise.allSettled([...writing]).then(() => event.source?.postMessage({ type: 'kept' })));
});

/**
 * Keeps answers the server put into the page (engine/api/boot-data.ts) as if they had been fetched, so an offline
 * start still has them. Only what the policy would keep is kept: same-origin, token-free platform reads.
 */
async function remember(text: unknown): Promise<void> {
  let answers: unknown;
  try {
    answers = JSON.parse(String(text));
  } catch {
    return;
  }
  if (!Array.isArray(answers)) return;
  const cache = await caches.open(PUBLIC_API_CACHE);
  for (const a of answers as Array<{ url?: unknown; language?: unknown; value?: unknown } | null>) {
    if (typeof a?.url !== 'string' || a.value === undefined) continue;
    const facts = { method: 'GET', url: a.url, origin: self.location.origin, mode: 'cors', destination: '', headers: [] };
    if (strategyFor(facts, POST_READS) !== 'public-api') continue;
    // As the platform answers: the /wps envelope, or /lgw's bare JSON.
    const body = JSON.stringify(
      new URL(a.url).pathname.startsWith('/lgw/') ? a.value : { success: true, value: a.value, errorCode: null, message: null },
    );
    await cache.put(
      publicApiKey(a.url, typeof a.language === 'string' ? a.language : null),
      new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    );
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    {
      method: request.method,
      url: request.url,
      origin: self.location.origin,
      mode: request.mode,
      destination: request.destination,
      headers: [...request.headers.keys()],
    },
    POST_READS,
  );
  // Navigations the worker does not serve still use the navigation preload it started.
  if (request.mode === 'navigate' && (strategy === 'pass' || request.destination === 'iframe')) {
    event.respondWith(fromNetwork(event));
    return;
  }
  if (strategy === 'pass') return;
  event.respondWith(
    (async () => {
      // A framed page (the studio's preview: players never see the app in a frame) always gets the network,
      // so a preview shows the live draft and its answers never reach a cache.
      const client = event.clientId ? await self.clients.get(event.clientId) : undefined;
      if (client?.frameType === 'nested') return fetch(request);
      switch (strategy) {
        case 'shell':
          event.waitUntil(checkControl());
          return shell(event);
        case 'immutable':
          return cacheFirst(request);
        case 'swr':
          return staleWhileRevalidate(event, request);
        case 'public-api':
          return publicApi(event, request);
        case 'image':
          return image(event, request);
      }
    })(),
  );
});

/** A navigation from the network, through the navigation preload when there is one. */
async function fromNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = (await event.preloadResponse.catch(() => undefined)) as Response | undefined;
  return preloaded ?? fetch(event.request);
}

/** Where a server-rendered page of this build is kept, by its address (in this build's cache, so it goes with it). */
const pageKey = (url: string) => {
  const { pathname, search } = new URL(url);
  return `/__sw/page${pathname}${search}`;
};
/** The most pages kept (the app has a few dozen routes); the oldest goes first. */
const MAX_PAGES = 40;

/**
 * Keeps a server-rendered page of this build, for an offline start: the page carries the data its sections were
 * rendered with, which no call the worker saw brought (so an offline start from the shell found those sections
 * without data, waiting for the network). A page of another build (the server has a newer one) is not kept.
 */
async function keepPage(url: string, response: Response): Promise<void> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return;
  const html = await response.clone().text();
  if (!html.includes('<div id="root" data-ssr=') || !html.includes(`<meta name="app-version" content="${VERSION}"`)) return;
  const cache = await caches.open(CACHE);
  const key = pageKey(url);
  await cache.put(key, new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
  const pages = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/__sw/page/'));
  for (const old of pages.slice(0, Math.max(0, pages.length - MAX_PAGES))) await cache.delete(old);
}

/** Network first (with navigation preload); when offline or too slow, the page as last seen, else the cached shell. */
async function shell(event: FetchEvent): Promise<Response> {
  const network = fromNetwork(event);
  // Kept whenever it comes, also after a kept page or the shell answered a slow network: the worker stays alive for
  // it (waitUntil now, while the answer is pending; called later, once answered, it would throw). Registered before
  // the race below, so the page is cloned before its body goes to the page.
  event.waitUntil(network.then((response) => tracked(keepPage(event.request.url, response))).catch(() => undefined));
  const cached = async () =>
    (await caches.match(pageKey(event.request.url), { cacheName: CACHE })) ??
    (await caches.match(SHELL, { cacheName: CACHE })) ??
    caches.match(SHELL);
  try {
    const response = await Promise.race([network, timeout(NAVIGATION_TIMEOUT_MS)]);
    if (response) return response;
    return (await cached()) ?? (await network);
  } catch {
    const fallback = await cached();
    if (fallback) return fallback;
    return new Response(
      '<!doctype html><meta charset="utf-8"><title>Offline</title><p>You are offline. Please reconnect and try again.</p>',
      {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      },
    );
  }
}

/** Hashed files never change: the cache (any build's), else the network (kept for next time). */
async function cacheFirst(request: Request): Promise<Response> {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

/**
 * The cached copy at once, refreshed from the network for next time; the network when nothing is cached. A tagged
 * address's copy is not refreshed (its content never changes), and a refresh the server confirms (the same ETag)
 * writes nothing: each write goes to disk, and a page asks for these files on every load.
 */
async function staleWhileRevalidate(event: FetchEvent, request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  const tagged = isTagged(request.url);
  if (hit && tagged) return hit;
  const refresh = fetch(request).then(async (response) => {
    if (response.ok && !sameCopy(hit, response)) {
      // One copy per file: a tagged address replaces the copies of earlier tags.
      if (tagged) await cache.delete(request, { ignoreSearch: true, ignoreVary: true });
      await cache.put(request, response.clone());
    }
    return response;
  });
  // A tag this worker has not seen is fetched; offline, the copy of another tag (or the untagged one) stands in.
  if (!hit)
    return refresh.catch(async (err: unknown) => {
      const other = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
      if (other) return other;
      throw err;
    });
  event.waitUntil(
    refresh.then(
      () => undefined,
      () => undefined,
    ),
  );
  return hit;
}

/**
 * Token-free platform reads: network first; the last good answer (per language) when the network fails. The page
 * gets the answer as it arrives: keeping it (reading it as JSON, writing the cache) happens after, and only when it
 * differs from the copy kept (most reads answer the same as last time, and a write costs more than a read).
 */
async function publicApi(event: FetchEvent, request: Request): Promise<Response> {
  const digest = request.method === 'POST' ? await sha256(await request.clone().text()) : '';
  const key = publicApiKey(request.url, request.headers.get('language'), digest);
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(tracked(keepAnswer(key, response.clone()).catch(() => undefined)));
    return response;
  } catch (err) {
    const hit = await (await caches.open(PUBLIC_API_CACHE)).match(key);
    if (hit) return hit;
    throw err;
  }
}

/** Keeps a successful JSON answer under `key`, unless the kept copy says the same. */
async function keepAnswer(key: string, response: Response): Promise<void> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return;
  const text = await response.text();
  let body: { success?: unknown } | null = null;
  try {
    body = JSON.parse(text) as { success?: unknown } | null;
  } catch {
    return;
  }
  if (body?.success !== true) return;
  const cache = await caches.open(PUBLIC_API_CACHE);
  const kept = await cache.match(key);
  if (kept && (await kept.text()) === text) return;
  // The text as read (already decoded): kept with its type only, as the prefilled answers are.
  await cache.put(key, new Response(text, { headers: { 'Content-Type': response.headers.get('content-type') ?? 'application/json' } }));
}

async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes.subarray(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Same-origin images: the cached copy at once (refreshed in the background), a bounded cache. */
async function image(event: FetchEvent, request: Request): Promise<Response> {
  const cache = await caches.open(IMAGE_CACHE);
  const hit = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok && !sameCopy(hit, response)) {
      await cache.put(request, response.clone());
      // Only a new image can take the cache over its limit.
      if (!hit) {
        const keys = await cache.keys();
        for (const old of keys.slice(0, Math.max(0, keys.length - IMAGE_LIMIT))) await cache.delete(old);
      }
    }
    return response;
  });
  if (!hit) return refresh;
  event.waitUntil(
    refresh.then(
      () => undefined,
      () => undefined,
    ),
  );
  return hit;
}

const timeout = (ms: number) => new Promise<undefined>((done) => setTimeout(() => done(undefined), ms));

let controlCheckedAt = 0;
/** Reads the kill switch; a revoked or disabled worker deletes every cache, unregisters and reloads its pages. */
async function checkControl(): Promise<void> {
  if (Date.now() - controlCheckedAt < CONTROL_EVERY_MS) return;
  if (mustRetire(await readControl(), VERSION)) await retire();
}

function readControl(): Promise<Control | null> {
  controlCheckedAt = Date.now();
  return fetch('/sw-control.json', { cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<Control>) : null))
    .catch(() => null);
}

async function retire(): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
  await self.registration.unregister();
  for (const client of await self.clients.matchAll({ type: 'window' })) (client as WindowClient).navigate(client.url).catch(() => {});
}

async function readPrevious(): Promise<string | null> {
  const hit = await caches.match(PREVIOUS_KEY);
  return hit ? hit.text() : null;
}

/** Remembers this version, so the next build keeps this build's cache for pages still running it. */
async function writePrevious(): Promise<void> {
  const meta = await caches.open(`${CACHE_PREFIX}meta`);
  await meta.put(PREVIOUS_KEY, new Response(VERSION));
}
