// Deleting screens with the PostgreSQL store: the last text is made a version first (so the history holds it),
// a row in screen_deleted says who deleted it and when, and its published row goes, announced like a publish,
// so every server stops serving it. Restoring saves its last version again and forgets the row.
import type pg from 'pg';
import type { Deleted, Trash } from '../studio/trash.ts';
import { CHANNEL, LOCKS } from './pg-schema.ts';
import type { ScreenStore } from './store.ts';

/** The trash of a PostgreSQL screen store; `tx` runs a task in one transaction. */
export function createPgTrash(opts: {
  tx: <T>(task: (c: pg.PoolClient) => Promise<T>) => Promise<T>;
  store: ScreenStore;
  now: () => Date;
}): Trash {
  const { tx, store, now } = opts;
  return {
    async remove(file, o) {
      const current = await store.read(file);
      if (current === null) return;
      // Saving the text it already has only records it (and refuses a stale base as a conflict).
      await store.save(file, current, { author: o.author, message: 'Before deleting', base: o.base });
      await tx(async (c) => {
        // Never in the middle of a publish, which checks against the published set.
        await c.query('SELECT pg_advisory_xact_lock($1)', [LOCKS.publish]);
        await c.query(
          `INSERT INTO screen_deleted (file, author, at) VALUES ($1, $2, $3)
          ON CONFLICT (file) DO UPDATE SET author = EXCLUDED.author, at = EXCLUDED.at`,
          [file, o.author, now().toISOString()],
        );
        await c.query('DELETE FROM screen_published WHERE file = $1', [file]);
        await c.query('SELECT pg_notify($1, $2)', [CHANNEL, file]);
      });
    },
    list: () =>
      tx(async (c) =>
        (
          await c.query<{ file: string; author: string; at: Date; last: number }>(
            `SELECT d.file, d.author, d.at, max(v.version) AS last FROM screen_deleted d JOIN screen_versions v USING (file)
            GROUP BY d.file, d.author, d.at ORDER BY d.at DESC`,
          )
        ).rows.map((r): Deleted => ({ file: r.file, author: r.author, at: new Date(r.at).toISOString(), lastVersion: r.last })),
      ),
    restored: (file) =>
      tx(async (c) => {
        await c.query('DELETE FROM screen_deleted WHERE file = $1', [file]);
      }),
  };
}
