// The live preview: the real app in a 375x812 frame from the same origin. Its cookies (one per path)
// name this page's preview on the server, which then answers the frame's screen manifest with the draft
// and its site config with the chosen flags and language; the signed-in account and the language go into
// the shared localStorage. Everything is put back when the studio page closes.
import { SESSION_KEY, signInAs, type Account } from './accounts.ts';
import { endPreview, putPreview } from './api.ts';

const COOKIES = [['studio-draft', '/screens/'], ['studio-preview', '/wps/system/siteConfig'], ['studio-i18n', '/i18n/']] as const;
const KEYS = [SESSION_KEY, 'trialUser', 'language'];

/** The switches the preview shows the screen with. */
export interface PreviewSettings { account: Account; language: string; flags: Record<string, boolean> }

/** Drives the preview frame. */
export function createPreview(frame: HTMLIFrameElement) {
  let id: string | undefined;
  let route = '/m/home';
  const sessions = new Map<string, Record<string, unknown>>();
  const before = Object.fromEntries(KEYS.map((k) => [k, localStorage.getItem(k)]));
  const setCookies = (value: string, maxAge?: number) => {
    for (const [name, path] of COOKIES) document.cookie = `${name}=${value}; Path=${path}; SameSite=Strict${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;
  };
  setCookies('', 0);

  const currentRoute = () => {
    try {
      const loc = frame.contentWindow?.location;
      if (loc && loc.origin === window.location.origin && loc.pathname.startsWith('/m')) return loc.pathname + loc.search;
    } catch { /* not loaded yet */ }
    return route;
  };

  return {
    /** Sends the draft and switches to the server and points the frame's cookies at them. */
    async update(change: { file?: string; source?: string; flags?: Record<string, boolean>; language?: string }): Promise<void> {
      id = (await putPreview({ id, ...change })).id;
      setCookies(id);
    },
    /** Signs the preview in as `account` (visitor signs out). */
    async signIn(account: Account): Promise<void> {
      sessionStorage.clear();
      if (account.role === 'visitor') { localStorage.removeItem(SESSION_KEY); localStorage.removeItem('trialUser'); return; }
      let info = sessions.get(account.id);
      if (!info) { info = await signInAs(account); sessions.set(account.id, info); }
      localStorage.setItem(SESSION_KEY, JSON.stringify(info));
      if (account.role === 'trial') localStorage.setItem('trialUser', String(info.userName));
      else localStorage.removeItem('trialUser');
    },
    /** Sets the language the app starts in. */
    setLanguage(code: string): void { localStorage.setItem('language', code); },
    /** Reloads the frame, on `to` when given, else where the frame is now. */
    reload(to?: string): void {
      route = to ?? currentRoute();
      const url = new URL(route, window.location.origin).href;
      if (frame.contentWindow && frame.src) frame.contentWindow.location.replace(url);
      else frame.src = url;
    },
    /** The route the frame shows. */
    route: currentRoute,
    /** Ends the preview: cookies cleared, the server told, localStorage as it was before the studio opened. */
    end(): void {
      setCookies('', 0);
      if (id) endPreview(id);
      for (const [k, v] of Object.entries(before)) { if (v === null) localStorage.removeItem(k); else localStorage.setItem(k, v); }
    },
  };
}

export type Preview = ReturnType<typeof createPreview>;
