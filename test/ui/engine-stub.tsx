// Mounts widgets inside a stub of the engine services (t returns the key, or "key:params", so messages are
// asserted by key) and swaps API calls for fakes, restoring them afterwards. Shared by the widget tests.
import type { ReactNode } from 'react';
import { EngineContext, type EngineServices } from '../../engine/mount/use-engine.ts';
import { api } from '../../engine/api/calls.ts';

/** Engine services for tests; `ran`, `toasts` and `went` record the actions, toasts and navigations widgets made. */
export function stubEngine(extra: Partial<EngineServices> = {}) {
  const ran: unknown[] = [];
  const toasts: string[] = [];
  const went: string[] = [];
  const services: EngineServices = {
    t: (key, params) => (Array.isArray(params) && params.length ? `${key}:${params.join(',')}` : key),
    language: 'EN',
    run: (actions) => {
      ran.push(...(actions ?? []));
    },
    allowed: () => true,
    lookup: () => undefined,
    params: {},
    navigate: (to) => {
      went.push(to);
    },
    toast: (text) => {
      toasts.push(text);
    },
    popup: { isOpen: () => false, set: () => {} },
    money: (n) => `₱${n.toFixed(2)}`,
    ...extra,
  };
  return { services, ran, toasts, went, wrap: (ui: ReactNode) => <EngineContext.Provider value={services}>{ui}</EngineContext.Provider> };
}

const originals = new Map<string, unknown>();
/** Replaces api[name] until restoreApi(). */
export function fakeApi(name: string, fn: (...args: any[]) => Promise<unknown>): void {
  const calls = api as unknown as Record<string, unknown>;
  if (!originals.has(name)) originals.set(name, calls[name]);
  calls[name] = fn;
}

/** Puts the real calls back. */
export function restoreApi(): void {
  const calls = api as unknown as Record<string, unknown>;
  for (const [name, fn] of originals) calls[name] = fn;
  originals.clear();
}

/** Resolves after pending promises and React updates. */
export const flush = () => new Promise((r) => setTimeout(r, 0));
