// Whether and how the client takes over a server-rendered page: it hydrates when the page was rendered in the
// language the client starts in, with the site config and the screens the client starts with, and the route's
// screen is ready (its widget code loaded), so the first render matches the server's; otherwise it renders afresh
// over it, as a page without server HTML.
import { buildRouteTable, resolve } from '../routes.ts';
import { screensChangedSinceRender, type ScreenSet } from '../screens/load.ts';
import { app } from '../state.ts';
import { session } from '../session/store.ts';
import { preparePage } from './prepare-page.ts';
import { beginHydration } from './hydration.ts';
import { replayDroppedTaps } from './replay-taps.ts';
import { configAsServed } from '../api/startup.ts';

/** The render data the server put into the page. */
function renderData(): Record<string, unknown> {
  try {
    const data = JSON.parse(document.getElementById('render-data')?.textContent ?? '{}') as unknown;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The server moved inline styles aside (the CSP allows none in markup); they are set here through the CSSOM. */
function applyStyles(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-ssr-style]')) {
    el.style.cssText = el.getAttribute('data-ssr-style') ?? '';
    el.removeAttribute('data-ssr-style');
  }
}

/** Gets a server-rendered page ready to hydrate; false when it should be rendered afresh instead. */
export async function readyToHydrate(root: HTMLElement, set: ScreenSet, language: string): Promise<boolean> {
  if (!root.dataset.ssr || root.dataset.ssr !== language || !configAsServed() || screensChangedSinceRender) return false;
  const forced = app.startup === 1 ? set.app.maintenance : app.startup === 2 ? set.app.regionRestricted : null;
  const table = buildRouteTable(set.screens, () => {});
  const screen = (forced ? resolve(table, forced) : resolve(table, location.pathname, location.search))?.screen;
  if (!screen) return false;
  try {
    if ((await preparePage(set, screen, () => {})).broken.size) return false;
  } catch {
    return false;
  }
  applyStyles(root);
  // The server rendered the visitor's view; a player's session is set aside until the hydrating render is done.
  const info = session.info;
  if (info) session.info = null;
  beginHydration(
    renderData(),
    info
      ? () => {
          session.info = info;
        }
      : null,
  );
  replayDroppedTaps(root);
  return true;
}
