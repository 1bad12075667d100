// Registers the service worker (engine/sw/sw.ts) after the first paint, asks for updates every 30 s while the
// page is visible so a new build takes over within the 60 s update window, and tells the player gently
// when it has. After an update the next in-app navigation loads the new build as a full page load.
// The kill switch (/sw-control.json) is read first: a disabled or revoked worker is removed, never registered.
import { t } from '../i18n.ts';
import { shell } from '../shell-parts.ts';
import { CACHE_PREFIX, mustRetire, type Control } from '../sw/policy.ts';
import { bootAnswersUsed } from '../api/client.ts';

/** How often a visible page asks the server for a new worker (half the update window). */
export const UPDATE_CHECK_MS = 30_000;
/** How long the "updated" notice stays. */
const NOTICE_MS = 6000;

/** Registers once the page has loaded and the main thread is idle, so precaching never competes with the first paint. */
export function registerServiceWorker(): void {
  const go = () => {
    const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void }).requestIdleCallback;
    if (idle) idle(() => void register(), { timeout: 3000 });
    else setTimeout(() => void register(), 500);
  };
  if (document.readyState === 'complete') go();
  else addEventListener('load', go, { once: true });
}

async function register(): Promise<void> {
  const sw = navigator.serviceWorker;
  // Not in a frame: only the studio's preview frames the app, and it must always show the live draft.
  if (!sw || !isSecureContext || window.top !== window) return;
  const version = document.querySelector('meta[name="app-version"]')?.getAttribute('content') ?? '';
  const control = await fetch('/sw-control.json', { cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<Control>) : null))
    .catch(() => null);
  if (!control) {
    // Unknown (offline): leave things as they are and start over when the network is back.
    addEventListener('online', () => void register(), { once: true });
    return;
  }
  if (mustRetire(control, version)) {
    for (const registration of await sw.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
    return;
  }
  const hadController = sw.controller !== null;
  sw.addEventListener('controllerchange', () => {
    if (hadController) updated();
  });
  const registration = await sw.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((err: unknown) => {
    console.warn('[sw] registration failed', err);
    return null;
  });
  if (!registration) return;
  // Answers the server put into this page are kept by the worker too, for an offline start. The data a
  // server-rendered section hydrates with (id="render-data") comes without the calls that made it: the worker keeps
  // the page itself for that (engine/sw/sw.ts keepPage).
  // Sent as JSON text: the app may have wrapped the values in state proxies, which cannot be cloned.
  // The page marks when they are handed over (data-answers-sent), so a worker's "kept" asked after it covers them.
  void bootAnswersUsed()
    .then(async (used) => {
      if (used.length) (await sw.ready).active?.postMessage({ type: 'remember', answers: JSON.stringify(used) });
    })
    .catch(() => {})
    .finally(() => {
      const root = document.documentElement as HTMLElement | undefined;
      if (root?.dataset) root.dataset.answersSent = 'true';
    });
  const check = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) registration.update().catch(() => {});
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
  addEventListener('online', check);
}

let pending = false;
/** A new build controls the page: say so, and make the next navigation a full load of the new build. */
function updated(): void {
  if (pending) return;
  pending = true;
  shell.toast.show({ text: t('app_updated'), kind: 'notice', durationMs: NOTICE_MS });
  const push = history.pushState.bind(history);
  history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    if (url == null) return push(data, unused, url);
    location.assign(String(url));
  };
}
