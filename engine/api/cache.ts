// Caching of the start-up datasets: reused when present (memory, then sessionStorage), keyed by call, user, language
// and input; concurrent loads share one request. Member info can be force-refreshed.
import type { EndpointName } from './types.gen.ts';
import { readJson, sessionStore } from '../session/storage.ts';

const PREFIX = 'mc.cache.';
const memory = new Map<string, Promise<unknown>>();

/** Cache key of one call. */
export const cacheKey = (name: string, scope: string, input: unknown): string =>
  `${PREFIX}${name}|${scope}|${JSON.stringify(input ?? null)}`;

/** Returns the cached value for `key`, or loads, stores and returns it; `force` skips the cached copy. */
export function cached<T>(key: string, load: () => Promise<T>, force = false): Promise<T> {
  if (!force) {
    const hit = memory.get(key);
    if (hit) return hit as Promise<T>;
    const stored = readJson<{ v: T }>(sessionStore(), key);
    if (stored) {
      const p = Promise.resolve(stored.v);
      memory.set(key, p);
      return p;
    }
  }
  const p = load().then(
    (v) => {
      try {
        sessionStore()?.setItem(key, JSON.stringify({ v }));
      } catch {
        /* quota: memory copy is enough */
      }
      return v;
    },
    (e: unknown) => {
      if (memory.get(key) === p) memory.delete(key);
      throw e;
    },
  );
  memory.set(key, p);
  return p;
}

/** Drops every cached entry of one call (all users, languages and inputs). */
export function forgetCached(name: EndpointName): void {
  const start = `${PREFIX}${name}|`;
  for (const key of [...memory.keys()]) if (key.startsWith(start)) memory.delete(key);
  const s = sessionStore();
  if (!s) return;
  for (let i = s.length - 1; i >= 0; i--) {
    const key = s.key(i);
    if (key?.startsWith(start)) s.removeItem(key);
  }
}

/** Drops everything cached. */
export function clearCache(): void {
  memory.clear();
  const s = sessionStore();
  if (!s) return;
  for (let i = s.length - 1; i >= 0; i--) {
    const key = s.key(i);
    if (key?.startsWith(PREFIX)) s.removeItem(key);
  }
}
