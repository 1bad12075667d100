// The PostgreSQL store's tables, made on start by numbered migrations: each runs once, in a transaction,
// under an advisory lock so servers starting together do not race; a migration already applied is skipped.
import type { ClientBase } from 'pg';

/** The channel a publish or a deletion of a screen is announced on (the payload is the screen's file name). */
export const CHANNEL = 'screens_published';
/** Advisory lock keys: migrations, publishing (one at a time, each checked against the others), saves per screen. */
export const LOCKS = { migrate: 220_001, publish: 220_002, save: 220_003 } as const;

/** What differs between the documents the database keeps: screens, and label overrides per language. */
export interface Kind {
  /** Table name prefix: <prefix>_versions, <prefix>_published. */
  prefix: 'screen' | 'label';
  channel: string;
  locks: { publish: number; save: number };
}
export const SCREENS: Kind = { prefix: 'screen', channel: CHANNEL, locks: LOCKS };
export const LABELS: Kind = { prefix: 'label', channel: 'labels_published', locks: { publish: 220_004, save: 220_005 } };

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
  {
    // Label overrides per language (labels/<lang>.json), versioned and published like screens; and deleted screens.
    id: 2,
    sql: `
      CREATE TABLE IF NOT EXISTS label_versions (LIKE screen_versions INCLUDING ALL);
      CREATE TABLE IF NOT EXISTS label_published (
        file text PRIMARY KEY,
        version integer NOT NULL,
        author text NOT NULL,
        at timestamptz NOT NULL,
        FOREIGN KEY (file, version) REFERENCES label_versions (file, version)
      );
      CREATE TABLE IF NOT EXISTS screen_deleted (
        file text PRIMARY KEY,
        author text NOT NULL,
        at timestamptz NOT NULL
      );`,
  },
  {
    // Uploaded images (server/assets/pg-assets.ts), by content-hash name.
    id: 3,
    sql: `
      CREATE TABLE IF NOT EXISTS studio_assets (
        name text PRIMARY KEY,
        type text NOT NULL,
        size integer NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        original text NOT NULL,
        author text NOT NULL,
        at timestamptz NOT NULL,
        bytes bytea NOT NULL
      );`,
  },
  {
    // The studio's workflow (server/screen-store/pg-workflow.ts): approval requests, scheduled publishes (claimed
    // by one server with UPDATE ... WHERE state = 'pending' ... RETURNING), preview links (and which are revoked), the link secret.
    id: 4,
    sql: `
      CREATE TABLE IF NOT EXISTS studio_approvals (
        id text PRIMARY KEY,
        kind text NOT NULL,
        file text NOT NULL,
        version integer NOT NULL,
        from_version integer,
        author text NOT NULL,
        at timestamptz NOT NULL,
        message text NOT NULL DEFAULT '',
        state text NOT NULL,
        decided_by text,
        decided_at timestamptz,
        note text,
        schedule_id text
      );
      CREATE TABLE IF NOT EXISTS studio_schedules (
        id text PRIMARY KEY,
        kind text NOT NULL,
        file text NOT NULL,
        version integer NOT NULL,
        at timestamptz NOT NULL,
        by text NOT NULL,
        created timestamptz NOT NULL,
        state text NOT NULL,
        result text,
        done_at timestamptz,
        claimed_at timestamptz,
        approval text
      );
      CREATE INDEX IF NOT EXISTS studio_schedules_due ON studio_schedules (at) WHERE state = 'pending';
      CREATE TABLE IF NOT EXISTS studio_preview_links (
        id text PRIMARY KEY,
        kind text NOT NULL,
        file text NOT NULL,
        version integer NOT NULL,
        by text NOT NULL,
        at timestamptz NOT NULL,
        expires timestamptz NOT NULL,
        revoked_by text,
        revoked_at timestamptz
      );
      CREATE TABLE IF NOT EXISTS studio_settings (
        name text PRIMARY KEY,
        value text NOT NULL
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
