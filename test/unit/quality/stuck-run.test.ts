// The test runner (scripts/run-tests.mjs) stops a run that hangs instead of holding `npm test` until CI's own
// limit: past its time limit the run is stopped with everything it started, counted as a failure, and the log says
// where its main thread was waiting (here a synchronous Atomics.wait, the kind of wait Node's report cannot see).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeTemp, tempDir } from '../../helpers/temp.ts';

const root = process.cwd();
const STUCK = `import { test } from 'uvu';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
function waitsHere() {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}
test('starts a process in a group of its own (as puppeteer starts Chromium), then waits for ever', () => {
  writeFileSync('started.pid', String(spawn('sleep', ['300'], { detached: true }).pid));
  waitsHere();
});
test.run();
`;

/** Whether gdb is here and may attach to a process this user started (a container may forbid ptrace). */
function gdbAttaches(): boolean {
  const sleeper = spawn('sleep', ['30']);
  try {
    return spawnSync('gdb', ['-p', String(sleeper.pid), '-batch', '-nx'], { timeout: 30_000 }).status === 0;
  } finally {
    sleeper.kill();
  }
}

/** Whether process `pid` still runs (a zombie waiting for a parent that is gone counts as ended). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

test('a stuck run is stopped past its limit, with its children, and the log names where it waited', async () => {
  const dir = tempDir('stuck-run-');
  try {
    // A checkout of its own: the runner, its dependencies, and one test folder that hangs.
    for (const linked of ['node_modules', 'scripts']) symlinkSync(join(root, linked), join(dir, linked));
    mkdirSync(join(dir, 'test/unit-stuck'), { recursive: true });
    symlinkSync(join(root, 'test/helpers'), join(dir, 'test/helpers'));
    writeFileSync(join(dir, 'test/unit-stuck/stuck.test.ts'), STUCK);
    // A short limit first; on a busy machine the test may not have reached its wait by then (still loading), and
    // then the runner rightly reports a process that was not stuck yet: a longer limit is tried.
    let log = '';
    let limit = 0;
    for (const tried of [3, 30]) {
      limit = tried;
      rmSync(join(dir, 'started.pid'), { force: true });
      const runner = spawn(process.execPath, ['scripts/run-tests.mjs', 'unit', 'test/unit-stuck'], {
        cwd: dir,
        // Its process waits in Atomics.wait, where no report can ever be written: a second is as good as five.
        env: { ...process.env, TEST_RUN_LIMIT_S: String(limit), TEST_REPORT_WAIT_MS: '1000' },
      });
      log = '';
      runner.stdout.on('data', (c) => (log += c));
      runner.stderr.on('data', (c) => (log += c));
      const code = await new Promise((done) => runner.on('close', done));
      assert.is(code, 1, log);
      if (existsSync(join(dir, 'started.pid'))) break;
    }
    assert.ok(existsSync(join(dir, 'started.pid')), `the test never reached its wait:\n${log}`);
    assert.match(log, `test/unit-stuck: still running after ${limit} s, stopped`, log);
    assert.match(log, 'tests: 0 passed, 1 failed');
    if (gdbAttaches()) assert.match(log, /\d+: waitsHere.*stuck\.test\.ts/, log);
    else assert.match(log, 'its main thread is in a synchronous wait', log);
    const child = Number(readFileSync(join(dir, 'started.pid'), 'utf8'));
    assert.not.ok(running(child), 'the process the test started ended with it');
  } finally {
    removeTemp(dir);
  }
});

test.run();
