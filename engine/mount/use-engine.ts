// The one hook through which widgets reach engine services: translation, actions, gates, route params, platform
// calls, events, the session, site config and toasts. Tests stub this one object (test/ui/engine-stub.tsx).
import { createContext, useContext } from './react-deps.ts';
import type { Action, Gate } from '../schema-types.ts';
import type { ApiInputs, ApiValues, EndpointName, SiteConfig } from '../api/types.gen.ts';
import type { CallOptions } from '../api/calls.ts';
import type { SessionInfo, SessionState } from '../session/store.ts';
import type { LoginMethod, Remembered } from '../session/remembered.ts';
import type { InstallMode } from '../install/mode.ts';
import type { Notifier } from '../shell-parts.ts';
import { useTracked } from './tracked.ts';

/** A call's arguments: an endpoint without input takes none. */
// biome-ignore lint/suspicious/noConfusingVoidType: the generated ApiInputs write an endpoint without input as void, and this tuple turns that into no argument
export type CallArgs<N extends EndpointName> = [ApiInputs[N]] extends [void]
  ? // biome-ignore lint/suspicious/noConfusingVoidType: the same void, as an argument that may be left out
    [input?: void, options?: CallOptions]
  : [input: ApiInputs[N], options?: CallOptions];

/** The session as widgets see it: the store to read, and the few things a widget may do with it. */
export interface SessionServices {
  /** Who is signed in, their member info and wallet (a valtio proxy: read it with useStore to render again). */
  state: SessionState;
  /** Stores a new session (member data is loaded afterwards). */
  signIn(info: SessionInfo): void;
  /** Keeps a renewed token (the platform may rotate it) in the stored session. */
  keepToken(token: string | undefined): void;
  /** Clears the session here (token, trial user, member info, tab storage); the platform is not told. */
  signOut(): void;
  /** Ends the session: the platform first (no later call carries the token), then here. Never throws. */
  endSession(): Promise<void>;
  /** Remembered credentials of a login method, or null. */
  readRemembered(method?: LoginMethod): Promise<Remembered | null>;
  /** Remembers credentials (encrypted at rest). */
  remember(credentials: Remembered): Promise<void>;
  /** Forgets remembered credentials (of one method, or all). */
  forgetRemembered(method?: LoginMethod): void;
  /** The page to return to after signing in again, once; null when there is none. */
  takeReturn(): string | null;
}

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
  /**
   * Gets the screens these actions go to ready ahead, for who is signed in now: their widget code loaded (a
   * signed-in player's own widgets too) and props checked, so running the actions mounts the screen complete, at
   * once. `forSignIn`: for the player a sign-in is about to make (a login form being filled in), so a member's own
   * widgets load too while a visitor types. Resolves when done, or after a short wait at most; never rejects.
   */
  prepare(actions: readonly Action[] | undefined, opts?: { forSignIn?: boolean }): Promise<void>;
  /** Shows a toast with already-translated text; durations by kind come from SPEC section 9. */
  toast(text: string, kind?: 'loading' | 'success' | 'notice' | 'default' | 'long', durationMs?: number): void;
  /** Opens or closes the popup with this id (actions openPopup/closePopup). Which are open: `usePopups()`, which
   * renders its reader again when they change (the services do not change with the popups). */
  popup: { set(id: string, open: boolean): void };
  /** An amount as currency: the site's symbol and 2 decimals, grouped for the active language. */
  money(value: number): string;
  /** Calls a platform endpoint through the API client (its policies, validation and errors); typed by endpoint. */
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ApiValues[N]>;
  /** Calls an endpoint named in screen JSON (check:screens checks the name); an unknown name rejects. */
  callNamed(name: string, input?: unknown, options?: CallOptions): Promise<unknown>;
  /** Subscribes to an app event (the event bus); returns the unsubscribe function. */
  on(event: string, handler: (value: unknown) => void): () => void;
  /** The session and what a widget may do with it. */
  session: SessionServices;
  /** The merchant code calls carry (the operator's page settings, else site config's). */
  merchant: string;
  /** Site config (brand, currency, languages, template, flags, links), null before it has loaded. */
  siteConfig: SiteConfig | null;
  /** How the page runs: native app shell, iOS web clip, installed web app or browser. */
  installMode: InstallMode;
  /** The languages the site offers, by code. */
  languages: readonly string[];
  /** Switches the interface language (and remembers the choice); resolves to the language in use. */
  setLanguage(code: string): Promise<string>;
  /** Sets an unread count that badges read through the state path unread.<name>. */
  setUnread(name: string, count: number): void;
  /** Toasts: show({ text, kind, tone, durationMs }), loading(text) returning its hide. */
  notify: Notifier;
}

export const EngineContext = createContext<EngineServices | null>(null);

/**
 * Engine services for the current screen. What the component reads through `lookup` (and gates' truthy paths
 * through `allowed`) while rendering, it renders again for when it changes (useTracked); nothing else of the
 * session or app state does.
 */
export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('useEngine() used outside a mounted screen');
  return useTracked(services);
}
