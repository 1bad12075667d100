// Which screen the address shows: the screen set's route table, the maintenance and region-restricted screens that
// take every route, and the not-found screen for an address no screen claims.
import { useMemo } from './react-deps.ts';
import { buildRouteTable, resolve, type Resolved, type RouteTable } from '../routes.ts';
import type { ScreenSet } from '../screens/load.ts';

/** The id of the screen an address no screen claims shows. */
export const NOT_FOUND_ID = 'not-found';

/** [the route table, the screen (with its params) the address resolves to, or null with no not-found screen]. */
export function useRouteScreen(set: ScreenSet, path: string, search: string, startup: 0 | 1 | 2): [RouteTable, Resolved | null] {
  const table = useMemo(() => buildRouteTable(set.screens), [set]);
  const notFound = useMemo(() => set.screens.find((s) => s.id === NOT_FOUND_ID), [set]);
  // Maintenance (1) and region restriction (2) show their screen on every route.
  const forced = startup === 1 ? set.app.maintenance : startup === 2 ? set.app.regionRestricted : null;
  const resolved: Resolved | null =
    (forced ? resolve(table, forced) : resolve(table, path, search)) ?? (notFound ? { screen: notFound, params: {} } : null);
  return [table, resolved];
}
