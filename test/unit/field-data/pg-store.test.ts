// The field-data PostgreSQL store (server/field-data/pg-store.ts) against a real server started here
// (test/helpers/postgres.ts): two servers' reports adding up in the same rows, the retention deleting old days, the
// cap on a day's distinct errors, and a database that goes away: reports are still answered 204 and dropped, one log
// line, staff get a plain 503, and it works again when the database is back.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { createPgFieldStore } from '../../../server/field-data/pg-store.ts';
import { fieldDataEndpoint } from '../../../server/field-data/endpoint.ts';
import { ERRORS_PER_DAY } from '../../../server/field-data/aggregate.ts';
import type { CleanReport } from '../../../server/field-data/clean.ts';
import { viewOf } from '../../../server/field-data/view.ts';
import { StudioRefusal } from '../../../server/studio/http.ts';
import { startPostgres, type TestPostgres } from '../../helpers/postgres.ts';
import { startFixture } from '../server/fixture.ts';

const test = suite('createPgFieldStore');
let db: TestPostgres;
const NOW = new Date('2026-11-28T12:00:00Z');
const report = (value: number, errors: CleanReport['errors'] = []): CleanReport => ({
  build: 'b1',
  route: '/m/home',
  vitals: [{ name: 'LCP', value }],
  errors,
});
const store = (log: (m: string) => void = () => {}) =>
  createPgFieldStore({ connectionString: db.url, days: 7, log, now: () => NOW, writeAfterMs: 60_000 });

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

test.before(async () => {
  db = await startPostgres();
});
test.after(async () => {
  await db?.remove();
});
test.before.each(async () => {
  await sql('DROP TABLE IF EXISTS field_vitals, field_errors, field_reports, field_migrations');
});

test("two servers' reports add up in the same rows; the p75 is over both", async () => {
  const a = store();
  const b = store();
  for (const v of [1000, 2000]) a.add(report(v, [{ message: 'boom', source: '', route: '/m/home', count: 1 }]), NOW);
  for (const v of [3000, 4000]) b.add(report(v, [{ message: 'boom', source: '', route: '/m/login', count: 2 }]), NOW);
  await Promise.all([a.flush(), b.flush()]);
  const days = await a.days(7);
  const view = viewOf(days, 'database', { vitals: 1, errors: 1 });
  assert.equal(view.vitals, [{ metric: 'LCP', route: '/m/home', days: [null, null, null, null, null, null, { p75: 3000, views: 4 }] }]);
  assert.equal(view.errors, [{ message: 'boom', source: '', count: 6, routes: ['/m/login', '/m/home'], lastDay: '2026-11-28' }]);
  assert.is(view.reports[6], 4);
  // What is not written yet shows too (staff see a report as soon as it arrived).
  a.add(report(1000), NOW);
  assert.is((await a.days(1))[0]!.reports, 5);
  await Promise.all([a.close(), b.close()]);
  assert.equal(await sql('SELECT reports::int FROM field_reports'), [{ reports: 5 }]);
});

test('many calls on one pooled connection leave no listener behind on it', async () => {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
  process.on('warning', onWarning);
  const one = store();
  try {
    // One at a time, so the pool hands out the same connection each time: 15 uses, past Node's 10-listener warning.
    for (let i = 0; i < 15; i++) await one.days(7);
    await new Promise((done) => setImmediate(done));
    assert.equal(warnings, []);
  } finally {
    process.off('warning', onWarning);
    await one.close();
  }
});

test('deletes the days past the retention when it writes', async () => {
  const s = store();
  s.add(report(1000), NOW);
  await s.flush();
  await sql("INSERT INTO field_vitals VALUES ('2026-11-21', '/m/home', 'LCP', 900, 3), ('2026-11-22', '/m/home', 'LCP', 900, 3)");
  await sql("INSERT INTO field_reports VALUES ('2026-11-01', 9, 0)");
  const other = store();
  other.add(report(1000), NOW);
  await other.close();
  await s.close();
  assert.equal(
    (await sql("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM field_vitals ORDER BY day")).map((r) => r.day),
    ['2026-11-22', '2026-11-28'],
  );
  assert.equal(
    (await sql("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM field_reports")).map((r) => r.day),
    ['2026-11-28'],
  );
});

test(`takes no new error into a day holding ${ERRORS_PER_DAY} kinds, and still counts the known ones`, async () => {
  const s = store();
  const errors = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ message: `e${from + i}`, source: '', route: '/m/home', count: 1 }));
  for (let i = 0; i < ERRORS_PER_DAY; i += 10) s.add(report(1000, errors(i, 10)), NOW);
  await s.flush();
  s.add(report(1000, [...errors(ERRORS_PER_DAY, 10), ...errors(0, 1)]), NOW);
  await s.close();
  assert.equal(await sql('SELECT count(*)::int AS n FROM field_errors'), [{ n: ERRORS_PER_DAY }]);
  assert.equal(await sql("SELECT count::int FROM field_errors WHERE message = 'e0'"), [{ count: 2 }]);
});

test('a database that goes away: reports answered 204 and dropped, logged once; staff get a 503; then it comes back', async () => {
  const logged: string[] = [];
  const s = store((m) => logged.push(m));
  s.add(report(1000), NOW);
  await s.flush();
  const app = await startFixture({
    fieldData: fieldDataEndpoint({ store: s, rates: { vitals: 1, errors: 1 }, perMinute: 100, now: () => NOW }),
  });
  try {
    await db.stop();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${app.base}/rum`, {
        method: 'POST',
        body: JSON.stringify({ route: '/m/home', vitals: [{ name: 'LCP', value: 5000 }] }),
      });
      assert.is(res.status, 204);
      await s.flush();
    }
    assert.is(logged.length, 1, logged.join('\n'));
    assert.match(logged[0]!, /cannot be reached.*1 report dropped/);
    try {
      await s.days(7);
      assert.unreachable('read while the database is away');
    } catch (err) {
      assert.instance(err, StudioRefusal);
      assert.is((err as StudioRefusal).status, 503);
    }
    assert.is((await fetch(`${app.base}/m/home`)).status, 200);
    await db.start();
    s.add(report(2000), NOW);
    await s.flush();
    assert.match(logged.at(-1)!, /answers again/);
    const [day] = await s.days(1);
    assert.is(day!.reports, 2);
    assert.equal(day!.vitals, { '/m/home': { LCP: { '1000': 1, '2000': 1 } } });
  } finally {
    await app.close();
    await s.close();
  }
});

test.run();
