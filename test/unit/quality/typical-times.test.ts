// test/timings.json is what a fresh clone's test run (CI's) groups the browser files by and orders its runs by
// (scripts/run-tests.mjs): a file it lacks runs alone and first, as if it were the slowest, and an entry for a
// file that is gone is dead weight. It names every run today, and nothing else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { browserFiles, runNames } from '../../../scripts/test-runs.mjs';

const typical = JSON.parse(readFileSync('test/timings.json', 'utf8')) as Record<string, unknown>;
const fix = 'run the file alone, then `node scripts/typical-times.mjs` (docs/testing.md)';

test('every browser-test file has a typical time of its own', () => {
  const missing = browserFiles().filter((f) => typeof typical[f] !== 'number');
  assert.equal(missing, [], `missing from test/timings.json: ${fix}`);
});

test('every entry is a run there is today: a browser file, a unit folder or a type check', () => {
  const known = new Set(runNames());
  const stale = Object.keys(typical).filter((name) => !known.has(name));
  assert.equal(stale, [], `not a run today: ${fix}`);
});

test.run();
