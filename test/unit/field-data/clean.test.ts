// A report as the server keeps it (server/field-data/clean.ts): refused when it is not one (schema/field-data.schema.json,
// precompiled), and otherwise trusted in nothing: values clamped, strings scrubbed, counts bounded, routes allow-listed.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { OTHER_ROUTE, VITAL_MAX, cleanReport } from '../../../server/field-data/clean.ts';
import { ERRORS_PER_PAGE, ERROR_COUNT_MAX } from '../../../engine/field-data/protocol.ts';

const ROUTES = new Set(['/m/home', '/m/game/:id']);
const clean = (body: unknown) => cleanReport(typeof body === 'string' ? body : JSON.stringify(body), ROUTES);
const test = suite('cleanReport');

test('refuses what is not a report: not JSON, the wrong shape, unknown fields and metrics, oversized strings and lists', () => {
  const good = { route: '/m/home', vitals: [{ name: 'LCP', value: 1200 }] };
  assert.ok(clean(good));
  for (const bad of [
    '',
    'not json',
    '[]',
    'null',
    { vitals: [] },
    { route: 5 },
    { ...good, extra: 1 },
    { route: '/m/home', vitals: [{ name: 'FID', value: 1 }] },
    { route: '/m/home', vitals: [{ name: 'LCP', value: '1200' }] },
    { route: '/m/home', vitals: [{ name: 'LCP' }] },
    { route: '/m/home', vitals: Array.from({ length: 9 }, () => ({ name: 'LCP', value: 1 })) },
    { route: '/m/home', errors: [{ message: 'x', count: 0 }] },
    { route: '/m/home', errors: [{ message: 'x', count: 1.5 }] },
    { route: '/m/home', errors: [{ message: 'x'.repeat(1001), count: 1 }] },
    { route: '/m/home', errors: [{ message: 'x', count: 1, token: 'abc' }] },
    { route: 'x'.repeat(201) },
  ])
    assert.is(clean(bad), null, JSON.stringify(bad).slice(0, 80));
});

test('clamps values to what a page can measure and keeps one value per metric', () => {
  const report = clean({
    route: '/m/home',
    vitals: [
      { name: 'LCP', value: -5 },
      { name: 'LCP', value: 900 },
      { name: 'INP', value: 1e12 },
      { name: 'CLS', value: 99 },
      { name: 'TTFB', value: 312.4 },
    ],
  })!;
  assert.equal(report.vitals, [
    { name: 'LCP', value: 0 },
    { name: 'INP', value: VITAL_MAX.INP },
    { name: 'CLS', value: VITAL_MAX.CLS },
    { name: 'TTFB', value: 312.4 },
  ]);
});

test('keeps only the screens\' route templates; anything else is "other"', () => {
  assert.is(clean({ route: '/m/game/:id' })!.route, '/m/game/:id');
  for (const route of ['/m/game/123', '/m/home?token=abc', '/m/unknown', 'https://evil.example/', '__proto__'])
    assert.is(clean({ route })!.route, OTHER_ROUTE, route);
  const report = clean({
    route: '/m/home',
    errors: [
      { message: 'x', count: 1, route: '/m/secret?id=1' },
      { message: 'y', count: 1 },
    ],
  })!;
  assert.equal(
    report.errors.map((e) => e.route),
    [OTHER_ROUTE, '/m/home'],
  );
});

test('scrubs error messages and locations again, bounds counts and the number of errors, and checks the build', () => {
  const report = clean({
    route: '/m/home',
    build: '../../etc',
    errors: [
      { message: 'Failed for a@b.co with 12345678', source: '/assets/a.js?token=abc:1:2', count: 1_000_000 },
      { message: '   ', source: '<img src=x>', count: 2 },
      ...Array.from({ length: 15 }, (_, i) => ({ message: `e${i}`, count: 1 })),
    ],
  })!;
  assert.is(report.build, '');
  assert.equal(report.errors[0], {
    message: 'Failed for <email> with <number>',
    source: 'unknown',
    route: '/m/home',
    count: ERROR_COUNT_MAX,
  });
  assert.equal(report.errors[1], { message: 'Unknown error', source: 'unknown', route: '/m/home', count: 2 });
  assert.is(report.errors.length, ERRORS_PER_PAGE);
  assert.is(clean({ route: '/m/home', build: '25d40c0af9e7be3e' })!.build, '25d40c0af9e7be3e');
  assert.is(
    clean({ route: '/m/home', errors: [{ message: 'x', source: '/assets/a.js:1:2', count: 1 }] })!.errors[0]!.source,
    '/assets/a.js:1:2',
  );
});

test.run();
