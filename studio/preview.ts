// The live preview: the real app in a 375x812 frame from the same origin. This tab's sessionStorage
// (shared with the frame, not with other tabs) names this page's preview; the app in the frame sends that
// name (engine/preview-id.ts) and the server answers its screen manifest with the draft and its site
// config with the chosen flags and language. The signed-in account and the language go into the shared
// localStorage, put back when the studio page closes.
import { SESSION_KEY, signInAs, type Account } from './accounts.ts';
import { endPreview, putPreview } from './api.ts';
import { PREVIEW_KEY } from '../engine/preview-id.ts';

const KEYS = [SESSION_KEY, 'trialUser', 'language'];

/** The switches the preview shows the screen with. */
export interface PreviewSettings {
  account: Account;
  language: string;
  flags: Record<string, boolean>;
}

/** Drives the preview frame. */
export function createPreview(frame: HTMLIFrameElement) {
  let id: string | undefined;
  let route = '/m/home';
  const sessions = new Map<string, Record<string, unknown>>();
  const before = Object.fromEntries(KEYS.map((k) => [k, localStorage.getItem(k)]));
  const name = () => {
    if (id) sessionStorage.setItem(PREVIEW_KEY, id);
    else sessionStorage.removeItem(PREVIEW_KEY);
  };
  name();

  const currentRoute = () => {
    try {
      const loc = frame.contentWindow?.location;
      if (loc && loc.origin === window.location.origin && loc.pathname.startsWith('/m')) return loc.pathname + loc.search;
    } catch {
      /* not loaded yet */
    }
    return route;
  };

  return {
    /** Sends the draft and switches to the server and names the preview for the frame. */
    async update(change: Omit<Parameters<typeof putPreview>[0], 'id'>): Promise<void> {
      id = (await putPreview({ id, ...change })).id;
      name();
    },
    /** Signs the preview in as `account` (visitor signs out). */
    async signIn(account: Account): Promise<void> {
      // The app's session state goes (a new account starts afresh); the preview's name stays.
      sessionStorage.clear();
      name();
      if (account.role === 'visitor') {
        localStorage.removeItem(SESSION_KEY);
        localStorage.removeItem('trialUser');
        return;
      }
      let info = sessions.get(account.id);
      if (!info) {
        info = await signInAs(account);
        sessions.set(account.id, info);
      }
      localStorage.setItem(SESSION_KEY, JSON.stringify(info));
      if (account.role === 'trial') localStorage.setItem('trialUser', String(info.userName));
      else localStorage.removeItem('trialUser');
    },
    /** Sets the language the app starts in. */
    setLanguage(code: string): void {
      localStorage.setItem('language', code);
    },
    /** Reloads the frame, on `to` when given, else where the frame is now. */
    reload(to?: string): void {
      route = to ?? currentRoute();
      name();
      const url = new URL(route, window.location.origin).href;
      if (frame.contentWindow && frame.src) frame.contentWindow.location.replace(url);
      else frame.src = url;
    },
    /** The route the frame shows. */
    route: currentRoute,
    /** Ends the preview: the server told, localStorage as it was before the studio opened. */
    end(): void {
      sessionStorage.removeItem(PREVIEW_KEY);
      if (id) endPreview(id);
      for (const [k, v] of Object.entries(before)) {
        if (v === null) localStorage.removeItem(k);
        else localStorage.setItem(k, v);
      }
    },
  };
}

export type Preview = ReturnType<typeof createPreview>;
