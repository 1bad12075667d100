// Route resolution: which screen a path opens, and the parameters its query string carries.
// Patterns are regexparam's (the router's own syntax), so screens may also declare patterns such as /m/x/:id.
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
    const named = matchPattern(pattern, path);
    if (!named) continue;
    return { screen, params: { ...screen.params, ...named, ...query } };
  }
  return null;
}

/** The named parameters of a path matching a pattern (an optional one absent is there as undefined), or null. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const { keys, pattern: re } = parse(pattern);
  const found = re.exec(path);
  if (!found) return null;
  return Object.fromEntries(keys.map((key, i) => [key, found[i + 1]])) as Record<string, string>;
}
