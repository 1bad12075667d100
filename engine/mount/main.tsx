// The app's start-up (the composition root, app/main.tsx, calls it with the shell parts): starts the fetches the
// first paint needs in parallel, then mounts the app.
// Any failure here ends in a readable message with a retry, never a blank page.
import { startTransition } from './react-deps.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './root.tsx';
import { readyToHydrate } from './hydrate.ts';
import { loadScreens } from '../screens/load.ts';
import { warmRoute } from './prepare-page.ts';
import { formatProblem } from '../screens/format-problem.ts';
import { app, detectInstall, isStandalone, isTallIphone } from '../state.ts';
import { languageState, preload, setLanguage, storedLanguage } from '../i18n.ts';
import { applyBoot, loadBoot } from '../boot.ts';
import { hasBootValue } from '../api/boot-data.ts';
import { hydratingNow, onHydrationEnd } from './hydration.ts';
import type { SiteConfig } from '../api/types.gen.ts';
import { on, EVENTS } from '../events.ts';
import { configureClient } from '../api/client.ts';
import { whenSettled } from '../settled.ts';
import { provideShell, type ShellParts } from '../shell-parts.ts';

async function start(parts: ShellParts) {
  provideShell(parts);
  detectInstall();
  if (isTallIphone(window, isStandalone())) document.documentElement.classList.add('tall-iphone');
  const wanted = storedLanguage() ?? 'EN';
  preload(wanted);
  const screens = loadScreens().then(warmRoute);
  const late = await bootOrLater(screens);
  const set = await screens;
  // The API tells the platform the player's language (the Language header) and follows every change.
  on(EVENTS.language, (code) => configureClient({ language: String(code) }));
  configureClient({ language: await setLanguage(wanted) });
  for (const p of set.problems) console.error(`[screens] ${formatProblem(p)}`);
  app.problems.push(...set.problems);
  const root = document.getElementById('root')!;
  // A page the server rendered is hydrated: the same tree, with the data the server rendered with.
  // Hydrating as a transition: React then works in short slices and lets the browser in between, instead of
  // hydrating the page's frame in one long task (a default-priority hydration does not yield).
  // The client-only page (the server could not render: its boot shell shows meanwhile) renders as a transition
  // too: a first render of a whole page at default priority is one task that does not yield either.
  if (await readyToHydrate(root, set, languageState.code)) startTransition(() => void hydrateRoot(root, <AppRoot set={set} />));
  else {
    const fresh = createRoot(root);
    startTransition(() => fresh.render(<AppRoot set={set} />));
  }
  // Site config that comes after the page was taken over applies once the hydrating render is done.
  // The player's language is then chosen again from the languages it offers.
  if (late)
    void late.later.then((config) => afterHydration(() => void applyBoot(config).then(() => (config ? setLanguage(wanted) : undefined))));
  // The service worker (offline shell, updates within the 60 s window) registers once the first screenful is painted.
  if (process.env.NODE_ENV === 'production')
    void whenSettled()
      .then(() => import('../install/register.ts'))
      .then((m) => m.registerServiceWorker());
  // Field data (web vitals and uncaught errors of sampled page views, docs/operations.md "Field data") once the page is settled and idle.
  void whenSettled()
    .then(() => import('../field-data/collect.ts'))
    .then((m) => m.collectFieldData(set.screens))
    .catch(() => {});
}

/**
 * Loads and applies site config; resolves when the page may be taken over. A page the server rendered without site
 * config (the platform did not give it in time, server/boot-data.ts) does not wait for the platform longer than for
 * its screens: it is taken over with the defaults it was rendered with, its widgets ask for their data at once, and
 * the config, still loading, is returned to apply later. Otherwise the page waits for site config as before.
 */
async function bootOrLater(screens: Promise<unknown>): Promise<{ later: Promise<SiteConfig | null> } | null> {
  // Asked before loading, which takes the page's answers.
  const served = hasBootValue('systemStatus', null) || hasBootValue('siteConfig', null);
  const loading = loadBoot();
  if (!document.getElementById('root')?.dataset.ssr || served) {
    await applyBoot(await loading);
    return null;
  }
  // Without it in time, the defaults the server rendered with (their languages) apply until it comes.
  const first = await Promise.race([loading.then((config) => ({ config })), screens.then(() => null)]);
  await applyBoot(first ? first.config : null);
  return first ? null : { later: loading };
}

/** Runs `then` once the page's hydrating render is done (at once when it is not hydrating). */
function afterHydration(then: () => void): void {
  if (!hydratingNow()) return then();
  const stop = onHydrationEnd(() => {
    stop();
    then();
  });
}

/** Starts the app with the shell parts; any failure ends in a readable message with a retry. */
export function startApp(parts: ShellParts): void {
  start(parts).catch(failed);
}

function failed(err: unknown): void {
  console.error('[engine] start-up failed', err);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main class="boot-failed" role="alert"><h1>Loading failed</h1><p>Please check your connection and try again.</p><a href="">Retry</a></main>';
  }
}
