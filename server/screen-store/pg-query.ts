// One-statement calls for the studio's smaller tables (uploaded images, the workflow): a small pool of its own,
// the migrations run once before the first call, and an unreachable or failing database refused as a plain 503
// (the studio words it; server/studio/read-only.ts).
import type pg from 'pg';
import { heardPool } from '../pg-pool.ts';
import { StudioRefusal } from '../studio/http.ts';
import { migrate } from './pg-schema.ts';

/** A query function over the database at `connectionString`, and a way to close its pool; `what` names it in logs. */
export function pgQuery(connectionString: string, what: string, log: (message: string) => void) {
  const pool = heardPool({ connectionString, max: 2, connectionTimeoutMillis: 2000, idleTimeoutMillis: 10_000 }, (err) =>
    log(`an idle ${what} database connection failed (${err.message})`),
  );
  let migrated: Promise<void> | null = null;
  // biome-ignore lint/suspicious/noExplicitAny: pg returns rows untyped; each is mapped field by field into a typed value
  async function query<T extends pg.QueryResultRow = Record<string, any>>(sql: string, params: unknown[] = []): Promise<T[]> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw new StudioRefusal(503, 'The screen database cannot be reached: nothing was changed. Try again in a moment.', {
        cause: (err as Error).message,
      });
    }
    try {
      migrated ??= migrate(client).catch((err) => {
        migrated = null;
        throw err;
      });
      await migrated;
      const rows = (await client.query<T>(sql, params)).rows;
      client.release();
      return rows;
    } catch (err) {
      client.release(err as Error);
      log(`a ${what} database call failed (${(err as Error).message})`);
      throw new StudioRefusal(503, 'The screen database failed: nothing was changed. Try again in a moment.');
    }
  }
  return { query, close: () => pool.end().catch(() => {}) };
}
