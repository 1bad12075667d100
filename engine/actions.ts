// Runs the actions a screen definition attaches to a tap: navigate, back, popups, API calls, toasts,
// external links and events. The services arrive as one object so tests can swap them.
import type { Action } from './schema-types.ts';

/** What actions need from the app; the mount layer supplies the real ones. */
export interface ActionServices {
  navigate(to: string, options?: { replace?: boolean }): void;
  back(rule: 'history' | 'home'): void;
  setPopup(id: string, open: boolean): void;
  call(name: string, params?: Record<string, unknown>): Promise<unknown>;
  toast(messageKey: string, kind?: string): void;
  openExternal(url: string): void;
  emit(event: string, value?: unknown): void;
}

/** Runs actions in order; a `call` that fails stops the ones after it. */
export async function runActions(actions: readonly Action[] | undefined, services: ActionServices): Promise<void> {
  for (const action of actions ?? []) {
    const a = action as Action & Record<string, any>;
    switch (a.do) {
      case 'navigate': services.navigate(a.to); break;
      case 'replace': services.navigate(a.to, { replace: true }); break;
      case 'back': services.back(a.rule ?? 'history'); break;
      case 'openPopup': services.setPopup(a.popup, true); break;
      case 'closePopup': services.setPopup(a.popup, false); break;
      case 'toast': services.toast(a.message, a.kind); break;
      case 'external': services.openExternal(a.url); break;
      case 'emit': services.emit(a.event, a.value); break;
      case 'call':
        try {
          await services.call(a.call, a.params);
          if (a.success) services.toast(a.success, 'success');
        } catch {
          return; // the call reported its own error; later actions depend on it
        }
        break;
    }
  }
}

/** The back rule: home always goes home; history goes back one step, or replaces with home when there is none. */
export function goBack(rule: 'history' | 'home', nav: { historyLength: number; home: string; back(): void; replace(to: string): void; push(to: string): void }): void {
  if (rule === 'home') nav.push(nav.home);
  else if (nav.historyLength <= 1) nav.replace(nav.home);
  else nav.back();
}
