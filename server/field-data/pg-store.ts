// The field-data PostgreSQL store (DATABASE_URL): the days of aggregate.ts as rows of tables of its own, shared by
// every server: field_vitals (a histogram row per day, route, metric and rounded value), field_errors (per day,
// error and route) and field_reports (per day). Reports gather in memory and go in every few seconds as one
// transaction of upserts; rows older than the retention are deleted. A database that is away loses the reports of
// that time (logged once), never the endpoint's answer; staff reading the data then get a plain refusal.
import type pg from 'pg';
import { heardPool } from '../pg-pool.ts';
import { StudioRefusal } from '../studio/http.ts';
import { VITALS, type VitalName } from '../../engine/field-data/protocol.ts';
import { ERRORS_PER_DAY, addError, addReport, addVital, dayOf, emptyDay, mergeDay, type DayData } from './aggregate.ts';
import { migrateFieldData } from './pg-schema.ts';
import { lastDays, logOnce, writeSoon, type FieldStore } from './store.ts';

export interface PgFieldStoreOptions {
  connectionString: string;
  /** Days kept, today included. */
  days: number;
  log: (message: string) => void;
  /** How long reports gather before they are written (ms). */
  writeAfterMs?: number;
  now?: () => Date;
}

const UPSERT_VITALS = `
  INSERT INTO field_vitals (day, route, metric, value, views)
  SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::float8[], $5::bigint[])
  ON CONFLICT (day, route, metric, value) DO UPDATE SET views = field_vitals.views + EXCLUDED.views`;
// A new error goes in only while its day holds fewer than ERRORS_PER_DAY distinct ones (servers writing at once may
// pass it by one batch each: still bounded).
const UPSERT_ERRORS = `
  INSERT INTO field_errors (day, message, source, route, count)
  SELECT t.* FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::bigint[]) AS t(day, message, source, route, count)
  WHERE EXISTS (SELECT 1 FROM field_errors e WHERE e.day = t.day AND e.message = t.message AND e.source = t.source)
     OR (SELECT count(DISTINCT (e.message, e.source)) FROM field_errors e WHERE e.day = t.day) < $6
  ON CONFLICT (day, message, source, route) DO UPDATE SET count = field_errors.count + EXCLUDED.count`;
const UPSERT_REPORTS = `
  INSERT INTO field_reports (day, reports, dropped_errors) SELECT * FROM unnest($1::date[], $2::bigint[], $3::bigint[])
  ON CONFLICT (day) DO UPDATE SET reports = field_reports.reports + EXCLUDED.reports,
    dropped_errors = field_reports.dropped_errors + EXCLUDED.dropped_errors`;

/** Rows as the column arrays unnest() takes. */
const transpose = (rows: unknown[][], width: number) => Array.from({ length: width }, (_, i) => rows.map((row) => row[i]));

/** The rows of one batch of days, as the upserts' parameters. */
function parameters(days: DayData[]) {
  const vitals: unknown[][] = [];
  const errors: unknown[][] = [];
  for (const d of days) {
    for (const [route, metrics] of Object.entries(d.vitals))
      for (const name of VITALS)
        for (const [value, views] of Object.entries(metrics[name] ?? {})) vitals.push([d.day, route, name, Number(value), views]);
    for (const e of Object.values(d.errors))
      for (const [route, count] of Object.entries(e.routes)) errors.push([d.day, e.message, e.source, route, count]);
  }
  return {
    vitals: vitals.length ? transpose(vitals, 5) : null,
    errors: errors.length ? [...transpose(errors, 5), ERRORS_PER_DAY] : null,
    reports: transpose(
      days.map((d) => [d.day, d.reports, d.droppedErrors]),
      3,
    ),
  };
}

