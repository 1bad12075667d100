// Gets the screens a player is likely to open next ready before the tap: the footer's targets once the page
// has settled and the browser is idle, and a footer link as soon as it is pressed. A route change then finds
// its screen prepared (code loaded, props checked) and mounts it in one go, with no network to wait for.
import { resolve, type RouteTable } from '../routes.ts';
import type { ScreenDef } from '../schema-types.ts';
import type { WidgetLoad } from '../widget-module.ts';
import { widgetTypesOf } from '../screens/tree.js';
import type { Gate } from '../schema-types.ts';

/** Resolves `to` (path and query) and hands its screen to `prepare`; an unknown path does nothing. */
export async function prefetchRoute(table: RouteTable, to: string, prepare: (screen: ScreenDef) => Promise<unknown>): Promise<void> {
  const [path = '', search = ''] = to.split('?');
  const screen = resolve(table, path, search)?.screen;
  if (screen) await prepare(screen).catch(() => {});
}

/**
 * Loads (and so evaluates) the widget code a screen's preparation needs, one module per `pause`: done in idle
 * time, each module's evaluation is its own short task, where preparing the screen at once would evaluate them
 * all in one long one. A verified screen needs only its first screenful's code, without validators, and only of
 * the widgets the player may see (`may`, see screens/prepare.ts).
 */
export async function loadOneByOne(
  screen: ScreenDef,
  verified: boolean,
  load: WidgetLoad,
  pause: () => Promise<void>,
  may: (gates: readonly Gate[]) => boolean = () => true,
): Promise<void> {
  const types = verified ? widgetTypesOf(screen, 'now', (gates) => may(gates as Gate[])) : widgetTypesOf(screen, 'all');
  for (const type of types) {
    // No modulepreload links (see widget-loader.ts): in idle time the import may fetch its chunks itself.
    await load(type, !verified, false).catch(() => {});
    await pause();
  }
}

/**
 * Loads the code of every widget of a screen's first screenful the current player may see, all at once: for a
 * screen about to open for a player who just signed in, whose own widgets (the header's balance and menu) were
 * left out while a visitor was looking. Loaded modules come from the loader's cache.
 */
export async function loadSeen(screen: ScreenDef, load: WidgetLoad, may: (gates: readonly Gate[]) => boolean): Promise<void> {
  await Promise.all(widgetTypesOf(screen, 'now', (gates) => may(gates as Gate[])).map((type) => load(type, false).catch(() => {})));
}
