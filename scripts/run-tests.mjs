// Runs the uvu suites and ends with one "N passed, N failed" line. Unit tests: one process per folder (DOM
// globals in one folder never leak into another). Browser tests: one process per file (its own server and
// browser), TEST_JOBS of them at a time (2 by default), the slowest first by the last run's timings
// (test-results/timings.json, or test/timings.json on a fresh clone). Each process gets a temporary folder of its
// own (TMPDIR), removed when it ends however it ended, so no test leaves anything in /tmp.
// Usage: node scripts/run-tests.mjs unit|e2e [folder or file...]
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { basename, join } from 'node:path';

const kind = process.argv[2] ?? 'unit';
const given = process.argv.slice(3);
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2));
const TIMINGS = 'test-results/timings.json';
/** Typical times, committed: a fresh clone (no test-results/ yet) still starts the slowest files first. */
const TYPICAL = 'test/timings.json';

/** One run: a folder (every matching file in it) or one browser-test file. */
function runsOf() {
  if (kind !== 'e2e')
    return (given.length ? given : ['test/unit', 'test/ui', 'test/sandbox'])
      .filter((d) => existsSync(d))
      .map((dir) => ({ name: dir, dir, pattern: '\\.test\\.tsx?$' }));
  const files = given.length
    ? given.flatMap((p) =>
        statSync(p).isDirectory()
          ? readdirSync(p)
              .filter((f) => f.endsWith('.e2e.ts'))
              .map((f) => join(p, f))
          : [p],
      )
    : readdirSync('test/e2e')
        .filter((f) => f.endsWith('.e2e.ts'))
        .map((f) => join('test/e2e', f));
  return files.map((file) => ({ name: file, dir: join(file, '..'), pattern: `^${basename(file).replace(/\./g, '\\.')}$` }));
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const last = { ...read(TYPICAL), ...read(TIMINGS) };
// Files no run has timed (new ones) go first: they may be the slow ones.
const queue = runsOf().sort((a, b) => (last[b.name] ?? Infinity) - (last[a.name] ?? Infinity));
const num = (out, label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(out)?.[1] ?? 0);
let passed = 0,
  failed = 0,
  skipped = 0,
  code = 0;
const took = {};
/** tsx's compile cache (os.tmpdir()/tsx-<uid>), shared by every test process. */
const tsxCache = join(tmpdir(), `tsx-${process.getuid?.() ?? userInfo().username}`);
mkdirSync(tsxCache, { recursive: true, mode: 0o700 });
/** The temporary folders of the processes running now: removed also when this run is stopped. */
const live = new Set();
process.on('exit', () => {
  for (const tmp of live) rmSync(tmp, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Runs one suite process; its output is printed in one piece when it ends, so parallel runs never interleave. */
function run({ name, dir, pattern }) {
  const started = Date.now();
  // Open to all (not only its owner): the database tests run PostgreSQL as another user inside it.
  const tmp = mkdtempSync(join(tmpdir(), 'tests-'));
  chmodSync(tmp, 0o755);
  // tsx keeps its compile cache in the temporary folder: a link to the shared one keeps it warm across processes.
  symlinkSync(tsxCache, join(tmp, basename(tsxCache)), 'dir');
  live.add(tmp);
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './test/helpers/register-css.mjs', 'node_modules/uvu/bin.js', dir, pattern],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', TMPDIR: tmp } },
    );
    let out = '',
      err = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.on('close', (status) => {
      rmSync(tmp, { recursive: true, force: true });
      live.delete(tmp);
      took[name] = (Date.now() - started) / 1000;
      process.stdout.write(`\n── ${name} (${took[name].toFixed(1)} s)\n${out}`);
      if (err) process.stderr.write(err);
      const total = num(out, 'Total'),
        ok = num(out, 'Passed'),
        skip = num(out, 'Skipped');
      passed += ok;
      skipped += skip;
      failed += Math.max(0, total - ok - skip);
      if (status !== 0) {
        code = 1;
        if (total === ok + skip) failed += 1;
        console.error(`[tests] ${name} exited with ${status}`);
      }
      done();
    });
  });
}

// Where tests write their screenshots and reports.
mkdirSync('test-results', { recursive: true });
const started = Date.now();
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let next; (next = queue.shift()); ) await run(next);
  }),
);

writeFileSync(TIMINGS, `${JSON.stringify({ ...last, ...took }, null, 2)}\n`);
const slowest = Object.entries(took)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
  .map(([n, s]) => `${basename(n)} ${s.toFixed(0)} s`)
  .join(', ');
console.log(`\n${kind}: ${((Date.now() - started) / 1000).toFixed(0)} s with ${jobs} at a time; slowest: ${slowest}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code || (failed ? 1 : 0));
