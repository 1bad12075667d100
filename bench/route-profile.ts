// A CPU profile of the benchmark's route change (footer tap home → mine, 4x CPU throttling; see in-page.ts), by
// original function (through the build's source maps): self time and inclusive time of the busiest functions,
// summed over the runs. For finding what a route change spends its time on; `node build.mjs` first.
// `npx tsx bench/route-profile.ts [runs=3]`; ROUTE_FROM / ROUTE_LINK as in route-only.ts, PROFILE_TOP=n rows,
// ROUTE_ROLE=agent01 (a sandbox account) taps signed in as that player, home's own dialogs closed first.
// PROFILE_ALL=1 counts every sample up to the profile's end (which comes a little after the paint, so work done
// after it, such as the left screen's teardown, shows too); by default only those from the click to the paint.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { launchBrowser, loginInfo, startServer } from '../test/e2e/harness.ts';
import { tapToPaint } from './in-page.ts';
import { closeDialogs, rest, roleContext } from './taps.ts';

interface Node {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}
const runs = Number(process.argv[2] ?? 3);
const from = process.env.ROUTE_FROM ?? '/m/home';
const link = process.env.ROUTE_LINK ?? 'nav a[href="/m/mine"]';
const top = Number(process.env.PROFILE_TOP ?? 40);
const dist = process.env.DIST_DIR || join(process.cwd(), 'dist');
const maps = new Map<string, SourceMapConsumer | null>();

/** "source:function" of a frame, through the source maps. */
function nameOf(f: Node['callFrame']): string {
  if (!f.url) return f.functionName || '(native)';
  const path = new URL(f.url, 'http://x').pathname;
  if (!maps.has(path)) {
    const file = join(dist, `${path}.map`);
    maps.set(path, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const pos = maps.get(path)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  const src = (pos?.source ?? path).replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
  return `${src}:${pos?.name ?? f.functionName ?? '(anon)'}@${pos?.line ?? f.lineNumber}`;
}

const self = new Map<string, number>();
const incl = new Map<string, number>();
const app = await startServer(process.env);
const browser = await launchBrowser();
const role = process.env.ROUTE_ROLE;
const context = await roleContext(browser, app.url, role ? await loginInfo(app.url, role) : null);
for (let i = 0; i < runs; i++) {
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  await page.goto(app.url + from, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.waitForSelector('main[aria-busy="false"]');
  if (role) {
    await closeDialogs(page);
    await rest(page);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const ms = await tapToPaint(page, link);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };
  };
  await page.close();
  console.log(`tap ${i + 1}: ${ms.toFixed(0)} ms`);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // The click runs inside the page script tapToPaint evaluates: the window starts at its first sample.
  const at: number[] = [];
  profile.timeDeltas.reduce((t, d, k) => (at[k] = t + d), profile.startTime);
  const tapping = (id: number) => {
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
      if (byId.get(n)!.callFrame.url.includes('tapToPaint')) return true;
    return false;
  };
  const first = profile.samples.findIndex(tapping);
  const clicked = at[first] ?? 0;
  profile.samples.forEach((id, k) => {
    if (!process.env.PROFILE_ALL && (k < first || at[k]! - clicked > ms * 1000)) return;
    const dt = (profile.timeDeltas[k + 1] ?? 0) / 1000;
    const leaf = byId.get(id)!;
    if (['(idle)', '(program)', '(garbage collector)'].includes(leaf.callFrame.functionName) && !leaf.callFrame.url) {
      self.set(leaf.callFrame.functionName, (self.get(leaf.callFrame.functionName) ?? 0) + dt);
      return;
    }
    const key = nameOf(leaf.callFrame);
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const k2 = nameOf(byId.get(n)!.callFrame);
      if (seen.has(k2)) continue;
      seen.add(k2);
      incl.set(k2, (incl.get(k2) ?? 0) + dt);
    }
  });
}
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (ms summed over ${runs} taps, throttled):`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
};
show('self time', self);
show('inclusive time', incl);
await browser.close();
await app.close();
process.exit(0);
