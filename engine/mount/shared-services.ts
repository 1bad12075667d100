// The engine services that do not depend on the screen: platform calls, events, the session, languages, unread
// counts and toasts. The shell (app.tsx) adds them to each screen's services; widgets reach them through useEngine().
import { call, callNamed } from '../api/calls.ts';
import type { ApiInputs } from '../api/types.gen.ts';
import { configureClient } from '../api/client.ts';
import { on } from '../events.ts';
import { setLanguage } from '../i18n.ts';
import { forgetRemembered, readRemembered, remember } from '../session/remembered.ts';
import { takeReturn } from '../session/expiry.ts';
import { keepToken, session, signIn, signOut } from '../session/store.ts';
import { app } from '../state.ts';
import { shell } from '../shell-parts.ts';
import type { EngineServices, SessionServices } from './use-engine.ts';

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
  readRemembered,
  remember,
  forgetRemembered,
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
