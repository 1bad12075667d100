// The PostgreSQL store's tables, made on start by numbered migrations: each runs once, in a transaction,
// under an advisory lock so servers starting together do not race; a migration already applied is skipped.
import type { ClientBase } from 'pg';

/** The channel a publish is announced on (the payload is the screen's file name). */
export const CHANNEL = 'screens_published';
/** Advisory lock keys: migrations, publishing (one at a time, each checked against the others), saves per screen. */
export const LOCKS = { migrate: 220_001, publish: 220_002, save: 220_003 } as const;

const MIGRATIONS: Array<{ id: number; sql: string }> = [
  {
    id: 1,
    sql: `
      CREATE TABLE IF NOT EXISTS screen_versions (
        file text NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        author text NOT NULL,
        at timestamptz NOT NULL,
        message text NOT NULL DEFAULT '',
        added integer NOT NULL,
        removed integer NOT NULL,
        restored_from integer,
        source text NOT NULL,
        PRIMARY KEY (file, version)
      );
      CREATE TABLE IF NOT EXISTS screen_published (
        file text PRIMARY KEY,
        version integer NOT NULL,
        author text NOT NULL,
        at timestamptz NOT NULL,
        FOREIGN KEY (file, version) REFERENCES screen_versions (file, version)
      );`,
  },
];

/** Applies the migrations this database has not seen yet. */
export async function migrate(client: ClientBase): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCKS.migrate]);
    await client.query('CREATE TABLE IF NOT EXISTS screen_migrations (id integer PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ id: number }>('SELECT id FROM screen_migrations')).rows.map((r) => r.id));
    for (const m of MIGRATIONS.filter((m) => !done.has(m.id))) {
      await client.query(m.sql);
      await client.query('INSERT INTO screen_migrations (id) VALUES ($1)', [m.id]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}
