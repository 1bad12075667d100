// Production in small: a PostgreSQL started here, the file history moved in with npm run screens:import,
// two `npm start` servers on it behind one port (a round-robin TCP proxy). A publish on one server (a screen,
// a label, a deletion) is served by both within 2 s (plus what a loaded machine adds, measured as it happens);
// with the database stopped, both keep serving the last published set.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { startInstance, stopInstances, type Instance } from './instances.ts';
import { until } from '../helpers/until.ts';
import { tempDir } from '../helpers/temp.ts';
import { signInWithLink } from '../unit/studio/fixture.ts';

const FILE = 'maintenance.json';
const shipped = readFileSync(join('screens', FILE), 'utf8');
const retryOff = shipped.replace('"retry": true', '"retry": false');

/** One GET on a new connection (so the proxy picks the next server each time). */
function getBody(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (d) => {
          body += d;
        })
        .on('end', () => resolve({ status: res.statusCode!, body }));
    }).on('error', reject);
  });
}

/** A round-robin TCP proxy: each connection goes to the next port. */
function roundRobin(ports: number[]): Promise<{ server: Server; port: number }> {
  let next = 0;
  const server = createServer((client) => {
    const upstream = connect(ports[next++ % ports.length]!, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })),
  );
}

const retryOf = async (port: number) => {
  const res = await getBody(port, `/screens/${FILE}`);
  return res.status === 200 ? JSON.parse(res.body).widgets[0].props.retry : undefined;
};

/** The product's claim: a publish on one server is served by every server within 2 s. */
const BUDGET_MS = 2000;
/** How long a wait may run at all on a loaded machine before it is a failure whatever the load. */
const GIVE_UP_MS = 30_000;

/**
 * Waits from now (just after the publish answered) until `check` holds, and asserts it held within BUDGET_MS plus
 * what the machine took away meanwhile: all the time a 100 ms timer of this process ran late, added up (a few ms on
 * a quiet machine; the longest single delay alone let a fresh-clone run beside other work fail by 5 ms over).
 * On a quiet machine the budget is the 2 s itself.
 */
async function withinBudget(check: () => Promise<boolean>, what: string): Promise<void> {
  let lag = 0;
  let last = performance.now();
  const clock = setInterval(() => {
    const now = performance.now();
    lag += Math.max(0, now - last - 100);
    last = now;
  }, 100);
  try {
    const took = await until(check, what, GIVE_UP_MS);
    assert.ok(
      took <= BUDGET_MS + lag,
      `${what}: took ${took} ms (budget ${BUDGET_MS} ms, and ${Math.round(lag)} ms this machine's timers ran late meanwhile)`,
    );
  } finally {
    clearInterval(clock);
  }
}

test('two servers on one database: a publish reaches both within 2 s; without the database both keep serving', async () => {
  const tmp = tempDir('many-');
  let db: TestPostgres | undefined;
  const instances: Instance[] = [];
  let proxy: Server | undefined;
  try {
    db = await startPostgres();
    const imported = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/screens-import.ts', '--history', join(tmp, 'no-history')],
      { env: { ...process.env, DATABASE_URL: db.url } },
    );
    assert.match(imported.stdout, /screens:import: \d+ screen\(s\) copied/);
    const env = { DATABASE_URL: db.url, STUDIO_LINK: '1' };
    instances.push(await startInstance(env, tmp, 'a'), await startInstance(env, tmp, 'b'));
    const [a, b] = instances as [Instance, Instance];
    const rr = await roundRobin([a.port, b.port]);
    proxy = rr.server;
    for (const i of instances)
      await until(
        () => /serving the \d+ published screens from the database/.test(i.out()),
        `server on ${i.port} serves the database's screens:\n${i.out()}`,
        20_000,
      );

    // Publish on a (signed in to its studio with the one-time link it printed).
    const link = /one-time link: (http:\/\/\S+)/.exec(a.out())![1]!;
    const cookie = await signInWithLink(link, 'Ana');
    const call = (name: string, body: unknown) =>
      fetch(`http://127.0.0.1:${a.port}/studio/api/${name}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', 'X-Studio': '1', Cookie: cookie },
      });
    assert.is((await call('save', { file: FILE, source: retryOff, base: shipped, draft: true })).status, 200);
    assert.is(await retryOf(b.port), true, 'a draft does not reach players');
    const published = await call('publish', { file: FILE });
    assert.is(published.status, 200, await published.clone().text());
    await withinBudget(
      async () => (await retryOf(b.port)) === false && (await retryOf(a.port)) === false,
      'both servers serve the published version',
    );
    for (let i = 0; i < 4; i++) assert.is(await retryOf(rr.port), false, `request ${i} through the proxy`);

    // A label published on a: b serves it within 2 s (the catalogue players load, and the server render).
    const labels = `${JSON.stringify({ footer_home: 'Start here' }, null, 2)}\n`;
    assert.is((await call('save', { kind: 'labels', file: 'en.json', source: labels, message: 'Home is Start here' })).status, 200);
    const footerHome = async (port: number) => JSON.parse((await getBody(port, '/i18n/en.json')).body).footer_home;
    await withinBudget(
      async () => (await footerHome(b.port)) === 'Start here' && (await footerHome(a.port)) === 'Start here',
      'both servers serve the published label',
    );
    await withinBudget(async () => (await getBody(b.port, '/m/home')).body.includes('Start here'), "b's page shows the label");

    // A screen deleted on a is gone from b within 2 s; restored on a, b serves it again.
    // A duplicated screen starts as a draft: players (on either server) get it once it is published.
    const copy = await call('duplicate', { from: 'settings.json', file: 'settings-copy', route: '/m/settings-copy' });
    assert.is(copy.status, 200, await copy.clone().text());
    const served = async (port: number) => (await getBody(port, '/screens/settings-copy.json')).status;
    assert.is(await served(b.port), 404, 'the copy is a draft');
    const copyPublished = await call('publish', { file: 'settings-copy.json' });
    assert.is(copyPublished.status, 200, await copyPublished.clone().text());
    await withinBudget(async () => (await served(b.port)) === 200, 'b serves the copy');
    const deleted = await call('delete', { file: 'settings-copy.json' });
    assert.is(deleted.status, 200, await deleted.clone().text());
    await withinBudget(async () => (await served(b.port)) === 404 && (await served(a.port)) === 404, 'neither serves it');
    // Restored, it is a draft again until published.
    assert.is((await call('undelete', { file: 'settings-copy.json' })).status, 200);
    const restoredPublished = await call('publish', { file: 'settings-copy.json' });
    assert.is(restoredPublished.status, 200, await restoredPublished.clone().text());
    await withinBudget(async () => (await served(b.port)) === 200, 'b serves the restored screen');

    // The database goes away: both servers notice, keep serving the last published set, and refuse to publish.
    await db.stop();
    for (const i of instances)
      await until(
        () => /screen database connection (closed|failed)/.test(i.out()),
        `server on ${i.port} noticed the database left`,
        10_000,
      );
    for (let i = 0; i < 4; i++) assert.is(await retryOf(rr.port), false, `request ${i} through the proxy without the database`);
    assert.is((await call('publish', { file: FILE })).status, 503);
    assert.is((await getBody(rr.port, '/screens/manifest.json')).status, 200);
    for (const i of instances) assert.is(i.proc.exitCode, null, `server on ${i.port} is still running:\n${i.out()}`);
  } finally {
    proxy?.close();
    await stopInstances(instances);
    await db?.remove();
    rmSync(tmp, { recursive: true, force: true });
  }
});

test.run();
