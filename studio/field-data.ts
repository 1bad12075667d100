// The studio's field-data page (/studio/field-data, behind the studio's sign-in): how fast the app is for real
// players (the 75th percentile of each web vital per route and day) and the client errors they met most, over the
// last days, from GET /studio/api/field-data (server/field-data/view.ts). Dates and times in the reader's locale.
import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import type { FieldDataView } from '../server/field-data/view.ts';
import type { VitalName } from '../engine/field-data/protocol.ts';
import { loadFieldData } from './api.ts';
import { byId, h } from './dom.ts';
import './studio.css';
import './field-data.css';

/** Each vital in staff's words, with the library's thresholds for "good" and "poor". */
const VITAL_TEXT: Record<VitalName, { title: string; help: string; thresholds: readonly number[] }> = {
  LCP: {
    title: 'Largest paint (LCP)',
    help: 'How long until the largest image or block of text was on the screen.',
    thresholds: LCPThresholds,
  },
  INP: {
    title: 'Response to taps (INP)',
    help: 'How long the page took to show the answer to a tap or a key press (about its slowest one).',
    thresholds: INPThresholds,
  },
  CLS: {
    title: 'Layout shift (CLS)',
    help: "How much the page moved under the player's eyes while it was open.",
    thresholds: CLSThresholds,
  },
  TTFB: { title: 'First byte (TTFB)', help: 'How long until the first byte of the page came from the server.', thresholds: TTFBThresholds },
};
const RATINGS = ['good', 'needs improvement', 'poor'] as const;

const plural = (n: number, one: string, many: string) => `${new Intl.NumberFormat().format(n)} ${n === 1 ? one : many}`;
const percent = (share: number) => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(share);
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A vital's value as staff read it: seconds from one second on, milliseconds below, CLS as a plain score. */
function formatValue(metric: VitalName, value: number): string {
  if (metric === 'CLS') return new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 }).format(value);
  if (value < 1000) return `${Math.round(value)} ms`;
  return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(value / 1000)} s`;
}

const ratingOf = (metric: VitalName, value: number) => {
  const [good = 0, poor = 0] = VITAL_TEXT[metric].thresholds;
  return RATINGS[value <= good ? 0 : value <= poor ? 1 : 2];
};

function vitalSection(view: FieldDataView, metric: VitalName): HTMLElement {
  const { title, help, thresholds } = VITAL_TEXT[metric];
  const rows = view.vitals.filter((v) => v.metric === metric);
  const id = `vital-${metric}`;
  const limits = `Good: ${formatValue(metric, thresholds[0]!)} or less. Poor: over ${formatValue(metric, thresholds[1]!)}.`;
  return h(
    'section',
    { className: 'vital', 'aria-labelledby': id },
    h('h2', { id }, title),
    h('p', { className: 'help' }, `${help} ${limits}`),
    rows.length
      ? h(
          'table',
          {},
          h('caption', { className: 'visually-hidden' }, `${title}: 75th percentile per route and day`),
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Route'), ...view.days.map((d) => h('th', { scope: 'col' }, dayLabel(d))))),
          h(
            'tbody',
            {},
            ...rows.map((row) =>
              h(
                'tr',
                {},
                h('th', { scope: 'row', className: 'route' }, row.route),
                ...row.days.map((cell) => {
                  if (!cell)
                    return h(
                      'td',
                      { className: 'none' },
                      h('span', { 'aria-hidden': 'true' }, '–'),
                      h('span', { className: 'visually-hidden' }, 'no data'),
                    );
                  const rating = ratingOf(metric, cell.p75);
                  return h(
                    'td',
                    { className: `rated ${rating.replace(' ', '-')}` },
                    h('span', { className: 'value' }, formatValue(metric, cell.p75)),
                    h('span', { className: 'visually-hidden' }, `, ${rating}, `),
                    h('span', { className: 'page-views' }, plural(cell.views, 'page view', 'page views')),
                  );
                }),
              ),
            ),
          ),
        )
      : h('p', { className: 'none' }, 'No page view measured this in these days.'),
  );
}

function errorSection(view: FieldDataView): HTMLElement {
  const more = view.droppedErrors
    ? ` ${plural(view.droppedErrors, 'more error was', 'more errors were')} not kept: a day keeps its first 500 kinds.`
    : '';
  return h(
    'section',
    { className: 'errors', 'aria-labelledby': 'top-errors' },
    h('h2', { id: 'top-errors' }, 'Top client errors'),
    h(
      'p',
      { className: 'help' },
      `Uncaught errors in players' pages, most frequent first. Numbers, e-mail addresses and tokens are taken out before they are sent.${more}`,
    ),
    view.errors.length
      ? h(
          'table',
          {},
          h('caption', { className: 'visually-hidden' }, 'Top client errors of these days'),
          h('thead', {}, h('tr', {}, ...['Times', 'Error', 'Where', 'Routes', 'Last seen'].map((t) => h('th', { scope: 'col' }, t)))),
          h(
            'tbody',
            {},
            ...view.errors.map((e) =>
              h(
                'tr',
                {},
                h('td', { className: 'count' }, new Intl.NumberFormat().format(e.count)),
                h('th', { scope: 'row', className: 'message' }, e.message),
                h('td', { className: 'source' }, e.source || 'unknown'),
                h('td', { className: 'route' }, e.routes.join(', ')),
                h('td', {}, dayLabel(e.lastDay)),
              ),
            ),
          ),
        )
      : h('p', { className: 'none' }, 'No errors reported in these days.'),
  );
}

function render(view: FieldDataView): void {
  const report = byId('report');
  const total = view.reports.reduce((a, b) => a + b, 0);
  const where = view.storage === 'database' ? 'the database' : 'files on this server';
  const intro = h(
    'p',
    { className: 'intro' },
    `The last ${view.days.length} days (UTC): ${plural(total, 'report', 'reports')} from ${percent(view.rates.vitals)} of page views for the vitals and ${percent(view.rates.errors)} for errors, kept in ${where}. ` +
      'Each figure is the 75th percentile: three page views in four were this fast or faster. A page view counts for the route it was opened on.',
  );
  const empty = h(
    'p',
    { className: 'empty' },
    'No field data yet. A page view sends its report when the player closes the page or switches away from it, so figures appear here a few seconds after the first players have come and gone.',
  );
  report.replaceChildren(
    intro,
    ...(total ? [...(['LCP', 'INP', 'CLS', 'TTFB'] as const).map((m) => vitalSection(view, m)), errorSection(view)] : [empty]),
  );
}

async function refresh(): Promise<void> {
  const status = byId('status');
  const report = byId('report');
  report.setAttribute('aria-busy', 'true');
  status.textContent = 'Loading…';
  delete status.dataset.tone;
  try {
    render(await loadFieldData());
    status.textContent = `Updated at ${new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date())}.`;
  } catch (err) {
    status.textContent = (err as Error).message;
    status.dataset.tone = 'error';
  } finally {
    report.setAttribute('aria-busy', 'false');
  }
}

byId('refresh').addEventListener('click', () => void refresh());
void refresh();
