// The PostgreSQL screen store (DATABASE_URL): versions and what is published live in tables, so any number
// of servers share one history. A publish is announced with NOTIFY; every server LISTENs (pg-listen.ts) and
// hands the published set to `onPublished`, which server/screens.ts serves from memory: players never wait
// on the database, and keep getting the last published set while it is away. The same code keeps the label
// overrides (kind LABELS: tables and channel of their own); deleting screens is pg-trash.ts.
import type pg from 'pg';
import { screenPath } from '../studio/files.ts';
import { heardPool } from '../pg-pool.ts';
import { StudioRefusal } from '../studio/http.ts';
import { nextVersion, type PublishCheck } from './file-store.ts';
import { refuseIfProblems } from './publish-check.ts';
import { SCREENS, migrate, type Kind } from './pg-schema.ts';
import { listenForPublishes } from './pg-listen.ts';
import { createPgTrash } from './pg-trash.ts';
import type { Trash } from '../studio/trash.ts';
import { PublishRefused, SaveConflict, type ScreenFile, type ScreenStore, type Version, type VersionWithSource } from './store.ts';

export interface PgStoreOptions {
  connectionString: string;
  /** Called with every published screen after each announced publish and each (re)connect; when set, the store LISTENs. */
  onPublished?: (files: ScreenFile[]) => void;
  log?: (message: string) => void;
  now?: () => Date;
  /** Reconnect delays (ms) of the LISTEN connection. */
  retry?: { first: number; max: number };
  /** Which documents: the screens (default) or the label overrides (pg-schema.ts LABELS). */
  kind?: Kind;
  /** How a publish is checked; default check:screens' checks. */
  check?: PublishCheck;
  /** How messages name the documents' folder ("screens/"). */
  where?: string;
}

export interface PgStore extends ScreenStore {
  /** Copies one screen's history in (npm run screens:import); false, and nothing written, when the database already has it. */
  importHistory(file: string, versions: VersionWithSource[], published: number | null): Promise<boolean>;
  /** Deleting screens and bringing them back (a deleted screen keeps its versions; other servers stop serving it). */
  trash: Trash;
  /** Stops listening and closes the connections. */
  close(): Promise<void>;
}

type Row = {
  file: string;
  version: number;
  author: string;
  at: Date;
  message: string;
  added: number;
  removed: number;
  restored_from: number | null;
  source: string;
};
const COLUMNS = 'file, version, author, at, message, added, removed, restored_from, source';
const toVersion = (r: Row): VersionWithSource => ({
  version: r.version,
  file: r.file,
  author: r.author,
  at: new Date(r.at).toISOString(),
  message: r.message,
  added: r.added,
  removed: r.removed,
  ...(r.restored_from ? { restoredFrom: r.restored_from } : {}),
  source: r.source,
});
const strip = ({ source: _s, published: _p, ...v }: VersionWithSource): Version => v;
/** Screen names are checked as the file store checks them (a plain name.json), with no folder behind them. */
const named = (file: string) => {
  screenPath('/screens', file);
  return file;
};

