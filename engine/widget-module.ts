// The engine's one door for widgets: the contract of a widget chunk ({ type, Component }; its props validator is a
// chunk of its own, loaded only for a screen that needs checking), the engine services (useEngine) and the few
// hooks and stateless helpers widgets share with the engine. Widgets import nothing else from engine/ but types
// and constants (test/unit/layering.test.ts).
import type { ComponentType, ReactNode } from 'react';
import type { EngineServices } from './mount/use-engine.ts';
import type { ServiceLink } from './api/service-links.ts';
import type { SiteConfig } from './api/types.gen.ts';

/** A compiled standalone ajv validator (no eval at run time). */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }> | null;
}

/** What a widget component receives: its validated config and its rendered children. */
export interface WidgetProps<P = Record<string, unknown>> {
  config: P;
  children?: ReactNode;
}

/** A loaded widget; `validate` is there when the loader was asked for it. */
export interface WidgetModule {
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: the registry erases each widget's own props type; its compiled validator checked them before mounting
  Component: ComponentType<WidgetProps<any>>;
  validate?: CompiledValidator;
  /** Starts loading the data the widget shows first, as soon as its screen is prepared (before it renders). */
  // biome-ignore lint/suspicious/noExplicitAny: the registry erases each widget's own props type; its compiled validator checked them before mounting
  prefetch?: (config: any, services: EngineServices) => void;
}

/** Loads a widget type, with its props validator when `withValidator` is true; `preload: false` for code
 * needed after the first paint, whose chunks may arrive one request after another. */
export type WidgetLoad = (type: string, withValidator: boolean, preload?: boolean) => Promise<WidgetModule>;

export { useEngine, type EngineServices } from './mount/use-engine.ts';
export { useHydrating, useFirstData, useFirstValue, type FirstData } from './mount/hydration.ts';
export { usePopups } from './mount/use-popups.ts';
/** The one way a widget reads a store while rendering (the session's `engine.session.state`, or its own valtio
 * `proxy`): `useStore(store, (s) => s.info)` renders again when the selected value changes. */
export { useStore } from './mount/use-store.ts';
export { useScreenShown } from './mount/screen-shown.ts';
export { useData, sameDeps, type Data, type DataOptions, type DataStatus } from './mount/use-data.ts';

// What else widgets share with the engine, listed on purpose: stateless helpers, the link policy, error classes,
// event and storage names. State (calls, the session, site config, events, toasts, languages) is reached through
// the services, never imported.
export { EVENTS } from './events.ts';
/** Listening to an event from a widget module's top level, for a widget that must hear it while not mounted
 * (popular games keeps the category the footer's home resets). In a component, use the services' events. */
export { on as onEngineEvent } from './events.ts';
export { readPath } from './gates.ts';
export { afterPaint, idleTask, nextTask } from './yield.ts';
export { asArray } from './data.ts';
export { checkLink, configuredHosts, safeLink, safePath } from './links.ts';
export { languageFacts } from './languages.ts';
export { localeOf } from './i18n.ts';
export { MaintenanceError, NotOfferedError, ServerError, SessionExpiredError, ValidationError, messageOf } from './api/errors/index.ts';
export { local, readJson, sessionStore } from './session/storage.ts';
export { isAgent, type SessionInfo, type SessionState } from './session/store.ts';
export type { LoginMethod, Remembered } from './session/remembered.ts';
export { WEBCLIP_KEY, isInstalled, type InstallMode } from './install/mode.ts';
export { isEndpoint, type CallOptions } from './api/calls.ts';
export type { CallArgs, SessionServices } from './mount/use-engine.ts';
export type { Notifier, ToastKind, ToastOptions } from './shell-parts.ts';

export type { ServiceLink };
/** Site config's customer-service links, decrypted. The cipher (des.js) loads with the first ask, so it is not in
 * the first paint's script: only the service pages and login's strip show these links. */
export const loadServiceLinks = (config: Pick<SiteConfig, 'customerService'>): Promise<ServiceLink[]> =>
  import('./api/service-links.ts').then((m) => m.serviceLinks(config));
