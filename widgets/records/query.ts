// Builds the input of a data-bound widget's call: fixed values, then values taken from the route's query
// parameters, then the widget's own state (dates, page, tab). Empty values are left out.
import { readPath } from '../../engine/widget-module.ts';

/** Where a data-bound widget gets its data (the `source` prop of record-list and stat-card). */
export interface SourceConfig {
  call: string;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
  listPath?: string;
}

/** The call input: source.query, then source.params ({ inputKey: routeParam }) from the route, then extra. */
export function buildQuery(
  source: SourceConfig,
  routeParams: Readonly<Record<string, string>>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(source.query ?? {}) };
  for (const [key, param] of Object.entries(source.params ?? {})) {
    const value = routeParams[param];
    if (value !== undefined && value !== '') out[key] = value;
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/** The rows of a call value: the array at listPath (the value itself when empty); anything else is no rows. */
export function rowsOf(value: unknown, listPath = 'list'): Record<string, unknown>[] {
  const list = listPath ? readPath(value, listPath) : value;
  return Array.isArray(list) ? list.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];
}

/** Paging facts of a call value; a value without them is one page. */
export function pagingOf(value: unknown): { pageNum: number; totalPages: number } {
  const v = (value ?? {}) as { pageNum?: unknown; totalPages?: unknown };
  const pageNum = Number.isInteger(v.pageNum) && Number(v.pageNum) > 0 ? Number(v.pageNum) : 1;
  const totalPages = Number.isInteger(v.totalPages) && Number(v.totalPages) >= 0 ? Number(v.totalPages) : 1;
  return { pageNum, totalPages };
}
