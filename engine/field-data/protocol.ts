// The field-data contract between the app (engine/field-data/collect.ts) and the server (server/field-data/): where
// reports go, how large they may be, and the sampling settings the server hands out. The report itself is
// schema/field-data.schema.json.

/** POST: one page view's report (a beacon); GET: the sampling settings. */
export const FIELD_DATA_PATH = '/rum';
/** The largest report body the server reads (bytes); a larger one is refused with 413. */
export const REPORT_MAX_BYTES = 16 * 1024;
/** Distinct errors one page view reports at most (each with its count); later new ones are dropped. */
export const ERRORS_PER_PAGE = 10;
/** Error events one page view looks at at most (a loop that throws costs the page nothing after that). */
export const ERROR_EVENTS_PER_PAGE = 200;
/** The highest count one error of one page view reports. */
export const ERROR_COUNT_MAX = 1000;
/** The metrics reported, each from the web-vitals library. */
export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITALS)[number];

/** The share of page views (0 to 1) that report their vitals, and their errors; decided once per page view. */
export interface SampleRates {
  vitals: number;
  errors: number;
}

/** The rates a server without settings hands out (FIELD_DATA_VITALS, FIELD_DATA_ERRORS). */
export const DEFAULT_RATES: SampleRates = { vitals: 0.1, errors: 1 };

/** A rate as given (a setting, an answer): a number from 0 to 1, else `fallback`. */
export function rate(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && n >= 0 && n <= 1 ? n : fallback;
}
