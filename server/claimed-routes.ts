// Whether a screen claims an app path, for the page's HTTP status: a path none claims is answered 404 (with the
// app's not-found screen, which the page shows for it), with or without the server render. Read from the served
// screens (server/screens.ts), once per change of the folder.
import { readManifest, screensVersion } from './screens.ts';
import { buildRouteTable, resolve, type RouteTable } from '../engine/routes.ts';
import type { ScreenDef } from '../engine/schema-types.ts';

/** Whether a path is claimed by the screens of `screensDir`. When a screen file cannot be read as a screen, or the
 * folder holds none (the engine then shows its shipped copy, whose routes this does not know), every path counts
 * as claimed. */
export function claimedRoutes(screensDir: string): (path: string) => Promise<boolean> {
  let kept: { version: number; table: Promise<RouteTable | null> } | null = null;
  return async (path) => {
    const version = screensVersion(screensDir);
    if (kept?.version !== version) kept = { version, table: tableOf(screensDir) };
    const table = await kept.table;
    return !table || resolve(table, path) !== null;
  };
}

async function tableOf(screensDir: string): Promise<RouteTable | null> {
  const screens: ScreenDef[] = [];
  for (const { file, source } of (await readManifest(screensDir)).files) {
    if (file === 'app.json') continue;
    try {
      const screen = JSON.parse(source) as ScreenDef;
      if (!Array.isArray(screen.routes) || !screen.routes.every((r) => typeof r === 'string')) return null;
      screens.push(screen);
    } catch {
      return null;
    }
  }
  // No screens at all (a folder not filled yet): the engine shows the build's own, whose routes this does not know.
  return screens.length ? buildRouteTable(screens, () => {}) : null;
}
