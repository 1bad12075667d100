// Only the benchmark's taps (bench/taps.ts: tap to painted frame at 4x CPU, visitor and agent01, each beside a
// baseline tap), without the rest of `npm run bench`: builds the app (unless NO_BUILD=1), serves it as the tests
// do and prints each tap's runs and median. `npx tsx bench/taps-only.ts [runs=3]`; TAPS=<regexp> picks taps by
// name, ROLES=visitor,agent01 the roles, TAP_TRACE=1 adds each tap's main-thread time (thread time, unthrottled:
// steadier than wall time on a busy machine) with its style and layout share.
// COMPARE_DIST=<another build's dist/> serves that build too, and each
// tap is made on both in turn after the same baseline, so a busy machine's ups and downs fall on both alike.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { launchBrowser, loginInfo, startServer } from '../test/e2e/harness.ts';
import { tapFigures, tapLines } from './taps.ts';

const runs = Number(process.argv[2] ?? 3);
const only = process.env.TAPS ? new RegExp(process.env.TAPS, 'i') : undefined;
const roles = (process.env.ROLES ?? 'visitor,agent01').split(',');
if (process.env.NO_BUILD !== '1') execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
const builds = [{ name: 'this build', server: await startServer(process.env) }];
if (process.env.COMPARE_DIST)
  builds.push({ name: process.env.COMPARE_DIST, server: await startServer(process.env, { distDir: process.env.COMPARE_DIST }) });
const browser = await launchBrowser();
const load = () => loadavg()[0]!.toFixed(1);
for (const role of roles) {
  const targets = await Promise.all(
    builds.map(async (b) => ({ base: b.server.url, session: role === 'visitor' ? null : await loginInfo(b.server.url, role) })),
  );
  const before = load();
  const figures = await tapFigures(browser, targets, role, runs, only, process.env.TAP_TRACE === '1', (line) => console.log(line));
  for (const [n, b] of builds.entries()) console.log(`\n${b.name} (load ${before} → ${load()}):\n${tapLines(figures[n]!).join('\n')}`);
}
await browser.close();
for (const b of builds) await b.server.close();
process.exit(0);
