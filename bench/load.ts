// Load on the server as `npm start` runs it (its own process, sandbox platform, compression, no request log):
// 100 keep-alive connections for a few seconds on an app page and on a hashed JS file, one after the other.
// An app page should cost little more than a static file (screens and boot data are kept in memory). Then home's
// HTML with a platform that takes 8 s: it comes within the server's boot and render budgets.
// Alone: `npx tsx bench/load.ts` (LOAD_SECONDS, LOAD_CONNECTIONS); `npm run bench` includes it.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadResult {
  path: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Keeps `connections` requests in flight on `path` for `seconds`. */
export async function load(base: string, path: string, connections: number, seconds: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t = process.hrtime.bigint();
      const req = request(`${base}${path}`, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) times.push(Number(process.hrtime.bigint() - t) / 1e6);
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const pct = (p: number) => +(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(1);
  return {
    path,
    connections,
    seconds: +elapsed.toFixed(1),
    requests: times.length,
    rps: Math.round(times.length / elapsed),
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    errors,
  };
}

/** How long a player waits for home's HTML when the platform takes SLOW_PLATFORM_MS to answer anything: the server
 * renders with what came within its boot and render budgets (server/boot-data.ts, server/ssr.ts), not waiting longer. */
export const SLOW_PLATFORM_MS = 8000;

/** Home's HTML, whole, with a platform that answers after SLOW_PLATFORM_MS: the median of `runs` requests, each at
 * an address of its own (past the page cache). */
async function pageBeforeSlowPlatform(base: string, runs = 5): Promise<{ medianMs: number; runs: number[] }> {
  const config = (body: unknown) =>
    fetch(`${base}/__sandbox/config`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  await config({ latencyMs: SLOW_PLATFORM_MS });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/m/home?slow=${i}`);
      const html = await res.text();
      if (res.status !== 200 || !html.includes('data-ssr='))
        throw new Error(`slow platform: /m/home gave ${res.status} without a server render`);
      times.push(Math.round(performance.now() - t));
    }
  } finally {
    await config({ latencyMs: 0 });
  }
  return { medianMs: [...times].sort((a, b) => a - b)[Math.floor(runs / 2)]!, runs: times };
}

/** Starts `npm start`'s server on a free port (the build must exist) and loads an app page and a hashed file. */
export async function serverLoad(
  root: string,
  opts: { connections?: number; seconds?: number } = {},
): Promise<{ page: LoadResult; file: LoadResult; pageToFile: number; slowPlatform: { medianMs: number; runs: number[] } }> {
  const connections = opts.connections ?? Number(process.env.LOAD_CONNECTIONS ?? 100);
  const seconds = opts.seconds ?? Number(process.env.LOAD_SECONDS ?? 8);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      LOG: 'off',
      STUDIO: '0',
      SANDBOX_STATE: join(mkdtempSync(join(tmpdir(), 'load-')), 'state.json'),
    },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        if (d.toString().includes('serving http')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const html = await (await fetch(`${base}/m/home`)).text();
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    if (!script) throw new Error('no entry script in /m/home');
    await load(base, '/m/home', connections, 1); // warm up
    const page = await load(base, '/m/home', connections, seconds);
    const file = await load(base, script, connections, seconds);
    const slowPlatform = await pageBeforeSlowPlatform(base);
    return { page, file, pageToFile: +(page.rps / file.rps).toFixed(2), slowPlatform };
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await serverLoad(process.cwd()), null, 2));
}
