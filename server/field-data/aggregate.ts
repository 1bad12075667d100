// A day of field data in bounded space, whatever the traffic: per route and metric a histogram of values rounded to
// two significant digits (at most about 450 values per metric: a p75 read from it is within 5% of the exact one),
// and the day's distinct errors (at most ERRORS_PER_DAY) with their counts per route. Days add and merge, so a
// server's unsaved reports, a day file and a database's rows all become the same shape.
// Keys come from allow-lists (routes, metric names), numbers, or error texts joined by a newline: never a name an
// object holds by itself (`__proto__`), and read with Object.hasOwn.
import { VITALS, type VitalName } from '../../engine/field-data/protocol.ts';
import type { CleanError, CleanReport } from './clean.ts';

/** Distinct errors one day keeps (more are counted in `droppedErrors`). */
export const ERRORS_PER_DAY = 500;

/** A histogram: a value (rounded by `quantize`, as text) to how many page views measured it. */
export type Histogram = Record<string, number>;

export interface DayError {
  message: string;
  source: string;
  count: number;
  /** Counts by route template. */
  routes: Record<string, number>;
}

export interface DayData {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  reports: number;
  /** Route template, metric, histogram. */
  vitals: Record<string, Partial<Record<VitalName, Histogram>>>;
  /** By `errorKey`. */
  errors: Record<string, DayError>;
  droppedErrors: number;
}

/** The UTC day of a time. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** An empty day. */
export const emptyDay = (day: string): DayData => ({ day, reports: 0, vitals: {}, errors: {}, droppedErrors: 0 });

/** A value rounded to two significant digits (ms metrics to whole ms first; CLS below 0.001 is 0). */
export function quantize(name: VitalName, value: number): number {
  const v = name === 'CLS' ? (value < 0.001 ? 0 : value) : Math.round(value);
  if (v <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(v)) - 1);
  return Number((Math.round(v / step) * step).toPrecision(2));
}

/** An error's key within a day. */
export const errorKey = (e: { message: string; source: string }) => `${e.message}\n${e.source}`;

const bump = (record: Record<string, number>, key: string, by: number) => {
  record[key] = (Object.hasOwn(record, key) ? record[key]! : 0) + by;
};

/** Adds `count` page views measuring `value` (already quantized) of `name` on `route`. */
export function addVital(day: DayData, route: string, name: VitalName, value: number, count = 1): void {
  const byMetric = Object.hasOwn(day.vitals, route) ? day.vitals[route]! : (day.vitals[route] = {});
  bump((byMetric[name] ??= {}), String(value), count);
}

/** Adds an error's occurrences on one route. */
export function addError(day: DayData, e: CleanError): void {
  const key = errorKey(e);
  if (!Object.hasOwn(day.errors, key)) {
    if (Object.keys(day.errors).length >= ERRORS_PER_DAY) {
      day.droppedErrors += e.count;
      return;
    }
    day.errors[key] = { message: e.message, source: e.source, count: 0, routes: {} };
  }
  const known = day.errors[key]!;
  known.count += e.count;
  bump(known.routes, e.route, e.count);
}

/** Adds one clean report. */
export function addReport(day: DayData, report: CleanReport): void {
  day.reports += 1;
  for (const v of report.vitals) addVital(day, report.route, v.name, quantize(v.name, v.value));
  for (const e of report.errors) addError(day, e);
}

/** Adds everything of `from` (the same day) into `into`. */
export function mergeDay(into: DayData, from: DayData): DayData {
  into.reports += from.reports;
  into.droppedErrors += from.droppedErrors;
  for (const [route, metrics] of Object.entries(from.vitals))
    for (const name of VITALS)
      for (const [value, count] of Object.entries(metrics[name] ?? {})) addVital(into, route, name, Number(value), count);
  for (const e of Object.values(from.errors))
    for (const [route, count] of Object.entries(e.routes)) addError(into, { message: e.message, source: e.source, route, count });
  return into;
}

/**
 * The 75th percentile of a histogram by the nearest-rank method: the smallest value at or below which at least 75%
 * of the page views fall (as the Chrome UX Report reads it); null for no page views.
 */
export function p75(histogram: Histogram): { p75: number; count: number } | null {
  const values = Object.entries(histogram)
    .map(([v, n]) => [Number(v), n] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0]);
  const count = values.reduce((sum, [, n]) => sum + n, 0);
  if (!count) return null;
  const rank = Math.ceil(0.75 * count);
  let seen = 0;
  for (const [value, n] of values) {
    seen += n;
    if (seen >= rank) return { p75: value, count };
  }
  return null;
}
