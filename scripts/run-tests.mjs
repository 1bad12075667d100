// Runs the uvu suites and ends with one "N passed, N failed" line. Unit tests: one process per folder (DOM
// globals in one folder never leak into another). Browser tests: each file starts its own server and browser; a
// long file has a process of its own, short ones share processes (see SHARE_BELOW_S). TEST_JOBS processes run at a
// time (by default one per two cores, and up to two more while CPU is idle), the slowest first by the last run's
// timings (test-results/timings.json, or test/timings.json on a fresh clone). `all` (what `npm test` runs, after
// the build) puts the type checks, the unit folders and the browser files in one queue, so the short jobs fill the
// time a core would otherwise wait for the slowest browser file. Each process gets a temporary folder of its own
// (TMPDIR), removed when it ends however it ended, so no test leaves anything in /tmp. A run still going well past
// its expected time is stuck: it is stopped, and where its main thread waited is printed (see limitOf).
// Usage: node scripts/run-tests.mjs unit|e2e|all [folder or file...]
import { spawn, spawnSync } from 'node:child_process';
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
import { availableParallelism, cpus, tmpdir, userInfo } from 'node:os';
import { basename, join } from 'node:path';
import { PROJECTS, UNIT_DIRS, browserFiles, typecheckName } from './test-runs.mjs';

const kind = process.argv[2] ?? 'unit';
const given = process.argv.slice(3);
/**
 * Processes at once: TEST_JOBS, or one per two cores (1 on the 2-core CI machine) plus the spare-CPU ones below. A
 * browser-test process alone keeps about two cores busy: its Chromium (renderer, browser and GPU processes) and its
 * server (home-content.e2e.ts kept 92% of this 2-core machine busy, sampled from /proc/stat). Two of them on two
 * cores took as long in all as one after the other (full runs 1,357-1,427 s against 1,350 s of the files' own
 * times), and each test then ran with half the CPU it has alone: the races every flake found so far came from that.
 */
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? Math.floor(availableParallelism() / 2)));
/**
 * Without TEST_JOBS, up to SPARE_JOBS more processes run, each taking a run only after SPARE_CORES of CPU have been
 * idle for SPARE_WINDOW_MS (browser files waiting on timers: a schedule seconds ahead, a platform that never
 * answers; the unit folders' single-threaded Node). On a busy machine (other work, the flake check's busy process)
 * no CPU is idle and no extra process starts, so each test runs with the room it has always had.
 */
const spareJob = process.env.TEST_JOBS === undefined;
/** Idle CPU, in cores, needed before an extra process takes the next run (beside a busy process there is none). */
const SPARE_CORES = 0.4;
/**
 * How many extra processes there may be. One left the 2-core machine idle 18% of a full run (/proc/stat: 448 s);
 * two, 11% (391 s, same machine and commit); TEST_JOBS=2 without extras, 15% (420 s).
 */
const SPARE_JOBS = 2;
/** How long idle CPU is measured before each of the extra processes' runs. */
const SPARE_WINDOW_MS = 3000;
/**
 * A run still going after this many seconds is stuck (a deadlock, a wait nothing ends): it is stopped, with its
 * process group (its browser, database and server), after Node's report of where its main thread was is printed.
 * At least LIMIT_MIN_S, else LIMIT_TIMES its expected time (a busy CI machine runs about 2x slower), or
 * LIMIT_NEW_S for a run no timing knows; TEST_RUN_LIMIT_S sets one limit for every run.
 */
const LIMIT_MIN_S = 300;
const LIMIT_TIMES = 4;
const LIMIT_NEW_S = 900;
const limitOf = (run) =>
  Number(process.env.TEST_RUN_LIMIT_S) ||
  (Number.isFinite(expected(run)) ? Math.max(LIMIT_MIN_S, LIMIT_TIMES * expected(run)) : LIMIT_NEW_S);
/** The signal that asks a test process for Node's diagnostic report (its JavaScript and native stacks). */
const REPORT_SIGNAL = 'SIGUSR2';
/**
 * How long a stuck process has to write that report (it takes well under a second when it can);
 * TEST_REPORT_WAIT_MS sets another (the runner's own test, whose stuck process never can).
 */
