// One page view's field data, gathered until the page is hidden: its vitals (the latest value of each metric
// instance) and its errors (one entry per distinct error, counted). `take` hands over what was not sent yet, so a
// page hidden, shown again and hidden again sends only what is new: a vital is sent once (a value that changes after
// it was sent is not sent again), an error's count only by what it grew.
import type { FieldDataReport } from '../../generated/field-data.ts';
import { ERROR_COUNT_MAX, ERROR_EVENTS_PER_PAGE, ERRORS_PER_PAGE, VITALS, type VitalName } from './protocol.ts';
import { scrubMessage } from './scrub.ts';

type Report = FieldDataReport;
type ErrorItem = NonNullable<Report['errors']>[number];

/** A metric as the web-vitals library reports it (the fields used). */
export interface VitalMetric {
  name: string;
  value: number;
  /** Unique per metric instance: a page restored from the back/forward cache measures again under new ids. */
  id: string;
}

/** Creates the gatherer; `route` is the template the page view began on, `build` the app's build. */
export function createPageView(route: string, build: string) {
  const vitals = new Map<string, { name: VitalName; value: number }>();
  const sent = new Set<string>();
  const errors = new Map<string, ErrorItem & { sent: number }>();
  let events = 0;
  let began = route;

  return {
    /** Records a metric's latest value (the library calls again as LCP, CLS or INP grow). */
    vital(metric: VitalMetric): void {
      if (sent.has(metric.id) || !(VITALS as readonly string[]).includes(metric.name)) return;
      vitals.set(metric.id, { name: metric.name as VitalName, value: metric.value });
    },
    /** Records an uncaught error (its message is scrubbed here, before anything keeps it); `source` as scrub.ts's locationOf gives it. */
    error(message: string, source: string, where: string): void {
      if (++events > ERROR_EVENTS_PER_PAGE) return;
      const item = { message: scrubMessage(message) || 'Unknown error', source, route: where };
      const key = `${item.message}\n${item.source}\n${item.route}`;
      const known = errors.get(key);
      if (known) known.count = Math.min(ERROR_COUNT_MAX, known.count + 1);
      else if (errors.size < ERRORS_PER_PAGE) errors.set(key, { ...item, count: 1, sent: 0 });
    },
    /** A new page view in the same document (restored from the back/forward cache) on `next`. */
    restart(next: string): void {
      began = next;
    },
    /** What was not sent yet, as one report (null when there is nothing), marked sent. */
    take(): Report | null {
      const report: Report = { build, route: began };
      const newVitals = [...vitals].filter(([id]) => !sent.has(id));
      if (newVitals.length) report.vitals = newVitals.map(([, v]) => v);
      for (const [id] of newVitals) sent.add(id);
      vitals.clear();
      const grown = [...errors.values()].filter((e) => e.count > e.sent);
      if (grown.length) report.errors = grown.map(({ sent: before, ...e }) => ({ ...e, count: e.count - before }));
      for (const e of grown) e.sent = e.count;
      return report.vitals || report.errors ? report : null;
    },
  };
}

export type PageView = ReturnType<typeof createPageView>;
