// Where the main thread's time goes on a first load: loads pages at 375x812 with the CPU 4x slower, records a
// performance trace and prints each long task (> 50 ms) with what ran in it, by original source file (through
// the build's source maps). `npx tsx bench/trace.ts [route ...]`; the React floor is traced in the same run
// when bench/.out/floor exists (npm run bench builds it). TRACE_RUNS=n repeats each page, alternating.
// TRACE_TAP='<selector>' traces a tap on the first route instead (a route change); TRACE_MIN_MS=5 lists shorter tasks.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, startServer } from '../test/e2e/harness.ts';
import { tapToPaint } from './in-page.ts';
import { createAppServer } from '../server/app.ts';
import type { AddressInfo } from 'node:net';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: the time the task really ran (without the throttling's pauses or another process's turns). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[] } };
}
interface CpuProfile {
  nodes?: Array<{
    id: number;
    parent?: number;
    callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
  }>;
  samples?: number[];
}

/** Tasks at least this long are listed (TRACE_MIN_MS; default 50, the long-task threshold). */
/** The CPU slowdown (TRACE_CPU; default 4). TRACE_CPU=1 TRACE_MIN_MS=12 shows what Lighthouse's simulation sees
 * as long tasks: it observes an unthrottled load and multiplies each task by 4. */