const REPORT_WAIT_MS = Number(process.env.TEST_REPORT_WAIT_MS) || 5000;
const TIMINGS = 'test-results/timings.json';
/** Typical times, committed: a fresh clone (no test-results/ yet) still starts the slowest files first. */
const TYPICAL = 'test/timings.json';
/** Node's arguments for uvu on the files of `dir` matching `pattern`, with tsx and the CSS-import hook. */
const uvuArgs = (dir, pattern) => [
  '--report-on-signal',
  `--report-signal=${REPORT_SIGNAL}`,
  '--import',
  'tsx',
  '--import',
  './test/helpers/register-css.mjs',
  'node_modules/uvu/bin.js',
  dir,
  pattern,
];

/** One run per unit folder: every matching file in it, in one process. */
const unitRuns = (dirs) => dirs.filter((d) => existsSync(d)).map((dir) => ({ name: dir, args: uvuArgs(dir, '\\.test\\.tsx?$') }));

/**
 * Browser-test files typically shorter than this (seconds, test/timings.json) share a process with other short ones
 * when a folder is run: a process of its own costs about 2 CPU-seconds before its first test (Node, the TypeScript
 * loader, the harness and the server's modules) and its first page renders cold, which adds up over the suite's
 * many short files. Each file still starts its own server and browser, as it does alone.
 */
const SHARE_BELOW_S = 30;
/**
 * About how long (typical seconds) the files sharing one process take together: about a minute, as the shared runs
 * took before test/timings.json held each file's time alone (longer runs leave the last one alone at the end).
 */
const SHARED_RUN_S = 60;

/** The uvu run of `files` (all in one folder) in one process. */
const e2eRun = (files, typical = {}) => ({
  /** Its typical time, until a run of its own is recorded: the sum of its files'. */
  typical: files.reduce((sum, f) => sum + (typical[f] ?? Infinity), 0),
  name: files.length === 1 ? files[0] : `${join(files[0], '..')}/{${files.map((f) => basename(f, '.e2e.ts')).join(',')}}.e2e.ts`,
  args: uvuArgs(join(files[0], '..'), `^(${files.map((f) => basename(f).replace(/\./g, '\\.')).join('|')})$`),
});

/**
 * The browser-test runs: a file given runs in a process of its own; a folder's short files (by their typical
 * times) are packed into shared processes of about SHARED_RUN_S, the longest first; files without a typical time
 * run alone.
 */
function e2eRuns(paths) {
  const typical = read(TYPICAL);
  const runs = [];
  for (const p of paths) {
    if (!statSync(p).isDirectory()) {
      runs.push(e2eRun([p]));
      continue;
    }
    const files = browserFiles(p);
    const short = files.filter((f) => typical[f] < SHARE_BELOW_S).sort((a, b) => typical[b] - typical[a]);
    for (const f of files) if (!short.includes(f)) runs.push(e2eRun([f]));
    const bins = [];
    for (const f of short) {
      const bin = bins.find((b) => b.time + typical[f] <= SHARED_RUN_S);
      if (bin) {
        bin.files.push(f);
        bin.time += typical[f];
      } else bins.push({ files: [f], time: typical[f] });
    }
    runs.push(...bins.map((b) => e2eRun(b.files, typical)));
  }
  return runs;
}

