// The flake check: `npm test` several times in a row (STRESS_RUNS, 3 by default) while a CPU-heavy process runs
// beside it (STRESS_HOGS busy processes, 1 by default), as on a busy CI machine. Each run's wall time and result go
// to test-results/stress.json; the exit code is 1 when any run failed. Usage: npm run test:stress
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const runs = Math.max(1, Number(process.env.STRESS_RUNS ?? 3));
const hogs = Array.from({ length: Math.max(0, Number(process.env.STRESS_HOGS ?? 1)) }, () =>
  spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore' }),
);
const stop = () => {
  for (const hog of hogs) hog.kill('SIGKILL');
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];
for (let i = 1; i <= runs; i++) {
  const started = Date.now();
  console.log(`\n[stress] run ${i} of ${runs}, ${hogs.length} busy process(es) beside it`);
  const code = await new Promise((resolve) => spawn(npm, ['test'], { stdio: 'inherit' }).on('exit', (c) => resolve(c ?? 1)));
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ run: i, passed: code === 0, seconds });
  console.log(`[stress] run ${i}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
}
stop();
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/stress.json', `${JSON.stringify({ hogs: hogs.length, results }, null, 2)}\n`);
const failed = results.filter((r) => !r.passed).length;
console.log(`\n[stress] ${runs - failed} of ${runs} runs passed: ${results.map((r) => `${r.seconds} s`).join(', ')}`);
process.exit(failed ? 1 : 0);
