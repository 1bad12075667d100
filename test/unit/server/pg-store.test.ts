// The PostgreSQL store against a real server started here (test/helpers/postgres.ts): the ScreenStore
// contract on an empty database per case, then what only the database does: a publish announced to every
// store, migrations that run once, a database that goes away and comes back, npm run screens:import, and
// npm start's store (from-env.ts) keeping the last published set for a restart without the database.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPgStore, type PgStore } from '../../../server/screen-store/pg-store.ts';
import { createFileStore, OUTSIDE } from '../../../server/screen-store/file-store.ts';
import { labelStoreFromEnv, screenStoreFromEnv } from '../../../server/screen-store/from-env.ts';
import { labelsDirFor } from '../../../server/labels.ts';
import { readManifest } from '../../../server/screens.ts';
import type { ScreenFile } from '../../../server/screen-store/store.ts';
import { StudioRefusal } from '../../../server/studio/http.ts';
import { startPostgres, type TestPostgres } from '../../helpers/postgres.ts';
import { until } from '../../helpers/until.ts';
import { shipped, storeContract } from '../studio/store-contract.ts';
import { labelStoreContract } from '../studio/label-store-contract.ts';
import { LABELS } from '../../../server/screen-store/pg-schema.ts';
import { refuseLabelProblems } from '../../../server/labels-check.ts';
import { tempDir } from '../../helpers/temp.ts';
import { createPgWorkflow } from '../../../server/screen-store/pg-workflow.ts';
import { pgQuery } from '../../../server/screen-store/pg-query.ts';
import { startScheduler } from '../../../server/studio/scheduler.ts';
import type { ScreenStore } from '../../../server/screen-store/store.ts';
import { createPgAssets } from '../../../server/assets/pg-assets.ts';
import { checkImage } from '../../../server/assets/image-check.ts';
import { png } from '../../helpers/images.ts';
import { createStudio } from '../../../server/studio/index.ts';
import { createAppServer } from '../../../server/app.ts';
import { signInOnce } from '../studio/fixture.ts';

let db: Promise<TestPostgres> | null = null;
const quiet = () => {};

/** The test server's database, emptied (no tables: the store makes them again); its URL. */
async function freshDatabase(): Promise<string> {
  db ??= startPostgres();
  const { url } = await db;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    `DROP TABLE IF EXISTS screen_published, screen_versions, screen_migrations, screen_deleted, label_published, label_versions,
      studio_assets, studio_approvals, studio_schedules, studio_preview_links, studio_settings`,
  );
  await admin.end();
  return url;
}

/** The shipped screens as version 1 of each, published (what npm run screens:import does for a fresh history), in one statement. */
async function seed(store: PgStore, connectionString: string): Promise<void> {
  await store.list(); // makes the tables
  const files = readdirSync(join(process.cwd(), 'screens')).filter((f) => f.endsWith('.json'));
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query(
    `WITH v AS (
      INSERT INTO screen_versions (file, version, author, at, message, added, removed, source)
      SELECT f, 1, $2, now(), 'Imported', 1, 0, s FROM unnest($1::text[], $3::text[]) AS t(f, s) RETURNING file)
    INSERT INTO screen_published (file, version, author, at) SELECT file, 1, $2, now() FROM v`,
    [files, OUTSIDE, files.map(shipped)],
  );
  await client.end();
}

labelStoreContract('createPgStore', async () => {
  const connectionString = await freshDatabase();
  const store = createPgStore({ connectionString, log: quiet, kind: LABELS, check: refuseLabelProblems, where: 'labels/' });
  return { store, done: () => store.close() };
});