/** A type check of one project: no tests, passes when tsc finds nothing. */
const typeRuns = () =>
  PROJECTS.map((project) => ({ name: typecheckName(project), args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', project] }));

function runsOf() {
  if (kind === 'e2e') return e2eRuns(given.length ? given : ['test/e2e']);
  if (kind === 'all') return [...typeRuns(), ...unitRuns(UNIT_DIRS), ...e2eRuns(['test/e2e'])];
  return unitRuns(given.length ? given : UNIT_DIRS);
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const last = { ...read(TYPICAL), ...read(TIMINGS) };
// Files no run has timed (new ones) go first: they may be the slow ones.
const expected = (run) => last[run.name] ?? run.typical ?? Infinity;
const queue = runsOf().sort((a, b) => expected(b) - expected(a));
const num = (out, label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(out)?.[1] ?? 0);
let passed = 0,
  failed = 0,
  skipped = 0,
  code = 0;
const took = {};
/** What each failing run printed about its failures, repeated at the end where a CI log's tail shows it. */
const failures = [];
/** tsx's compile cache (os.tmpdir()/tsx-<uid>), shared by every test process. */
const tsxCache = join(tmpdir(), `tsx-${process.getuid?.() ?? userInfo().username}`);
mkdirSync(tsxCache, { recursive: true, mode: 0o700 });
/** The processes running now, with their temporary folders: stopped and removed also when this run is stopped. */
const live = new Map();
process.on('exit', () => {
  for (const [child, tmp] of live) {
    stopGroup(child);
    rmSync(tmp, { recursive: true, force: true });
  }
});
/**
 * Ends a test process and everything it started: its process group, and its descendants that left the group
 * (puppeteer starts Chromium in a group of its own). `known`: descendants listed earlier, which a process that has
 * ended since no longer leads to.
 */
function stopGroup(child, known = []) {
  const kill = (pid) => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const descendants = new Set([...known, ...descendantsOf(child.pid)]);
  kill(-child.pid);
  for (const pid of descendants) kill(pid);
}

/** The processes descended from `pid`, by their parents in Linux's /proc (elsewhere none). */
function descendantsOf(pid) {
  const parents = new Map();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // The parent is the second field after the name, which may itself hold spaces and brackets.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // Ended while listed.
      }
    }
  } catch {
    return [];
  }
  const found = [];
  for (const queue = [pid]; queue.length; ) {
    const from = queue.shift();
    for (const [p, parent] of parents) {
      if (parent !== from) continue;
      found.push(p);
      queue.push(p);
    }
  }
  return found;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Runs one suite process; its output is printed in one piece when it ends, so parallel runs never interleave. */
function run(job) {
  const { name, args } = job;
  const started = Date.now();
  // Open to all (not only its owner): the database tests run PostgreSQL as another user inside it.
  const tmp = mkdtempSync(join(tmpdir(), 'tests-'));
  chmodSync(tmp, 0o755);
  // tsx keeps its compile cache in the temporary folder: a link to the shared one keeps it warm across processes.
  symlinkSync(tsxCache, join(tmp, basename(tsxCache)), 'dir');
  return new Promise((done) => {
    // A group of its own, so a stuck run's browser and database end with it.
    const child = spawn(process.execPath, [`--report-directory=${tmp}`, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', TMPDIR: tmp },
      detached: true,
    });
    live.set(child, tmp);
    let out = '',
      err = '';
    const limit = limitOf(job);
    /** The stuck report, once the run is past its limit: the run then counts as stopped, however it ends. */
    let reporting = null;
    const timer = setTimeout(() => {
      // Listed now: a process that ends while asked for its report leaves its children to init.
      const family = descendantsOf(child.pid);
      reporting = stuckReport(child, tmp, limit, name, () => out).finally(() => stopGroup(child, family));
    }, limit * 1000);
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.on('close', async (status) => {
      clearTimeout(timer);
      const stuck = reporting ? await reporting : null;
      rmSync(tmp, { recursive: true, force: true });
      live.delete(child);
      if (stuck?.stackTaken) out = out.replace(JS_STACK_BLOCK, '\n');
      took[name] = (Date.now() - started) / 1000;
      process.stdout.write(`\n── ${name} (${took[name].toFixed(1)} s)\n${out}`);
      if (err) process.stderr.write(err);
      if (stuck) process.stderr.write(stuck.text);
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
      if (status !== 0 || total > ok + skip)
        failures.push({ name, text: [failureText(out, err, status), stuck?.text].filter(Boolean).join('\n') });
      done();
    });
  });
}

/**
 * What a run stuck past its limit was doing: Node's diagnostic report, asked for with REPORT_SIGNAL (its main
 * thread's JavaScript and native stacks). A main thread in a synchronous wait (Atomics.wait, a lock) never reaches
 * a point where it can write one: then gdb, where the machine has it, prints the main thread's stacks (V8's own
 * JavaScript stack printer writes to the process's output, read back through `output`), and the log lists every
 * thread with the kernel function it waits in. On some kernels the signal itself ends a process waiting in
 * Atomics.wait (V8 stops on the futex's unexpected answer and prints its JavaScript stack to the run's output).
 * Never rejects; `stackTaken`: the JavaScript stack V8 printed is in `text`, so the run's output leaves it out.
 */
async function stuckReport(child, tmp, limit, name, output) {
  const head = `[tests] ${name}: still running after ${limit} s, stopped`;
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const endedText = () => ({
    text: `${head}; it ended (${child.signalCode ?? `exit ${child.exitCode}`}) when asked for its report: its own output above says where it was.\n`,
    stackTaken: false,
  });
  try {
    process.kill(child.pid, REPORT_SIGNAL);
  } catch {
    return { text: `${head}\n`, stackTaken: false };
  }
  for (let waited = 0; waited < REPORT_WAIT_MS; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (ended()) return endedText();
    const file = readdirSync(tmp).find((f) => /^report\..*\.json$/.test(f));
    if (!file) continue;
    try {
      const report = JSON.parse(readFileSync(join(tmp, file), 'utf8'));
      const js = report.javascriptStack?.stack ?? [];
      const native = (report.nativeStack ?? []).slice(0, 20).map((frame) => `  ${frame.symbol ?? frame.pc}`);
      const text = [
        `${head}. Its main thread, from Node's report:`,
        `JavaScript: ${report.javascriptStack?.message ?? ''}`,
        ...js.map((line) => `  ${line.trim()}`),
        'native:',
        ...native,
        `worker threads: ${(report.workers ?? []).length}`,
        '',
      ].join('\n');
      return { text, stackTaken: false };
    } catch {
      // Still being written.
    }
  }
  const threads = threadsOf(child.pid);
  const before = output().length;
  const native = mainThreadStacks(child.pid);
  // V8 writes the JavaScript stack to the process's own output: give the pipe a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (ended() && !native) return endedText();
  const js = JS_STACK.exec(output().slice(before))?.[1]
    ?.split('\n')
    .filter((line) => /^\s*\d+: /.test(line))
    .map(
      (line) =>
        `  ${line
          .trim()
          .replace(/\(this=.*$/, '')
          .replace(/ \[0x[0-9a-f]+\]| \[bytecode=[^\]]*\]/g, '')}`,
    )
    .join('\n');
  const text = [
    `${head}; it wrote no report in ${REPORT_WAIT_MS / 1000} s (its main thread is in a synchronous wait).`,
    ...(native ? ['Its main thread, from gdb:', js ? `JavaScript:\n${js}` : 'JavaScript: (none printed)', `native:\n${native}`] : []),
    `Its threads, and where the kernel holds them:\n${threads}`,
    '',
  ].join('\n');
  return { text, stackTaken: Boolean(js) };
}

/** V8's printed JavaScript stack (_v8_internal_Print_StackTrace): the frames, before the details of each. */
const JS_STACK = /==== JS stack trace =+\n([\s\S]*?)(?:==== Details|$)/;
/** The whole block V8 prints, left out of the run's output once its frames are in the stuck report. */
const JS_STACK_BLOCK = /\n*==== JS stack trace =+[\s\S]*?\n=====================\n?/;

/**
 * The native stack of a process's main thread, from gdb (null without it), after asking V8 to print the
 * JavaScript stack to the process's output.
 */
function mainThreadStacks(pid) {
  const gdb = spawnSync(
    'gdb',
    [
      '-p',
      String(pid),
      '-batch',
      '-nx',
      '-ex',
      'thread 1',
      '-ex',
      'call (void)_v8_internal_Print_StackTrace()',
      '-ex',
      'call (int)fflush(0)',
      '-ex',
      'bt 25',
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (gdb.error || gdb.status !== 0) return null;
  return gdb.stdout
    .split('\n')
    .filter((line, i, all) => /^#\d+/.test(line) && !line.includes(' ?? (') && line !== all[i - 1])
    .map((line) => `  ${line.replace(/ \(.*?\) at .*$/, '').slice(0, 160)}`)
    .join('\n');
}

/** Each thread of a process by name, with the kernel function it waits in (Linux's /proc; elsewhere nothing). */
function threadsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`)
      .map((tid) => {
        const at = (file) => readFileSync(`/proc/${pid}/task/${tid}/${file}`, 'utf8').trim();
        return `  ${tid} ${at('comm')}: ${at('wchan') || 'running'}`;
      })
      .join('\n');
  } catch {
    return '  (not readable here)';
  }
}

// Where tests write their screenshots and reports.
mkdirSync('test-results', { recursive: true });
const started = Date.now();
let extraRuns = 0;
/** One turn at a time: a spare process measures idle CPU only after the last one to start has started. */
let measuring = Promise.resolve();
await Promise.all([
  ...Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let next; (next = queue.shift()); ) await run(next);
  }),
  ...(spareJob ? Array.from({ length: SPARE_JOBS }, () => spareWorker()) : []),
]);

/** An extra process: takes the next run only while SPARE_CORES of CPU have been idle the last few seconds. */
async function spareWorker() {
  while (queue.length) {
    const turn = measuring.then(() => idleCores(SPARE_WINDOW_MS));
    measuring = turn.then(() => {});
    if ((await turn) < SPARE_CORES) continue;
    const next = queue.shift();
    if (!next) return;
    extraRuns++;
    await run(next);
  }
}

/** Idle CPU over the next `ms`, in cores (the kernel's idle time of every core, as os.cpus() reports it). */
async function idleCores(ms) {
  const sample = () =>
    cpus().reduce(
      (sum, { times }) => ({ idle: sum.idle + times.idle, all: sum.all + times.user + times.nice + times.sys + times.idle + times.irq }),
      { idle: 0, all: 0 },
    );
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  return after.all > before.all ? ((after.idle - before.idle) / (after.all - before.all)) * cpus().length : 0;
}

/**
 * The part of a failing run's output that says what failed: uvu's FAIL blocks (up to its totals), or when there
 * are none (a crash, a type error) the end of what the process wrote; then the harness's diagnoses from stderr.
 * Colours are stripped; long text is cut.
 */
function failureText(out, err, status) {
  const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = plain(out).split('\n');
  const first = lines.findIndex((line) => /^\s*FAIL\b/.test(line));
  const totals = lines.findIndex((line, i) => i > first && /^\s*Total:/.test(line));
  const found =
    first >= 0 ? lines.slice(first, totals > first ? totals : undefined).join('\n') : `exit ${status}\n${plain(err || out).slice(-2000)}`;
  const cut = found.length > 6000 ? `${found.slice(0, 6000)}\n[… cut]` : found.trimEnd();
  // What the harness found out about a failure (test/e2e/harness.ts writes such lines to stderr).
  const diagnoses = plain(err)
    .split('\n')
    .filter((line) => line.startsWith('[diagnosis]'));
  return [cut, ...diagnoses].join('\n');
}

if (failures.length) {
  console.log(`\n── failures (${failures.length} ${failures.length === 1 ? 'run' : 'runs'}) ──`);
  for (const { name, text } of failures) console.log(`\n${name}\n${text}`);
}

writeFileSync(TIMINGS, `${JSON.stringify({ ...last, ...took }, null, 2)}\n`);
const slowest = Object.entries(took)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
  .map(([n, s]) => `${basename(n)} ${s.toFixed(0)} s`)
  .join(', ');
const extra = spareJob ? ` (+${SPARE_JOBS} on idle CPU, ${extraRuns} runs)` : '';
console.log(`\n${kind}: ${((Date.now() - started) / 1000).toFixed(0)} s with ${jobs} at a time${extra}; slowest: ${slowest}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code || (failed ? 1 : 0));
