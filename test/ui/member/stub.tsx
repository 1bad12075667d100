// Engine services for member widget tests (t returns "key" or "key:params") and api fakes restored after each test.
import type { ReactNode } from 'react';
import { EngineContext, type EngineServices } from '../../../engine/mount/use-engine.ts';
import { api } from '../../../engine/api/calls.ts';

/** A stub of the engine services; `toasts` and `went` record what widgets did. */
export function engine(extra: Partial<EngineServices> = {}) {
  const toasts: string[] = [];
  const went: string[] = [];
  const services: EngineServices = {
    t: (key, params) => (Array.isArray(params) && params.length ? `${key}:${params.join(',')}` : key),
    language: 'EN', run: () => {}, allowed: () => true, lookup: () => undefined, params: {},
    navigate: (to) => { went.push(to); }, toast: (text) => { toasts.push(text); },
    popup: { isOpen: () => false, set: () => {} }, money: (n) => `₱${n.toFixed(2)}`, ...extra,
  };
  return { toasts, went, wrap: (ui: ReactNode) => <EngineContext.Provider value={services}>{ui}</EngineContext.Provider> };
}

const saved = new Map<string, unknown>();
/** Replaces api[name] until restore(). */
export function fake(name: string, fn: (...args: any[]) => Promise<unknown>): void {
  const calls = api as unknown as Record<string, unknown>;
  if (!saved.has(name)) saved.set(name, calls[name]);
  calls[name] = fn;
}
/** Puts the real api calls back. */
export function restore(): void {
  for (const [name, fn] of saved) (api as unknown as Record<string, unknown>)[name] = fn;
  saved.clear();
}

/** Resolves after pending promises and React updates. */
export const flush = () => new Promise((r) => setTimeout(r, 0));
