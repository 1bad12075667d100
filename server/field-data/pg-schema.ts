// The field-data tables, made on first use by numbered migrations as the screen store makes its own
// (server/screen-store/pg-schema.ts): each runs once, in a transaction, under an advisory lock of its own, recorded
// in a table of its own, so the two sets of tables never wait on each other.
import type { ClientBase } from 'pg';

/** The advisory lock taken while migrating (the screen store's are 220_001-220_005). */
const MIGRATE_LOCK = 220_101;

const MIGRATIONS: Array<{ id: number; sql: string }> = [
  {
    id: 1,
    sql: `
      CREATE TABLE IF NOT EXISTS field_vitals (
        day date NOT NULL,
        route text NOT NULL,
        metric text NOT NULL,
        value double precision NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (day, route, metric, value)
      );
      CREATE TABLE IF NOT EXISTS field_errors (
        day date NOT NULL,
        message text NOT NULL,
        source text NOT NULL,
        route text NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (day, message, source, route)
      );
      CREATE TABLE IF NOT EXISTS field_reports (
        day date PRIMARY KEY,
        reports bigint NOT NULL,
        dropped_errors bigint NOT NULL DEFAULT 0
      );`,
  },
];

/** Applies the field-data migrations this database has not seen yet. */
export async function migrateFieldData(client: ClientBase): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATE_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS field_migrations (id integer PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ id: number }>('SELECT id FROM field_migrations')).rows.map((r) => r.id));
    for (const m of MIGRATIONS.filter((m) => !done.has(m.id))) {
      await client.query(m.sql);
      await client.query('INSERT INTO field_migrations (id) VALUES ($1)', [m.id]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}
