// Writes test/timings.json, the typical times a fresh clone's test run groups and orders its runs by
// (scripts/run-tests.mjs), from this checkout's last runs (test-results/timings.json): each browser file's time
// when it ran in a process of its own, and each unit folder's and type check's. A file with no such time yet is
// named, and nothing is written: run it alone first (`node scripts/run-tests.mjs e2e test/e2e/<file>`; every file
// at once: `node scripts/run-tests.mjs e2e test/e2e/*.e2e.ts`). Usage: node scripts/typical-times.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { runNames } from './test-runs.mjs';

const RUNS = 'test-results/timings.json';
const TYPICAL = 'test/timings.json';
const last = existsSync(RUNS) ? JSON.parse(readFileSync(RUNS, 'utf8')) : {};
const names = runNames();
const missing = names.filter((name) => typeof last[name] !== 'number');
if (missing.length) {
  console.error(`No time of its own in ${RUNS} for: ${missing.join(', ')}. Run each alone first.`);
  process.exit(1);
}
writeFileSync(TYPICAL, `${JSON.stringify(Object.fromEntries(names.map((name) => [name, Math.round(last[name])])), null, 2)}\n`);
console.log(`${TYPICAL}: ${names.length} typical times written.`);
