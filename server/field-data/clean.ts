// A report as the server keeps it: the body is parsed, checked against schema/field-data.schema.json (precompiled,
// no eval), then every value is made safe, since any client can send anything: numbers clamped to what a real
// page can measure, strings scrubbed and cut again (engine/field-data/scrub.ts), counts bounded, one value per
// metric, and route templates allow-listed: a route that is not one of the screens' routes is kept as "other".
import { validateFieldData } from '../../generated/validate-field-data.js';
import { ERROR_COUNT_MAX, ERRORS_PER_PAGE, type VitalName } from '../../engine/field-data/protocol.ts';
import { cleanLocation, scrubMessage } from '../../engine/field-data/scrub.ts';

/** What a route outside the screens' route table is kept as. */
export const OTHER_ROUTE = 'other';
/** The highest value kept per metric (ms; CLS a score): a page view longer than two minutes measures nothing useful. */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 120_000, INP: 120_000, TTFB: 120_000, CLS: 10 };

export interface CleanError {
  message: string;
  source: string;
  route: string;
  count: number;
}

export interface CleanReport {
  build: string;
  route: string;
  vitals: Array<{ name: VitalName; value: number }>;
  errors: CleanError[];
}

/** The report in `body`, made safe; null when it is not JSON or not a report (the caller answers 400). */
export function cleanReport(body: string, routes: ReadonlySet<string>): CleanReport | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (!validateFieldData(value)) return null;
  const route = (r: string | undefined) => (r !== undefined && routes.has(r) ? r : OTHER_ROUTE);
  const seen = new Set<string>();
  const vitals: CleanReport['vitals'] = [];
  for (const { name, value: v } of value.vitals ?? []) {
    if (seen.has(name)) continue;
    seen.add(name);
    vitals.push({ name, value: Math.min(VITAL_MAX[name], Math.max(0, v)) });
  }
  return {
    build: /^[\w.-]{1,40}$/.test(value.build ?? '') ? value.build! : '',
    route: route(value.route),
    vitals,
    errors: (value.errors ?? []).slice(0, ERRORS_PER_PAGE).map((e) => ({
      message: scrubMessage(e.message) || 'Unknown error',
      source: cleanLocation(e.source ?? ''),
      route: route(e.route ?? value.route),
      count: Math.min(ERROR_COUNT_MAX, e.count),
    })),
  };
}