/** Creates the store; it connects on first use. */
export function createPgFieldStore(opts: PgFieldStoreOptions): FieldStore {
  const now = opts.now ?? (() => new Date());
  const trouble = logOnce(opts.log);
  // Its failures are logged by the calls (once, by `trouble`), so an idle connection's is not.
  const pool = heardPool(
    {
      connectionString: opts.connectionString,
      max: 2,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 10_000,
      keepAlive: true,
      application_name: 'field-data',
    },
    () => {},
  );
  let migrated: Promise<void> | null = null;
  let waiting = new Map<string, DayData>();
  let chain = Promise.resolve();
  let pruned = '';

  async function withClient<T>(task: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      migrated ??= migrateFieldData(client).catch((err) => {
        migrated = null;
        throw err;
      });
      await migrated;
      return await task(client);
    } finally {
      client.release();
    }
  }

  /** Writes the days waiting in one transaction; on failure they are dropped (logged once). */
  const write = (): Promise<void> =>
    (chain = chain.then(async () => {
      if (!waiting.size) return;
      const batch = [...waiting.values()];
      waiting = new Map();
      const rows = parameters(batch);
      const first = lastDays(now(), opts.days)[0]!;
      try {
        await withClient(async (c) => {
          await c.query('BEGIN');
          try {
            if (rows.vitals) await c.query(UPSERT_VITALS, rows.vitals);
            if (rows.errors) await c.query(UPSERT_ERRORS, rows.errors);
            await c.query(UPSERT_REPORTS, rows.reports);
            await c.query('COMMIT');
          } catch (err) {
            await c.query('ROLLBACK').catch(() => {});
            throw err;
          }
          if (pruned !== first) {
            for (const table of ['field_vitals', 'field_errors', 'field_reports'])
              await c.query(`DELETE FROM ${table} WHERE day < $1::date`, [first]);
            pruned = first;
          }
        });
        trouble.ok('field data: the database answers again');
      } catch (err) {
        const n = batch.reduce((sum, d) => sum + d.reports, 0);
        trouble.fail(
          `field data: the database cannot be reached (${(err as Error).message}); ${n} report${n === 1 ? '' : 's'} dropped, and later ones until it answers`,
        );
      }
    }));

  const later = writeSoon(write, opts.writeAfterMs ?? 3000);

  return {
    kind: 'database',
    add(report, at) {
      const day = dayOf(at);
      if (!waiting.has(day)) waiting.set(day, emptyDay(day));
      addReport(waiting.get(day)!, report);
      later.soon();
    },
    async days(count, at = now()) {
      const wanted = lastDays(at, count);
      const pending = [...waiting.values()].map((d) => structuredClone(d));
      const out = new Map(wanted.map((day) => [day, emptyDay(day)]));
      const day = "to_char(day, 'YYYY-MM-DD') AS day";
      try {
        await withClient(async (c) => {
          const since = [wanted[0]];
          for (const row of (await c.query(`SELECT ${day}, route, metric, value, views FROM field_vitals WHERE day >= $1::date`, since))
            .rows)
            if (out.has(row.day)) addVital(out.get(row.day)!, row.route, row.metric as VitalName, Number(row.value), Number(row.views));
          for (const row of (await c.query(`SELECT ${day}, message, source, route, count FROM field_errors WHERE day >= $1::date`, since))
            .rows)
            if (out.has(row.day)) addError(out.get(row.day)!, { ...row, count: Number(row.count) });
          for (const row of (await c.query(`SELECT ${day}, reports, dropped_errors FROM field_reports WHERE day >= $1::date`, since)).rows)
            if (out.has(row.day))
              Object.assign(out.get(row.day)!, { reports: Number(row.reports), droppedErrors: Number(row.dropped_errors) });
        });
      } catch (err) {
        trouble.fail(`field data: the database cannot be reached (${(err as Error).message})`);
        throw new StudioRefusal(503, 'The field data database cannot be reached. Try again in a moment.');
      }
      for (const d of pending) if (out.has(d.day)) mergeDay(out.get(d.day)!, d);
      return [...out.values()];
    },
    flush: () => write(),
    async close() {
      later.cancel();
      await write();
      await pool.end().catch(() => {});
    },
  };
}
