// A suite whose before hook fails says why: uvu drops a hook's error (its runner returns from a finally block), so
// every test file takes `suite` from test/helpers/suite.ts, whose hooks print the error first.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { removeTemp, tempDir } from '../../helpers/temp.ts';

const root = process.cwd();

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

test("no test file takes uvu's own suite", () => {
  const direct = testFiles(join(root, 'test'))
    .filter((f) => !f.endsWith(join('helpers', 'suite.ts')))
    .filter((f) => /import\s*\{[^}]*\bsuite\b[^}]*\}\s*from\s*'uvu'/.test(readFileSync(f, 'utf8')))
    .map((f) => relative(root, f));
  assert.equal(direct, [], 'take suite from test/helpers/suite.ts');
});

test("a before hook's error is printed with its suite's name (uvu alone prints only (0 / 1))", () => {
  const dir = tempDir('suite-hooks-');
  try {
    const file = join(dir, 'failing.test.ts');
    writeFileSync(
      file,
      `import { suite } from ${JSON.stringify(join(root, 'test/helpers/suite.ts'))};
const s = suite('starts a server');
s.before(() => { throw new Error('port taken: the reason'); });
s('never runs', () => {});
s.run();
`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    const out = `${run.stdout}\n${run.stderr}`;
    assert.match(out, '(0 / 1)', out);
    assert.match(out, 'suite "starts a server": its before hook failed', out);
    assert.match(out, 'port taken: the reason', out);
  } finally {
    removeTemp(dir);
  }
});

test('with TEST_TIMES, each test and hook is recorded with its suite, on the real clock', () => {
  const dir = tempDir('suite-times-');
  try {
    const file = join(dir, 'timed.test.ts');
    const times = join(dir, 'times.txt');
    writeFileSync(
      file,
      `import { suite } from ${JSON.stringify(join(root, 'test/helpers/suite.ts'))};
const s = suite('timed');
s.before(() => {});
s('waits a little', () => new Promise((done) => setTimeout(done, 50)));
s('fakes the clock', () => { performance.now = () => -1e9; });
s.run();
`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, TEST_TIMES: times },
    });
    assert.match(run.stdout, '(2 / 2)', run.stdout + run.stderr);
    const rows = readFileSync(times, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    assert.equal(
      rows.map(([, suite, what]) => `${suite} ${what}`),
      ['timed (before hook)', 'timed waits a little', 'timed fakes the clock'],
    );
    assert.ok(Number(rows[1]![0]) >= 0.04, `the wait took ${rows[1]![0]} s`);
    assert.ok(Number(rows[2]![0]) >= 0, `a faked clock does not change the record (${rows[2]![0]} s)`);
  } finally {
    removeTemp(dir);
  }
});

test.run();
