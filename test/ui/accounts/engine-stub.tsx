// Mounts a widget inside a stub of the engine services (t returns the key, so messages are asserted by key) and
// swaps API calls for fakes, restoring them afterwards.
import type { ReactNode } from 'react';
import { EngineContext, type EngineServices } from '../../../engine/mount/use-engine.ts';
import { api } from '../../../engine/api/calls.ts';

/** Engine services for tests; `ran` collects the actions widgets run. */
export function stubEngine(extra: Partial<EngineServices> = {}) {
  const ran: unknown[] = [];
  const services: EngineServices = {
    t: (key, params) => (Array.isArray(params) && params.length ? `${key}:${params.join(',')}` : key),
    language: 'EN', run: (actions) => { ran.push(...(actions ?? [])); }, allowed: () => true, lookup: () => undefined,
    params: {}, navigate: () => {}, toast: () => {}, popup: { isOpen: () => false, set: () => {} }, money: (n) => `₱${n.toFixed(2)}`,
    ...extra,
  };
  return { services, ran, wrap: (ui: ReactNode) => <EngineContext.Provider value={services}>{ui}</EngineContext.Provider> };
}

const originals = new Map<string, unknown>();
/** Replaces api[name] until restoreApi(). */
export function fakeApi(name: string, fn: (...args: unknown[]) => Promise<unknown>): void {
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
