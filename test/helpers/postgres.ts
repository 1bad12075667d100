// A throwaway PostgreSQL for tests: initdb and pg_ctl from Debian's package (/usr/lib/postgresql/<n>/bin)
// into a temp folder, on a free loopback port, trusting local connections. As root it runs as the postgres
// user (initdb refuses root). .ci/run installs the package; without it the test fails and says so.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed server's bin folder; throws with how to install one. */
export function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const found = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!found.length) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (Debian), as .ci/run does.');
  return join(base, found[0]!, 'bin');
}

/** A free loopback port (free when asked; the server takes it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
  });
}

export interface TestPostgres {
  url: string;
  /** Stops the server (fast shutdown: clients are disconnected). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if running and deletes everything. */
  remove(): Promise<void>;
}

/** Creates and starts a cluster. */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    chownSync(dir, Number(uid.stdout), Number(gid.stdout));
  }
  const as = (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]) : run(join(bin, cmd), args);
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const start = async () => {
    try {
      await as('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-w',
        '-t',
        '30',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ]);
    } catch (err) {
      const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8').slice(-2000) : '';
      throw new Error(`PostgreSQL did not start: ${(err as Error).message}\n${log}`);
    }
  };
  const stop = async () => {
    await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  // A test that dies half-way must not leave a server running.
  const orphan = () => {
    if (!existsSync(join(data, 'postmaster.pid'))) return;
    try {
      execFileSync(
        asRoot ? 'runuser' : join(bin, 'pg_ctl'),
        [...(asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []), '-D', data, '-m', 'immediate', 'stop'],
        { stdio: 'ignore' },
      );
    } catch {
      /* already gone */
    }
  };
  process.once('exit', orphan);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      process.off('exit', orphan);
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
