// What the studio's field-data page shows (GET /studio/api/field-data): the p75 of each vital per route and per day,
// and the errors players met most, over the last days.
import { VITALS, type SampleRates, type VitalName } from '../../engine/field-data/protocol.ts';
import { p75, type DayData } from './aggregate.ts';
import type { FieldStore } from './store.ts';

/** The days the studio shows, today (UTC) included. */
export const VIEW_DAYS = 7;
/** The errors it lists, most frequent first. */
export const TOP_ERRORS = 20;

export interface FieldDataView {
  storage: FieldStore['kind'];
  /** The shares of page views that report (the server's settings). */
  rates: SampleRates;
  /** The UTC days shown, oldest first (YYYY-MM-DD). */
  days: string[];
  /** Reports received per day. */
  reports: number[];
  /** For each vital, each route with data: the p75 and its page views per day (null: none that day). */
  vitals: Array<{ metric: VitalName; route: string; days: Array<{ p75: number; views: number } | null> }>;
  errors: Array<{ message: string; source: string; count: number; routes: string[]; lastDay: string }>;
  /** Errors not kept because a day had its fill of distinct ones already. */
  droppedErrors: number;
}

/** The view of `days` (oldest first). */
export function viewOf(days: DayData[], storage: FieldStore['kind'], rates: SampleRates): FieldDataView {
  const vitals: FieldDataView['vitals'] = [];
  for (const metric of VITALS) {
    const routes = [...new Set(days.flatMap((d) => Object.keys(d.vitals).filter((r) => d.vitals[r]?.[metric])))].sort();
    for (const route of routes)
      vitals.push({
        metric,
        route,
        days: days.map((d) => {
          const found = p75(d.vitals[route]?.[metric] ?? {});
          return found && { p75: found.p75, views: found.count };
        }),
      });
  }
  const errors = new Map<string, FieldDataView['errors'][number] & { byRoute: Map<string, number> }>();
  for (const d of days)
    for (const [key, e] of Object.entries(d.errors)) {
      const known = errors.get(key) ?? { message: e.message, source: e.source, count: 0, routes: [], lastDay: d.day, byRoute: new Map() };
      known.count += e.count;
      known.lastDay = d.day;
      for (const [route, n] of Object.entries(e.routes)) known.byRoute.set(route, (known.byRoute.get(route) ?? 0) + n);
      errors.set(key, known);
    }
  return {
    storage,
    rates,
    days: days.map((d) => d.day),
    reports: days.map((d) => d.reports),
    vitals,
    errors: [...errors.values()]
      .sort((a, b) => b.count - a.count)
      .slice(0, TOP_ERRORS)
      .map(({ byRoute, ...e }) => ({ ...e, routes: [...byRoute].sort((a, b) => b[1] - a[1]).map(([r]) => r) })),
    droppedErrors: days.reduce((n, d) => n + d.droppedErrors, 0),
  };
}

/** The view of the store's last VIEW_DAYS days. */
export async function fieldDataView(store: FieldStore, rates: SampleRates, now = new Date()): Promise<FieldDataView> {
  return viewOf(await store.days(VIEW_DAYS, now), store.kind, rates);
}
