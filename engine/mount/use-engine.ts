// The one hook through which widgets reach engine services (translation, actions, gates, route params).
import { createContext, useContext } from 'react';
import type { Action, Gate } from '../schema-types.ts';

/** Services the engine offers every widget. */
export interface EngineServices {
  /** Translates a label key (with {0}-style or {name} params); with a count, in the language's plural form for it. */
  t(key: string, params?: Record<string, unknown> | unknown[], count?: number): string;
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
  /** Goes to an app route (replace: no new history entry). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Shows a toast with already-translated text; durations by kind come from SPEC section 9. */
  toast(text: string, kind?: 'loading' | 'success' | 'notice' | 'default' | 'long', durationMs?: number): void;
  /** Whether the popup with this id is open, and a way to open or close it (actions openPopup/closePopup). */
  popup: { isOpen(id: string): boolean; set(id: string, open: boolean): void };
  /** An amount as currency: the site's symbol and 2 decimals, grouped for the active language. */
  money(value: number): string;
}

export const EngineContext = createContext<EngineServices | null>(null);

/** Engine services for the current screen. */
export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('useEngine() used outside a mounted screen');
  return services;
}
