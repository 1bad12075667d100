// The PostgreSQL store against a real server started here (test/helpers/postgres.ts): the ScreenStore
// contract on an empty database per case, then what only the database does: a publish announced to every
// store, migrations that run once, and a database that goes away and comes back.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createPgStore, type PgStore } from '../../../server/screen-store/pg-store.ts';
import { OUTSIDE } from '../../../server/screen-store/file-store.ts';
import type { ScreenFile } from '../../../server/screen-store/store.ts';
import { StudioRefusal } from '../../../server/studio-http.ts';
import { startPostgres, type TestPostgres } from '../../helpers/postgres.ts';
import { until } from '../../helpers/until.ts';
import { shipped, storeContract } from '../studio/store-contract.ts';

let db: Promise<TestPostgres> | null = null;
const quiet = () => {};

/** The test server's database, emptied (no tables: the store makes them again); its URL. */
async function freshDatabase(): Promise<string> {
  db ??= startPostgres();
  const { url } = await db;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP TABLE IF EXISTS screen_published, screen_versions, screen_migrations');
  await admin.end();
  return url;
}

/** The shipped screens as version 1 of each, published (what npm run screens:import does for a fresh history). */
async function seed(store: PgStore): Promise<void> {
  for (const file of readdirSync(join(process.cwd(), 'screens')).filter((f) => f.endsWith('.json'))) {
    const source = shipped(file);
    await store.importHistory(file, [{ version: 1, file, author: OUTSIDE, at: new Date().toISOString(), message: 'Imported', added: 1, removed: 0, source }], 1);
  }
}

storeContract('createPgStore', async () => {
  const store = createPgStore({ connectionString: await freshDatabase(), log: quiet });
  await seed(store);
  return { store, done: () => store.close() };
});

const s = suite('createPgStore with a database');
const FILE = 'maintenance.json';
const retryOff = shipped(FILE).replace('"retry": true', '"retry": false');
let url = '';
const open: PgStore[] = [];
/** A store that keeps the last published set it was handed, as a server does. */
const server = () => {
  const seen: { files: ScreenFile[] } = { files: [] };
  const store = createPgStore({ connectionString: url, log: quiet, retry: { first: 50, max: 200 }, onPublished: (files) => { seen.files = files; } });
  open.push(store);
  return { store, served: (file = FILE) => seen.files.find((f) => f.file === file)?.source };
};
s.before.each(async () => {
  url = await freshDatabase();
  const store = createPgStore({ connectionString: url, log: quiet });
  await seed(store);
  await store.close();
});
s.after.each(async () => { await Promise.all(open.splice(0).map((st) => st.close())); });
s.after(async () => { await (await db)?.remove(); });

s('a publish through one store reaches every listening store within 2 s', async () => {
  const a = server();
  const b = server();
  await until(() => b.served() === shipped(FILE), 'b loads the published set on start');
  await a.store.save(FILE, retryOff, { author: 'alice', message: '' });
  assert.is(b.served(), shipped(FILE), 'a draft is not announced');
  await a.store.publish(FILE, { author: 'alice' });
  const took = await until(() => b.served() === retryOff && a.served() === retryOff, 'both stores hand on the published text', 2000);
  assert.ok(took < 2000);
});

s('migrations run once: a second store on the same database starts on the same data', async () => {
  const a = server();
  const b = server();
  assert.equal(await a.store.list(), await b.store.list());
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT id FROM screen_migrations');
  await client.end();
  assert.equal(rows, [{ id: 1 }]);
});

s('while the database is down calls are refused with a 503; when it returns, listeners reconnect and reload', async () => {
  const a = server();
  const b = server();
  await until(() => b.served() === shipped(FILE), 'b loads the published set');
  const pgServer = (await db)!;
  await pgServer.stop();
  try {
    const err = await a.store.read(FILE).catch((e) => e);
    assert.instance(err, StudioRefusal);
    assert.is(err.status, 503);
    assert.is(b.served(), shipped(FILE), 'the last published set is kept');
  } finally {
    await pgServer.start();
  }
  await until(async () => { await a.store.save(FILE, retryOff, { author: 'alice', message: '' }); return true; }, 'the database answers again');
  await a.store.publish(FILE, { author: 'alice' });
  await until(() => b.served() === retryOff, 'b hears of the publish after reconnecting');
});

s.run();