const CPU = Number(process.env.TRACE_CPU ?? 4);
/** TRACE_LAYOUT=1: also print where each forced layout in a long task was asked for (the JS stack). */
const CATEGORIES = process.env.TRACE_LAYOUT
  ? [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
      'latencyInfo',
      'toplevel',
    ]
  : undefined;
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 50);
const maps = new Map<string, SourceMapConsumer | null>();
/** The original source of a position in a built file ('react-dom' for a package), or the file name. */
function sourceOf(dist: string, url: string, line: number, column: number): string {
  if (!url) return '(native)';
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  if (!maps.has(path)) {
    const file = join(dist, `${path}.map`);
    maps.set(path, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const map = maps.get(path);
  const src = map?.originalPositionFor({ line: line + 1, column })?.source;
  if (!src) return path.replace(/-[A-Z0-9]{8}\.js$/, '.js');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src);
  return pkg ? pkg[1]! : src.replace(/^(\.\.\/)+/, '');
}

/** Long tasks on the renderer's main thread, each with its top children and the sources that ran in it. */
function longTasks(events: TraceEvent[], dist: string, base: string) {
  // The renderer main thread that loaded the page (other renderers run the browser's own pages).
  const loaded =
    events.find(
      (e) =>
        ['ResourceSendRequest', 'FunctionCall', 'EventDispatch'].includes(e.name) &&
        String(e.args?.data?.url ?? e.args?.data?.frame ?? '').startsWith(base),
    ) ?? events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  const main = loaded && events.find((e) => e.name === 'thread_name' && e.pid === loaded.pid && e.tid === loaded.tid);
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // CPU samples: the profile's chunks rebuilt into (time, stack) pairs.
  const nodes = new Map<
    number,
    { parent?: number; frame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }
  >();
  const samples: Array<{ ts: number; node: number }> = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  const start = profile?.args?.data?.startTime as number | undefined;
  let t = start ?? 0;
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main.pid && x.id === profile?.id)) {
    const p = e.args?.data?.cpuProfile;
    for (const n of p?.nodes ?? []) nodes.set(n.id, { parent: n.parent, frame: n.callFrame });
    const deltas = e.args?.data?.timeDeltas ?? [];
    (p?.samples ?? []).forEach((s, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node: s });
    });
  }
  const app = (node: number): string => {
    // The deepest frame from the app's own code (not a package): what the time was spent for.
    let first = '';
    for (let n: number | undefined = node; n !== undefined; n = nodes.get(n)?.parent) {
      const f = nodes.get(n)?.frame;
      if (!f?.url) continue;
      const src = sourceOf(dist, f.url, f.lineNumber, f.columnNumber);
      if (!first) first = src;
      if (src.includes('/')) return src;
    }
    return first || '(idle/native)';
  };
  const out = [];
  for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > MIN_MS * 1000)) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e !== task && e.ph === 'X' && (e.dur ?? 0) > 2000);
    const kids = inside
      .filter((e) =>
        [
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'FireIdleCallback',
          'FireAnimationFrame',
          'EventDispatch',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'v8.compileModule',
          'RunMicrotasks',
          'v8.callFunction',
          'MajorGC',
          'MinorGC',
        ].includes(e.name),
      )
      .map(
        (e) =>
          `${e.name}${(e.args?.data?.url as string) ? ` ${String(e.args!.data!.url).replace(/^.*\//, '')}` : ''}${e.args?.data?.type ? ` ${e.args.data.type}` : ''} ${(e.dur! / 1000).toFixed(0)}`,
      );
    const bySource = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (let i = 0; i < inTask.length; i++) {
      const dt = (inTask[i + 1]?.ts ?? end) - inTask[i]!.ts;
      const leaf = nodes.get(inTask[i]!.node)?.frame;
      const key =
        process.env.TRACE_LEAF && leaf?.url
          ? `${app(inTask[i]!.node)} <- ${leaf.functionName || '(anon)'}@${sourceOf(dist, leaf.url, leaf.lineNumber, leaf.columnNumber)}`
          : app(inTask[i]!.node);
      bySource.set(key, (bySource.get(key) ?? 0) + dt);
    }
    const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 8);
    // Layouts asked for by script (forced): the script's frame, by source.
    const forced = new Map<string, number>();
    for (const e of inside.filter((x) => x.name === 'Layout' || x.name === 'UpdateLayoutTree')) {
      const stack = (
        e.args as { beginData?: { stackTrace?: Array<{ url: string; functionName: string; lineNumber: number; columnNumber: number }> } }
      )?.beginData?.stackTrace;
      const f = stack?.find((x) => x.url && !/node_modules|react-dom/.test(x.url));
      const key = f
        ? `${e.name} ${f.functionName || '(anon)'}@${sourceOf(dist, f.url, f.lineNumber - 1, f.columnNumber - 1)}`
        : `${e.name} (rendering)`;
      forced.set(key, (forced.get(key) ?? 0) + e.dur! / 1000);
    }
    out.push({
      at: 0,
      ms: task.dur! / 1000,
      cpu: (task.tdur ?? task.dur!) / 1000,
      ts: task.ts,
      kids: kids.slice(0, 12),
      forced: [...forced].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(0)}`),
      top: top.map(([s, us]) => `${s} ${(us / 1000).toFixed(0)}`),
    });
  }
  const nav = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? out[0]?.ts ?? 0;
  for (const o of out) o.at = (o.ts - nav) / 1000;
  return out;
}

/** Traces one load of `url` with 4x CPU throttling in a fresh browser context; prints its long tasks. */
async function traceLoad(browser: Browser, url: string, dist: string, ready: string) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await page.tracing.start({ screenshots: false, categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.waitForSelector(ready, { timeout: 60_000 }).catch(() => {});
  // Let the idle-time work after the first screenful (deferred widgets, service worker) happen too.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 1500), { timeout: 4000 })));
  const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as { traceEvents: TraceEvent[] };
  await ctx.close();
  const tasks = longTasks(trace.traceEvents, dist, new URL(url).origin);
  const blocking = tasks.reduce((n, t) => n + Math.max(0, t.ms - 50), 0);
  // On a busy machine a task's wall time includes other processes' turns; its thread time (the throttling's
  // pauses count in it, other processes' turns do not) is closer to what it takes on an idle one.
  const byCpu = tasks.reduce((n, t) => n + Math.max(0, t.cpu - 50), 0);
  console.log(
    `\n## ${url.replace(/^https?:\/\/[^/]+/, '')}: ${tasks.length} long tasks, ${blocking.toFixed(0)} ms over 50 ms (throttled 4x); by thread time: ${tasks.filter((t) => t.cpu > 50).length} long, ${byCpu.toFixed(0)} ms over 50 ms`,
  );
  for (const t of tasks) {
    console.log(`- at ${t.at.toFixed(0)} ms: ${t.ms.toFixed(0)} ms (thread time ${t.cpu.toFixed(0)} ms)`);
    console.log(`    events: ${t.kids.join(' | ')}`);
    console.log(`    sources: ${t.top.join(' | ')}`);
    if (CATEGORIES && t.forced.length) console.log(`    layouts: ${t.forced.join(' | ')}`);
  }
  return blocking;
}

