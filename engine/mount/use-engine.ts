// The one hook through which widgets reach engine services (translation, actions, gates, route params).
import { createContext, useContext } from 'react';
import type { Action, Gate } from '../schema-types.ts';

/** Services the engine offers every widget. */
export interface EngineServices {
  /** Translates a label key (with {0}-style or {name} params). */
  t(key: string, params?: Record<string, unknown> | unknown[]): string;
  /** The active language code, e.g. EN. */
  language: string;
  /** Runs actions in order. */
  run(actions: readonly Action[] | undefined): void;
  /** Whether a gate passes for the current player. */
  allowed(gate: Gate | undefined): boolean;
  /** Reads a state path such as member.toUpline or unread.inbox. */
  lookup(path: string): unknown;
  /** The current route's query parameters, merged over the screen's declared defaults. */
  params: Readonly<Record<string, string>>;
}

export const EngineContext = createContext<EngineServices | null>(null);

/** Engine services for the current screen. */
export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('useEngine() used outside a mounted screen');
  return services;
}