storeContract('createPgStore', async () => {
  const connectionString = await freshDatabase();
  const store = createPgStore({ connectionString, log: quiet });
  await seed(store, connectionString);
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
  const store = createPgStore({
    connectionString: url,
    log: quiet,
    retry: { first: 50, max: 200 },
    onPublished: (files) => {
      seen.files = files;
    },
  });
  open.push(store);
  return { store, served: (file = FILE) => seen.files.find((f) => f.file === file)?.source };
};
s.before.each(async () => {
  url = await freshDatabase();
  const store = createPgStore({ connectionString: url, log: quiet });
  await seed(store, url);
  await store.close();
});
s.after.each(async () => {
  await Promise.all(open.splice(0).map((st) => st.close()));
});
s.after(async () => {
  await (await db)?.remove();
});

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

s('a studio call whose connection dies mid-call is refused with a 503, and the server process goes on', async () => {
  // The workflow's and the images' calls (pg-query.ts): a connection that breaks while checked out also emits
  // 'error', which with no listener ended the whole process (the database stopped under the scheduler's call).
  const { query, close } = pgQuery(url, 'workflow', quiet);
  const admin = new pg.Client({ connectionString: url });
  // The server restarts every connection after one of its processes is killed: this one's end is expected.
  admin.on('error', () => {});
  await admin.connect();
  try {
    const call = query('SELECT pg_sleep(30)').then(
      () => 'answered',
      (err: Error) => err,
    );
    const running = async () =>
      (await admin.query("SELECT pid FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)'")).rows.map((r) => r.pid as number);
    await until(async () => (await running()).length === 1, 'the call runs');
    // Its connection ends without a word from the server (the process serving it is killed, as when the machine
    // or the network drops it): the client emits 'error' at once, before the call's own failure.
    process.kill((await running())[0]!, 'SIGKILL');
    const out = await call;
    assert.instance(out, StudioRefusal);
    assert.is((out as StudioRefusal).status, 503);
    // Once the database has recovered, the next call gets a new connection.
    await until(async () => (await query('SELECT 1 AS one').catch(() => []))[0]?.one === 1, 'a call answers again', 10_000);
  } finally {
    await admin.end();
    await close();
  }
});

s('migrations run once: a second store on the same database starts on the same data', async () => {
  const a = server();
  const b = server();
  assert.equal(await a.store.list(), await b.store.list());
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT id FROM screen_migrations');
  await client.end();
  assert.equal(rows, [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
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
  await until(async () => {
    await a.store.save(FILE, retryOff, { author: 'alice', message: '' });
    return true;
  }, 'the database answers again');
  await a.store.publish(FILE, { author: 'alice' });
  await until(() => b.served() === retryOff, 'b hears of the publish after reconnecting');
});

s('a deleted screen is gone from every server within 2 s, keeps its history, and comes back from its last version', async () => {
  const a = server();
  const b = server();
  await until(() => b.served() === shipped(FILE), 'b loads the published set');
  await a.store.trash.remove(FILE, { author: 'alice', base: shipped(FILE) });
  const took = await until(() => a.served() === undefined && b.served() === undefined, 'neither store serves it', 2000);
  assert.ok(took < 2000);
  assert.not.ok((await b.store.list()).includes(FILE), 'no longer listed');
  const [gone] = await b.store.trash.list();
  assert.equal([gone!.file, gone!.author, gone!.lastVersion], [FILE, 'alice', 1]);
  // A stale delete is a conflict, as a save is.
  await a.store.save('home.json', `${shipped('home.json')} `, { author: 'bob', message: '' });
  const stale = await a.store.trash.remove('home.json', { author: 'alice', base: shipped('home.json') }).catch((e) => e);
  assert.is(stale?.constructor?.name, 'SaveConflict');
  // What the studio's undelete does: save the last version again, publish it, forget the deletion.
  const v = await b.store.save(FILE, shipped(FILE), {
    author: 'bob',
    message: 'back',
    restoredFrom: gone!.lastVersion,
    base: shipped(FILE),
  });
  await b.store.publish(FILE, { author: 'bob', version: v.version });
  await b.store.trash.restored(FILE);
  await until(() => a.served() === shipped(FILE), 'a serves it again', 2000);
  assert.equal(await a.store.trash.list(), []);
  assert.ok((await a.store.list()).includes(FILE));
});

s('screens:import copies every version with its author and the published one; a second run changes nothing', async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('TRUNCATE screen_published, screen_versions, label_published, label_versions');
  await admin.end();
  const tmp = tempDir('import-');
  try {
    const screensDir = join(tmp, 'screens');
    cpSync(join(process.cwd(), 'screens'), screensDir, { recursive: true });
    const files = createFileStore({ screensDir, historyDir: join(tmp, 'history') });
    await files.save(FILE, retryOff, { author: 'alice', message: 'retry off' });
    await files.publish(FILE, { author: 'alice' });
    await files.save(FILE, shipped(FILE), { author: 'bob', message: 'a draft' });
    writeFileSync(join(screensDir, 'help.json'), shipped('help.json').replace('"help_center"', '"help_center" '));
    // The label texts staff published beside screens/, found on disk (no label history yet).
    mkdirSync(join(tmp, 'labels'));
    writeFileSync(join(tmp, 'labels', 'en.json'), '{\n  "footer_home": "Start"\n}\n');
    const run = () =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/screens-import.ts', '--screens', screensDir, '--history', join(tmp, 'history')],
        { env: { ...process.env, DATABASE_URL: url } },
      );
    const first = (await run()).stdout;
    assert.match(first, new RegExp(`${FILE}: 3 version\\(s\\), published 2`));
    assert.match(first, /labels\/en\.json: 1 version\(s\), published 1/);
    const labels = createPgStore({ connectionString: url, log: quiet, kind: LABELS });
    open.push(labels);
    assert.equal(await labels.publishedSet(), [{ file: 'en.json', source: '{\n  "footer_home": "Start"\n}\n' }]);
    const db = server();
    assert.equal(
      (await db.store.history(FILE)).map((v) => [v.version, v.author, v.message, v.published]),
      [
        [3, 'bob', 'a draft', undefined],
        [2, 'alice', 'retry off', true],
        [1, OUTSIDE, 'As it was before the first studio save', undefined],
      ],
    );
    assert.is(await db.store.read(FILE), shipped(FILE), 'the draft is the latest version');
    await until(() => db.served() === retryOff, 'the published version is served');
    assert.match(db.served('help.json')!, /"help_center" /, 'a hand edit is published as found');
    assert.match((await run()).stdout, /0 screen\(s\) copied/);
    assert.is((await db.store.history(FILE)).length, 3);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

s("npm start serves the database's set and keeps it; restarted without the database, it serves the kept set", async () => {
  const tmp = tempDir('from-env-');
  const screensDir = join(tmp, 'screens');
  cpSync(join(process.cwd(), 'screens'), screensDir, { recursive: true });
  const env = { DATABASE_URL: url, SCREENS_CACHE: join(tmp, 'kept.json') };
  const served = async () => (await readManifest(screensDir)).files.find((f) => f.file === FILE)?.source;
  try {
    const a = server();
    await a.store.save(FILE, retryOff, { author: 'alice', message: '' });
    await a.store.publish(FILE, { author: 'alice' });
    const first = screenStoreFromEnv(env, screensDir, quiet)!;
    open.push(first);
    await until(async () => (await served()) === retryOff, "the database's published set is served");
    await until(
      () => existsSync(env.SCREENS_CACHE) && readFileSync(env.SCREENS_CACHE, 'utf8').includes('"retry\\": false'),
      'and kept in SCREENS_CACHE',
    );
    await first.close();
    open.pop();
    // A new process: another folder (nothing served from memory yet) holding the shipped text, no database.
    const again = join(tmp, 'screens-again');
    cpSync(join(process.cwd(), 'screens'), again, { recursive: true });
    const restarted = screenStoreFromEnv({ ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, again, quiet)!;
    open.push(restarted);
    assert.is((await readManifest(again)).files.find((f) => f.file === FILE)?.source, retryOff);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

s('a scheduled publish is claimed and published by exactly one of several servers, at its time', async () => {
  const servers = [server(), server(), server()];
  await until(() => servers.every((x) => x.served() === shipped(FILE)), 'every server loads the published set');
  await servers[0]!.store.save(FILE, retryOff, { author: 'alice', message: 'Scheduled' });
  const version = (await servers[0]!.store.history(FILE))[0]!.version;
  const workflows = servers.map(() => createPgWorkflow({ connectionString: url, log: quiet }));
  const at = new Date(Date.now() + 1000);
  const made = await workflows[0]!.addSchedule({
    kind: 'screens',
    file: FILE,
    version,
    at: at.toISOString(),
    by: 'bob',
    created: new Date().toISOString(),
  });
  let publishes = 0;
  /** A store that counts the publishes the schedulers make. */
  const counted = (store: ScreenStore): ScreenStore => ({
    ...store,
    publish: (file, o) => {
      publishes++;
      return store.publish(file, o);
    },
  });
  const schedulers = servers.map((x, i) =>
    startScheduler({ workflow: workflows[i]!, storeOf: () => counted(x.store), log: quiet, pollMs: 100 }),
  );
  try {
    await until(() => servers.every((x) => x.served() === retryOff), 'every server serves the scheduled version', 10_000);
    assert.ok(Date.now() >= at.getTime() - 50, 'not before its time');
    await until(async () => (await workflows[1]!.schedules()).find((x) => x.id === made.id)?.state === 'done', 'recorded as done');
    await new Promise((r) => setTimeout(r, 500)); // three more polls each: nobody publishes it again
    assert.is(publishes, 1);
  } finally {
    for (const x of schedulers) x.stop();
    await Promise.all(workflows.map((w) => w.close()));
  }
});

s('uploaded images are kept in the database and reach every server, which keeps a copy to serve without it', async () => {
  const tmp = tempDir('assets-');
  const a = createPgAssets({ connectionString: url, cacheDir: join(tmp, 'a'), log: quiet });
  const b = createPgAssets({ connectionString: url, cacheDir: join(tmp, 'b'), log: quiet });
  try {
    const bytes = png(6, 4);
    const kept = await a.put(bytes, checkImage(bytes, 'image/png'), { original: 'logo.png', author: 'alice' });
    assert.equal((await b.get(kept.name))?.bytes, bytes, 'another server reads it from the database');
    assert.equal(
      (await b.list()).map((x) => [x.name, x.author, x.width, x.height]),
      [[kept.name, 'alice', 6, 4]],
    );
    const gone = createPgAssets({ connectionString: 'postgres://nobody@127.0.0.1:1/none', cacheDir: join(tmp, 'b'), log: quiet });
    assert.equal((await gone.get(kept.name))?.bytes, bytes, 'and then serves its own copy, the database away');
    await gone.close();
  } finally {
    await Promise.all([a.close(), b.close()]);
    rmSync(tmp, { recursive: true, force: true });
  }
});

s('with the database away the studio opens read-only: it lists and shows what players get, says why, and refuses changes', async () => {
  const tmp = tempDir('studio-pg-');
  const screensDir = join(tmp, 'screens');
  cpSync(join(process.cwd(), 'screens'), screensDir, { recursive: true });
  const env = { DATABASE_URL: url, SCREENS_CACHE: join(tmp, 'kept.json') };
  const store = screenStoreFromEnv(env, screensDir, quiet)!;
  const labels = labelStoreFromEnv(env, screensDir, quiet)!;
  const workflow = createPgWorkflow({ connectionString: url, log: quiet });
  const assets = createPgAssets({ connectionString: url, cacheDir: join(tmp, 'assets'), log: quiet });
  // Also closed after the test (after.each), should it fail before its own `finally` (closing twice is harmless).
  open.push(store, labels);
  const studio = createStudio({ root: tmp, links: true, stores: { store, trash: store.trash, labels, assets, workflow } });
  const app = createAppServer({ root: process.cwd(), screensDir, studio, distDir: join(process.cwd(), 'dist') });
  await new Promise<void>((done) => app.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(app.address() as { port: number }).port}`;
  const pgServer = (await db)!;
  try {
    await store.save(FILE, retryOff, { author: 'alice', message: '' });
    await store.publish(FILE, { author: 'alice' });
    await until(
      async () => (await readManifest(screensDir)).files.find((f) => f.file === FILE)?.source === retryOff,
      'the server serves the published set',
    );
    const cookie = await signInOnce(base, studio, 'Ana');
    const call = (path: string, init: RequestInit = {}) =>
      fetch(base + path, { ...init, headers: { Cookie: cookie, 'X-Studio': '1', 'Content-Type': 'application/json', ...init.headers } });
    assert.is((await (await call('/studio/api/meta')).json()).readOnly, undefined, 'not read-only while the database answers');
    await pgServer.stop();
    try {
      const meta = await call('/studio/api/meta');
      assert.is(meta.status, 200);
      const body = await meta.json();
      assert.match(
        body.readOnly,
        /^The screen database cannot be reached, so the studio is read-only: you can open and read what players see now/,
      );
      assert.ok(body.files.includes(FILE) && body.files.includes('home.json'), body.files.join());
      const file = await (await call(`/studio/api/file?name=${FILE}`)).json();
      assert.equal([file.source, typeof file.readOnly], [retryOff, 'string'], 'the published text players get');
      const labelsView = await call('/studio/api/labels?lang=EN');
      assert.is(labelsView.status, 200);
      const save = await call('/studio/api/save', {
        method: 'POST',
        body: JSON.stringify({ file: FILE, source: shipped(FILE), draft: true }),
      });
      assert.is(save.status, 503);
      assert.match((await save.json()).error, /so the studio is read-only/);
      const history = await call(`/studio/api/history?name=${FILE}`);
      assert.is(history.status, 503);
    } finally {
      await pgServer.start();
    }
  } finally {
    studio.close();
    app.closeAllConnections();
    await new Promise((done) => app.close(done));
    // Closed before their folder goes: once the database is back, the stores' listeners reconnect and write the
    // published set into it (a removal meanwhile failed with ENOTEMPTY beside a busy process).
    await Promise.all([store.close(), labels.close(), workflow.close(), assets.close()]);
    rmSync(tmp, { recursive: true, force: true });
  }
});

s('npm start keeps the published label texts too; restarted without the database, it serves them', async () => {
  const tmp = tempDir('from-env-');
  const env = { DATABASE_URL: url, LABELS_CACHE: join(tmp, 'labels-kept.json') };
  const texts = '{\n  "footer_home": "Start"\n}\n';
  const servedIn = async (screensDir: string) =>
    (await readManifest(labelsDirFor(screensDir))).files.find((f) => f.file === 'en.json')?.source;
  try {
    const labels = createPgStore({ connectionString: url, log: quiet, kind: LABELS, check: refuseLabelProblems });
    open.push(labels);
    await labels.save('en.json', texts, { author: 'alice', message: '' });
    await labels.publish('en.json', { author: 'alice' });
    const first = labelStoreFromEnv(env, join(tmp, 'a', 'screens'), quiet)!;
    open.push(first);
    await until(async () => (await servedIn(join(tmp, 'a', 'screens'))) === texts, "the database's label texts are served");
    await until(() => existsSync(env.LABELS_CACHE) && readFileSync(env.LABELS_CACHE, 'utf8').includes('Start'), 'and kept in LABELS_CACHE');
    // A new process with another folder (nothing served from memory for it yet), no database.
    const restarted = labelStoreFromEnv({ ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, join(tmp, 'b', 'screens'), quiet)!;
    open.push(restarted);
    assert.is(await servedIn(join(tmp, 'b', 'screens')), texts);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

s.run();