/** Traces a tap on `selector` once `url` has settled, to the new screen's painted frame; prints its tasks. */
async function traceTap(browser: Browser, url: string, dist: string, selector: string) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;'); // tsx's name helper, for functions sent to the page
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.waitForSelector('main[aria-busy="false"]', { timeout: 60_000 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({ screenshots: false });
  const ms = await tapToPaint(page, selector);
  const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as { traceEvents: TraceEvent[] };
  await ctx.close();
  console.log(`\n## tap ${selector} on ${url.replace(/^https?:\/\/[^/]+/, '')}: ${ms.toFixed(0)} ms to the painted frame`);
  for (const t of longTasks(trace.traceEvents, dist, new URL(url).origin)) {
    console.log(`- at ${t.at.toFixed(0)} ms: ${t.ms.toFixed(0)} ms`);
    console.log(`    events: ${t.kids.join(' | ')}`);
    console.log(`    sources: ${t.top.join(' | ')}`);
  }
  // How much each style recalculation and layout of the tap covered: elements styled, layout objects laid out.
  const sizes = trace.traceEvents
    .filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && e.ph === 'X' && (e.dur ?? 0) >= 1000)
    .map((e) => {
      const a = e.args as { elementCount?: number; beginData?: { dirtyObjects?: number; totalObjects?: number } };
      const what = e.name === 'Layout' ? `${a.beginData?.dirtyObjects}/${a.beginData?.totalObjects} objects` : `${a.elementCount} elements`;
      return `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)} ms (${what})`;
    });
  if (sizes.length) console.log(`  style and layout: ${sizes.join(' | ')}`);
  return ms;
}

const dist = process.env.DIST_DIR || join(process.cwd(), 'dist');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/m/home', '/m/login', '/m/gameList?gameType=RNG'];
const runs = Number(process.env.TRACE_RUNS ?? 1);
const app = await startServer(process.env);
if (process.env.TRACE_TAP) {
  const browser = await launchBrowser();
  for (let run = 0; run < runs; run++) await traceTap(browser, app.url + routes[0]!, dist, process.env.TRACE_TAP);
  await browser.close();
  await app.close();
  process.exit(0);
}
const floorDir = join(process.cwd(), 'bench/.out/floor');
const floor = existsSync(floorDir) ? createAppServer({ root: process.cwd(), distDir: floorDir, ssr: false }) : null;
if (floor) await new Promise<void>((r) => floor.listen(0, '127.0.0.1', r));
const browser = await launchBrowser();
const totals = new Map<string, number[]>();
for (let run = 0; run < runs; run++) {
  for (const route of routes) {
    const ms = await traceLoad(browser, app.url + route, dist, 'main[aria-busy="false"]');
    totals.set(route, [...(totals.get(route) ?? []), ms]);
  }
  if (floor) {
    const ms = await traceLoad(browser, `http://127.0.0.1:${(floor.address() as AddressInfo).port}/m/floor`, floorDir, 'main');
    totals.set('floor', [...(totals.get('floor') ?? []), ms]);
  }
}
console.log('\nblocking time over 50 ms per page (each run):');
for (const [k, v] of totals) console.log(`  ${k}: ${v.map((x) => x.toFixed(0)).join(', ')}`);
await browser.close();
await app.close();
floor?.close();
process.exit(0);
