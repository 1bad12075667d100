// `npm start` servers for browser tests of many servers on one database: each on a free port, its own sandbox
// state and caches, SKIP_BUILD=1 (the build is there), with the environment given; and closing them.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../helpers/postgres.ts';

export interface Instance {
  port: number;
  url: string;
  proc: ChildProcess;
  /** Everything it printed so far. */
  out: () => string;
}

/** Starts server/start.ts with `env` (DATABASE_URL and so on), keeping its files under `tmp` as `name`. */
export async function startInstance(env: NodeJS.ProcessEnv, tmp: string, name: string): Promise<Instance> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      SANDBOX_STATE: join(tmp, `${name}.json`),
      SCREENS_CACHE: join(tmp, `${name}-screens.json`),
      ASSETS_CACHE: join(tmp, `${name}-assets`),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => {
    out += d;
  });
  proc.stderr!.on('data', (d) => {
    out += d;
  });
  return { port, url: `http://127.0.0.1:${port}`, proc, out: () => out };
}

/** Stops the instances (SIGTERM, then waits for each to exit). */
export function stopInstances(instances: Instance[]): Promise<unknown> {
  return Promise.all(
    instances.map(
      (i) =>
        new Promise((done) => {
          if (i.proc.exitCode !== null) return done(null);
          i.proc.once('exit', done);
          i.proc.kill('SIGTERM');
        }),
    ),
  );
}
