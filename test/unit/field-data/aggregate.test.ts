// A day of field data in bounded space (server/field-data/aggregate.ts) and what the studio shows of the last days
// (view.ts): rounding, the p75, adding and merging days, the cap on distinct errors.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { ERRORS_PER_DAY, addReport, emptyDay, mergeDay, p75, quantize, type DayData } from '../../../server/field-data/aggregate.ts';
import type { CleanReport } from '../../../server/field-data/clean.ts';
import { viewOf } from '../../../server/field-data/view.ts';

const report = (route: string, vitals: CleanReport['vitals'], errors: CleanReport['errors'] = []): CleanReport => ({
  build: 'b1',
  route,
  vitals,
  errors,
});

const round = suite('quantize');

round('rounds to two significant digits, ms metrics to whole ms first, a tiny CLS to 0', () => {
  assert.is(quantize('LCP', 1234.5), 1200);
  assert.is(quantize('LCP', 2500), 2500);
  assert.is(quantize('INP', 87.4), 87);
  assert.is(quantize('TTFB', 5.2), 5);
  assert.is(quantize('TTFB', 120_000), 120_000);
  assert.is(quantize('CLS', 0.0537), 0.054);
  assert.is(quantize('CLS', 0.25), 0.25);
  assert.is(quantize('CLS', 0.0004), 0);
  assert.is(quantize('LCP', 0), 0);
});

round('keeps a histogram bounded: every whole ms up to two minutes falls on fewer than 500 values', () => {
  const values = new Set<number>();
  for (let ms = 0; ms <= 120_000; ms++) values.add(quantize('LCP', ms));
  assert.ok(values.size < 500, `${values.size} values`);
});

round.run();

const percentile = suite('p75');

percentile('is the nearest-rank 75th percentile, with how many page views it comes from', () => {
  assert.equal(p75({ '100': 1, '200': 1, '300': 1, '400': 1 }), { p75: 300, count: 4 });
  assert.equal(p75({ '100': 3, '900': 1 }), { p75: 100, count: 4 });
  assert.equal(p75({ '100': 2, '900': 3 }), { p75: 900, count: 5 });
  assert.equal(p75({ '2500': 1 }), { p75: 2500, count: 1 });
  // Keys are text: 1000 sorts after 900.
  assert.equal(p75({ '900': 1, '1000': 3 }), { p75: 1000, count: 4 });
  assert.is(p75({}), null);
  assert.is(p75({ '100': 0 }), null);
});

percentile.run();

const days = suite('addReport and mergeDay');

days('adds vitals per route and errors per message and source, counting their routes', () => {
  const day = emptyDay('2026-11-28');
  addReport(day, report('/m/home', [{ name: 'LCP', value: 1234 }], [{ message: 'boom', source: '/a.js:1:2', route: '/m/home', count: 2 }]));
  addReport(
    day,
    report('/m/home', [{ name: 'LCP', value: 1180 }], [{ message: 'boom', source: '/a.js:1:2', route: '/m/login', count: 1 }]),
  );
  addReport(day, report('/m/login', [{ name: 'CLS', value: 0.1 }]));
  assert.is(day.reports, 3);
  assert.equal(day.vitals, { '/m/home': { LCP: { '1200': 2 } }, '/m/login': { CLS: { '0.1': 1 } } });
  assert.equal(Object.values(day.errors), [{ message: 'boom', source: '/a.js:1:2', count: 3, routes: { '/m/home': 2, '/m/login': 1 } }]);
});

days(`keeps at most ${ERRORS_PER_DAY} distinct errors a day and counts the rest as dropped`, () => {
  const day = emptyDay('2026-11-28');
  for (let i = 0; i < ERRORS_PER_DAY + 20; i++)
    addReport(day, report('/m/home', [], [{ message: `e${i}`, source: '', route: '/m/home', count: 2 }]));
  assert.is(Object.keys(day.errors).length, ERRORS_PER_DAY);
  assert.is(day.droppedErrors, 40);
  addReport(day, report('/m/home', [], [{ message: 'e0', source: '', route: '/m/home', count: 1 }]));
  assert.is(day.errors['e0\n']!.count, 3);
});

days("merging two servers' days is adding their reports", () => {
  const a = emptyDay('2026-11-28');
  const b = emptyDay('2026-11-28');
  const both = emptyDay('2026-11-28');
  const reports = [
    report('/m/home', [{ name: 'INP', value: 40 }], [{ message: 'x', source: '', route: '/m/home', count: 1 }]),
    report('/m/home', [{ name: 'INP', value: 300 }], [{ message: 'x', source: '', route: '/m/login', count: 4 }]),
    report('other', [{ name: 'TTFB', value: 90 }]),
  ];
  reports.forEach((r, i) => addReport(i % 2 ? a : b, r));
  for (const r of reports) addReport(both, r);
  assert.equal(mergeDay(a, b), both);
});

days.run();

const view = suite('viewOf');

view('gives the p75 per vital, route and day, and the top errors of the days, most frequent first', () => {
  const d1: DayData = emptyDay('2026-11-27');
  const d2: DayData = emptyDay('2026-11-28');
  for (const v of [1000, 2000, 3000, 4000]) addReport(d2, report('/m/home', [{ name: 'LCP', value: v }]));
  addReport(d1, report('/m/home', [{ name: 'LCP', value: 800 }], [{ message: 'rare', source: '', route: '/m/home', count: 1 }]));
  addReport(
    d2,
    report('/m/login', [{ name: 'INP', value: 120 }], [{ message: 'often', source: '/a.js:1:1', route: '/m/login', count: 5 }]),
  );
  addReport(d2, report('/m/home', [], [{ message: 'rare', source: '', route: '/m/game', count: 1 }]));
  const shown = viewOf([d1, d2], 'files', { vitals: 0.1, errors: 1 });
  assert.equal(shown.days, ['2026-11-27', '2026-11-28']);
  assert.equal(shown.reports, [1, 6]);
  assert.equal(shown.vitals, [
    {
      metric: 'LCP',
      route: '/m/home',
      days: [
        { p75: 800, views: 1 },
        { p75: 3000, views: 4 },
      ],
    },
    { metric: 'INP', route: '/m/login', days: [null, { p75: 120, views: 1 }] },
  ]);
  assert.equal(shown.errors, [
    { message: 'often', source: '/a.js:1:1', count: 5, routes: ['/m/login'], lastDay: '2026-11-28' },
    { message: 'rare', source: '', count: 2, routes: ['/m/home', '/m/game'], lastDay: '2026-11-28' },
  ]);
});

view.run();
