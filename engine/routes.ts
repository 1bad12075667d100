// Route resolution: which screen a path opens, and the parameters its query string carries.
// Paths are matched with wouter's matcher, so screens may also declare patterns such as /m/x/:id.
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import type { ScreenDef } from './schema-types.ts';

export interface RouteTable {
  exact: Map<string, ScreenDef>;
  patterns: Array<{ pattern: string; screen: ScreenDef }>;
}

export interface Resolved {
  screen: ScreenDef;
  params: Record<string, string>;
}

/** Indexes every route of every screen; a route claimed twice is reported and the first claim wins. */
export function buildRouteTable(screens: readonly ScreenDef[], report: (msg: string) => void = console.error): RouteTable {
  const table: RouteTable = { exact: new Map(), patterns: [] };
  const owner = new Map<string, string>();
  for (const screen of screens) {
    for (const route of screen.routes) {
      const prior = owner.get(route);
      if (prior) {
        report(`route ${route} is declared by both "${prior}" and "${screen.id}"; "${prior}" keeps it`);
        continue;
      }
      owner.set(route, screen.id);
      if (route.includes(':') || route.includes('*')) table.patterns.push({ pattern: route, screen });
      else table.exact.set(route, screen);
    }
  }
  return table;
}

/** Finds the screen for a path and merges query parameters over the screen's declared defaults. */
export function resolve(table: RouteTable, path: string, search = ''): Resolved | null {
  const query = Object.fromEntries(new URLSearchParams(search));
  const exact = table.exact.get(path);
  if (exact) return { screen: exact, params: { ...exact.params, ...query } };
  for (const { pattern, screen } of table.patterns) {
    const [ok, found] = matchRoute(parse, pattern, path);
    if (!ok) continue;
    // wouter also returns positional captures ("0", "1"); screens read named ones only.
    const named = Object.fromEntries(Object.entries(found as Record<string, string>).filter(([k]) => !/^\d+$/.test(k)));
    return { screen, params: { ...screen.params, ...named, ...query } };
  }
  return null;
}
