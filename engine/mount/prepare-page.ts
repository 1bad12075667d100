// Prepared screens, kept for the session: a screen prepared ahead of the tap (prefetch.ts) or visited before
// mounts at once, in one commit, with no loading state in between.
import { prepareScreen, type Prepared } from '../screens/prepare.ts';
import type { ScreenSet } from '../screens/load.ts';
import type { Problem } from '../screens/describe.ts';
import type { ScreenDef } from '../schema-types.ts';
import { buildRouteTable, resolve } from '../routes.ts';
import { app } from '../state.ts';
import { loadWidget } from '../widget-loader.ts';
import { hiddenFor } from './gated-widget.tsx';

/** Widgets the current player may not see load only once one who may is signed in. */
export const hidden = hiddenFor(loadWidget);

const pending = new WeakMap<ScreenDef, Promise<Prepared>>();
const ready = new WeakMap<ScreenDef, Prepared>();

/** The screen, prepared, if it already is. */
export const preparedNow = (screen: ScreenDef): Prepared | null => ready.get(screen) ?? null;

/**
 * Prepares a screen of the set once; its problems go to `report` that one time. A screen with broken widgets
 * (a chunk that did not load) or a failure is not kept, so the next visit tries again.
 */
export function preparePage(set: ScreenSet, screen: ScreenDef, report: (problems: Problem[]) => void): Promise<Prepared> {
  let job = pending.get(screen);
  if (!job) {
    const file = set.fileOf.get(screen) ?? `${screen.id}.json`;
    job = prepareScreen(file, screen, loadWidget, set.shipped, set.verified.has(screen), hidden).then(
      (p) => {
        if (p.problems.length) report(p.problems);
        if (p.broken.size === 0) ready.set(screen, p);
        else pending.delete(screen);
        return p;
      },
      (err) => {
        pending.delete(screen);
        throw err;
      },
    );
    pending.set(screen, job);
  }
  return job;
}

/**
 * Starts preparing the screen of the page's own address as soon as the screens are loaded (its widget code then
 * downloads while site config and labels are still on their way). Returns the set, for chaining.
 */
export function warmRoute(set: ScreenSet): ScreenSet {
  const screen = resolve(
    buildRouteTable(set.screens, () => {}),
    location.pathname,
    location.search,
  )?.screen;
  if (screen)
    preparePage(set, screen, (problems) => {
      app.problems.push(...problems);
    }).catch(() => {});
  return set;
}