/** Writes one version row into `table`. */
const insertVersion = (c: pg.PoolClient, table: string, file: string, v: VersionWithSource) =>
  c.query(`INSERT INTO ${table} (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
    file,
    v.version,
    v.author,
    v.at,
    v.message,
    v.added,
    v.removed,
    v.restoredFrom ?? null,
    v.source,
  ]);

/** The PostgreSQL store; migrates on first use and, with `onPublished`, listens for publishes. */
export function createPgStore(opts: PgStoreOptions): PgStore {
  const log = opts.log ?? ((m: string) => console.error(`[screens] ${m}`));
  const now = opts.now ?? (() => new Date());
  const kind = opts.kind ?? SCREENS;
  const check: PublishCheck = opts.check ?? refuseIfProblems;
  const where = opts.where ?? 'screens/';
  const VERSIONS = `${kind.prefix}_versions`;
  const PUBLISHED = `${kind.prefix}_published`;
  // Only screens can be deleted: a deleted one is listed no more (its versions stay for a restore).
  const LISTED = kind === SCREENS ? ' WHERE file NOT IN (SELECT file FROM screen_deleted)' : '';
  const pool = heardPool(
    {
      connectionString: opts.connectionString,
      max: 4,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 10_000,
      keepAlive: true,
      application_name: 'screens',
    },
    (err) => log(`an idle screen database connection failed (${err.message})`),
  );
  let migrated: Promise<void> | null = null;

  /** Runs `task` in one transaction on a pooled connection; an unreachable database is a plain 503 for the studio. */
  async function tx<T>(task: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      log(`cannot reach the screen database (${(err as Error).message})`);
      throw new StudioRefusal(503, 'The screen database cannot be reached: nothing was changed. Try again in a moment.');
    }
    try {
      const c = client;
      migrated ??= migrate(c).catch((err) => {
        migrated = null;
        throw err;
      });
      await migrated;
      await client.query('BEGIN');
      const out = await task(client);
      await client.query('COMMIT');
      client.release();
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      // A refusal of ours leaves the connection fine; a database error may not have.
      const ours = err instanceof SaveConflict || err instanceof PublishRefused || err instanceof StudioRefusal;
      client.release(ours ? undefined : (err as Error));
      if (ours) throw err;
      log(`a screen database call failed (${(err as Error).message})`);
      throw new StudioRefusal(503, 'The screen database failed: nothing was changed. Try again in a moment.');
    }
  }

  const latest = async (c: pg.ClientBase, file: string) =>
    (await c.query<Row>(`SELECT ${COLUMNS} FROM ${VERSIONS} WHERE file = $1 ORDER BY version DESC LIMIT 1`, [file])).rows.map(toVersion)[0];
  const publishedOf = async (c: pg.ClientBase, file: string) =>
    (await c.query<{ version: number }>(`SELECT version FROM ${PUBLISHED} WHERE file = $1`, [file])).rows[0]?.version;
  const publishedSetOn = async (c: pg.ClientBase): Promise<ScreenFile[]> =>
    (await c.query<ScreenFile>(`SELECT v.file, v.source FROM ${PUBLISHED} p JOIN ${VERSIONS} v USING (file, version)`)).rows.sort((a, b) =>
      a.file.localeCompare(b.file),
    );

  let reloading: Promise<void> | null = null;
  let again = false;
  /** Hands the published set to onPublished; calls made while one runs are folded into one more. */
  function reload(): Promise<void> {
    if (reloading) {
      again = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        again = false;
        const files = await tx(publishedSetOn);
        if (files.length) opts.onPublished?.(files);
        else if (kind === SCREENS)
          log('the database has no published screens yet: serving screens/ until some are (npm run screens:import)');
      } while (again);
    })()
      .catch((err) => log(`could not reload the published screens (${(err as Error).message})`))
      .finally(() => {
        reloading = null;
      });
    return reloading;
  }

  const listener =
    opts.onPublished &&
    listenForPublishes({
      connectionString: opts.connectionString,
      channel: kind.channel,
      log,
      retry: opts.retry,
      onConnect: async (c) => {
        await migrate(c);
        await reload();
      },
      onPublish: () => void reload(),
    });

  const store: ScreenStore = {
    list: () =>
      tx(async (c) => (await c.query<{ file: string }>(`SELECT DISTINCT file FROM ${VERSIONS}${LISTED}`)).rows.map((r) => r.file).sort()),
    read: (file) => tx(async (c) => (await latest(c, named(file)))?.source ?? null),
    history: (file) =>
      tx(async (c) => {
        const published = await publishedOf(c, named(file));
        const rows = (await c.query<Row>(`SELECT ${COLUMNS} FROM ${VERSIONS} WHERE file = $1 ORDER BY version DESC`, [file])).rows;
        return rows.map((r) => ({ ...strip(toVersion(r)), ...(r.version === published ? { published: true as const } : {}) }));
      }),
    version: (file, n) =>
      tx(async (c) => {
        if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 31 - 1) return null;
        return (
          (await c.query<Row>(`SELECT ${COLUMNS} FROM ${VERSIONS} WHERE file = $1 AND version = $2`, [named(file), n])).rows.map(
            toVersion,
          )[0] ?? null
        );
      }),
    save: (file, source, o) =>
      tx(async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [kind.locks.save, named(file)]);
        const last = await latest(c, file);
        if (o.base !== undefined && last && o.base !== last.source) throw new SaveConflict(file, last.source, strip(last));
        // The same text again only records it, unless it is a restore (a restore is always a version of its own).
        if (last?.source === source && o.restoredFrom === undefined)
          return (await publishedOf(c, file)) === last.version ? { ...strip(last), published: true } : strip(last);
        const v = nextVersion(file, last, source, o, now());
        await insertVersion(c, VERSIONS, file, v);
        return strip(v);
      }),
    publish: (file, o) =>
      tx(async (c) => {
        // One publish at a time across every server: each is checked against all the others.
        await c.query('SELECT pg_advisory_xact_lock($1)', [kind.locks.publish]);
        const target =
          o.version === undefined
            ? await latest(c, named(file))
            : (await c.query<Row>(`SELECT ${COLUMNS} FROM ${VERSIONS} WHERE file = $1 AND version = $2`, [file, o.version])).rows.map(
                toVersion,
              )[0];
        if (!target)
          throw new PublishRefused(
            file,
            o.version === undefined ? `${where}${file} has nothing saved to publish.` : `${where}${file} has no version ${o.version}.`,
          );
        if ((await publishedOf(c, file)) === target.version) return { ...strip(target), published: true };
        await check(await publishedSetOn(c), file, target.source);
        await c.query(
          `INSERT INTO ${PUBLISHED} (file, version, author, at) VALUES ($1, $2, $3, $4)
        ON CONFLICT (file) DO UPDATE SET version = EXCLUDED.version, author = EXCLUDED.author, at = EXCLUDED.at`,
          [file, target.version, o.author, now().toISOString()],
        );
        await c.query('SELECT pg_notify($1, $2)', [kind.channel, file]);
        return { ...strip(target), published: true };
      }),
    publishedSet: () => tx(publishedSetOn),
  };
  return {
    ...store,
    trash: createPgTrash({ tx, store, now }),
    importHistory: (file, versions, published) =>
      tx(async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [kind.locks.save, named(file)]);
        if (await latest(c, file)) return false;
        for (const v of versions) {
          await insertVersion(c, VERSIONS, file, v);
        }
        if (published !== null) {
          await c.query(`INSERT INTO ${PUBLISHED} (file, version, author, at) VALUES ($1, $2, $3, $4)`, [
            file,
            published,
            versions.find((v) => v.version === published)?.author ?? 'import',
            now().toISOString(),
          ]);
          await c.query('SELECT pg_notify($1, $2)', [kind.channel, file]);
        }
        return true;
      }),
    async close() {
      await listener?.close();
      await reloading;
      await pool.end().catch(() => {});
    },
  };
}
