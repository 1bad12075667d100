// Runs the actions a screen definition attaches to a tap: navigate, back, popups, API calls, toasts,
// external links and events. The services arrive as one object so tests can swap them. Targets pass the link
// policy (engine/links.ts) first: a refused one does nothing and is reported to staff.
import type { Action } from './schema-types.ts';
import { safeLink, safePath } from './links.ts';

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
  for (const a of actions ?? []) {
    switch (a.do) {
      case 'navigate':
      case 'replace': {
        const to = safePath(a.to, `${a.do} action`);
        if (to) services.navigate(to, a.do === 'replace' ? { replace: true } : undefined);
        break;
      }
      case 'back':
        services.back(a.rule ?? 'history');
        break;
      case 'openPopup':
        services.setPopup(a.popup, true);
        break;
      case 'closePopup':
        services.setPopup(a.popup, false);
        break;
      case 'toast':
        services.toast(a.message, a.kind);
        break;
      case 'external': {
        const url = safeLink(a.url, 'external action');
        if (url) services.openExternal(url);
        break;
      }
      case 'emit':
        services.emit(a.event, a.value);
        break;
      case 'call':
        try {
          await services.call(a.call, a.params);
          if (a.success) services.toast(a.success, 'success');
        } catch {
          return; // the call reported its own error; later actions depend on it
        }
        break;
      default:
        // Every kind the schema allows is handled above (the screens' validators refuse any other): a new kind fails
        // the type check here until it is handled.
        a satisfies never;
    }
  }
}

/** The app routes these actions go to (navigate and replace; those the link policy allows), in order. */
export function targetsOf(actions: readonly Action[] | undefined): string[] {
  const to: string[] = [];
  for (const a of actions ?? []) {
    if (a.do !== 'navigate' && a.do !== 'replace') continue;
    const path = safePath((a as Action & { to: string }).to, `${a.do} action`);
    if (path) to.push(path);
  }
  return to;
}

/** The back rule: home always goes home; history goes back one step, or replaces with home when there is none. */
export function goBack(
  rule: 'history' | 'home',
  nav: { historyLength: number; home: string; back(): void; replace(to: string): void; push(to: string): void },
): void {
  if (rule === 'home') nav.push(nav.home);
  else if (nav.historyLength <= 1) nav.replace(nav.home);
  else nav.back();
}
