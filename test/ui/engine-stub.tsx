// Mounts widgets inside a stub of the engine services (t returns the key, or "key:params", so messages are
// asserted by key). Platform calls go through the stub's `call`: fakes answer by endpoint name (fakeCall), other
// names reach the real client. Shared by the widget tests; nothing patches the shared API object.
import type { ReactNode } from 'react';
import { EngineContext, type EngineServices } from '../../engine/mount/use-engine.ts';
import { sharedServices } from '../../engine/mount/shared-services.ts';
import { callNamed } from '../../engine/api/calls.ts';
import type { ApiValues } from '../../engine/api/types.gen.ts';

type Fake = (input: any, options?: any) => Promise<unknown>;
const fakes = new Map<string, Fake>();

/** Answers calls to `name` with `fn` in every stubbed engine, until clearFakes(). */
export function fakeCall(name: string, fn: Fake): void {
  fakes.set(name, fn);
}

/** Forgets every fake. */
export function clearFakes(): void {
  fakes.clear();
}

/** A call as the stubbed engine makes it: a fake when there is one, else the real client. */
const stubCall = (name: string, input?: unknown, options?: unknown): Promise<unknown> => {
  const fake = fakes.get(name);
  return fake ? fake(input, options) : callNamed(name, input, options as never);
};

/** Engine services for tests; `ran`, `toasts`, `went` and `asked` record the actions, toasts, navigations and calls widgets made. */
export function stubEngine(extra: Partial<EngineServices> = {}) {
  const ran: unknown[] = [];
  const toasts: string[] = [];
  const went: string[] = [];
  const asked: { name: string; input: unknown }[] = [];
  const callNamedStub: EngineServices['callNamed'] = (name, input, options) => {
    asked.push({ name, input });
    return stubCall(name, input, options);
  };
  const services: EngineServices = {
    ...sharedServices,
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
    prepare: async () => {},
    toast: (text) => {
      toasts.push(text);
    },
    popup: { set: () => {} },
    money: (n) => `₱${n.toFixed(2)}`,
    call: (name, ...[input, options]) => callNamedStub(name, input, options) as Promise<ApiValues[typeof name]>,
    callNamed: callNamedStub,
    siteConfig: null,
    merchant: '',
    installMode: 'H5',
    languages: ['EN'],
    setLanguage: async (code) => code,
    setUnread: () => {},
    notify: {
      show: ({ text }) => {
        toasts.push(text);
        return 0;
      },
      hide: () => {},
      loading: (text) => {
        toasts.push(text);
        return () => {};
      },
    },
    ...extra,
  };
  return {
    services,
    ran,
    toasts,
    went,
    asked,
    wrap: (ui: ReactNode) => <EngineContext.Provider value={services}>{ui}</EngineContext.Provider>,
  };
}

/** Resolves after pending promises and React updates. */
export const flush = () => new Promise((r) => setTimeout(r, 0));
