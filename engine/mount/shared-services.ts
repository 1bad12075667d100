// The engine services that do not depend on the screen: platform calls, events, the session, languages, unread
// counts and toasts. The shell (app.tsx) adds them to each screen's services; widgets reach them through useEngine().
import { call, callNamed } from '../api/calls.ts';
import type { ApiInputs } from '../api/types.gen.ts';
import { configureClient } from '../api/client.ts';
import { on } from '../events.ts';
import { setLanguage } from '../i18n.ts';
import { takeReturn } from '../session/expiry.ts';
import { keepToken, session, signIn, signOut } from '../session/store.ts';
import { app } from '../state.ts';
import { shell } from '../shell-parts.ts';
import type { EngineServices, SessionServices } from './use-engine.ts';

/** Remembered credentials (AES-GCM, IndexedDB) load when login asks for them, not with the first paint. One
 * promise for every call, so they run in the order made; a failed load is tried again by the next call. */
let rememberedModule: Promise<typeof import('../session/remembered.ts')> | null = null;
const remembered = () =>
  (rememberedModule ??= import('../session/remembered.ts').catch((err: unknown) => {
    rememberedModule = null;
    throw err;
  }));

const sessionServices: SessionServices = {
  state: session,
  signIn,
  keepToken,
  signOut,
  endSession: async () => {
    configureClient({ signingOut: true });
    await call('logout', undefined).catch((err: unknown) => console.warn('[sign-out] logout call failed', err));
    signOut();
  },
  // Nothing remembered when the code cannot load: the form simply starts empty.
  readRemembered: (type) =>
    remembered().then(
      (m) => m.readRemembered(type),
      () => null,
    ),
  remember: (cred) => remembered().then((m) => m.remember(cred)),
  // Calls in order: each waits on the same load, so a forget made before a read is done before it.
  forgetRemembered: (type) => {
    remembered().then(
      (m) => m.forgetRemembered(type),
      (err: unknown) => console.warn('[remembered] could not load to forget', err),
    );
  },
  takeReturn,
};

/** The services every screen shares. */
export const sharedServices: Pick<EngineServices, 'call' | 'callNamed' | 'on' | 'session' | 'setLanguage' | 'setUnread' | 'notify'> = {
  call: (name, ...[input, options]) => call(name, input as ApiInputs[typeof name], options),
  callNamed,
  on,
  session: sessionServices,
  setLanguage: (code) => setLanguage(code, { persist: true }),
  setUnread: (name, count) => {
    app.unread[name] = count;
  },
  // The toaster is a shell part: looked up when a toast is shown, so it is the one the composition root provided.
  notify: {
    show: (options) => shell.toast.show(options),
    hide: (id) => shell.toast.hide(id),
    loading: (text) => shell.toast.loading(text),
  },
};
