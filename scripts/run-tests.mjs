// Runs the uvu suites, one process per folder (DOM globals in one folder never leak into another),
// and ends with one "N passed, N failed" line. Usage: node scripts/run-tests.mjs unit|e2e [folder...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const kind = process.argv[2] ?? 'unit';
const folders = process.argv.slice(3).length ? process.argv.slice(3)
  : kind === 'e2e' ? ['test/e2e'] : ['test/unit', 'test/ui', 'test/sandbox'];
let passed = 0, failed = 0, skipped = 0, code = 0;
for (const dir of folders.filter((d) => existsSync(d))) {
  const pattern = kind === 'e2e' ? '\\.e2e\\.ts$' : '\\.test\\.tsx?$';
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', './test/helpers/register-css.mjs', 'node_modules/uvu/bin.js', dir, pattern], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, FORCE_COLOR: '0' } });
  process.stdout.write(run.stdout ?? '');
  const num = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(run.stdout ?? '')?.[1] ?? 0);
  const total = num('Total'), ok = num('Passed'), skip = num('Skipped');
  passed += ok; skipped += skip; failed += Math.max(0, total - ok - skip);
  if (run.status !== 0) { code = 1; if (total === ok + skip) failed += 1; console.error(`[tests] ${dir} exited with ${run.status}`); }
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code || (failed ? 1 : 0));
