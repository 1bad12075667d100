// Diagnosis aid: one Lighthouse run (mobile preset) per page against a fresh build, full JSON saved to
// bench/.out/lh-<page>.json, with the LCP element, its phases, render-blocking requests and the network
// waterfall printed (LH_ROWS requests, 20 unless set), with the observed (unthrottled) paints Lantern's graphs are
// cut at. `npx tsx bench/lh-diag.ts [home login gameList floor]`. LH_NOBUILD=1 skips the build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import lighthouse from 'lighthouse';
import { createAppServer } from '../server/app.ts';
import { apiFromEnv } from '../server/api.ts';
import { launchChrome } from './lighthouse.ts';
import { buildExtras } from './build-extras.ts';
import { distDir } from './sizes.ts';

const root = process.cwd();
if (!process.env.LH_NOBUILD) execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
const extras = await buildExtras(root);
async function serve(dir: string, api?: Awaited<ReturnType<typeof apiFromEnv>>['handler'], ssr = true) {
  // The floor: an empty screens folder claims every app path (the app's screens answer 404 for /m/floor).
  const screensDir = ssr ? undefined : mkdtempSync(join(tmpdir(), 'lhdiag-screens-'));
  const server = createAppServer({ root, distDir: dir, api, ssr, screensDir });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const api = await apiFromEnv({}, join(mkdtempSync(join(tmpdir(), 'lhdiag-')), 'state.json'));
const app = await serve(distDir(), api.handler);
const floor = await serve(extras.floor, undefined, false);
const urls: Record<string, string> = {
  home: `${app.base}/m/home`,
  login: `${app.base}/m/login`,
  gameList: `${app.base}/m/gameList?gameType=RNG`,
  floor: `${floor.base}/m/floor`,
};
const pick = process.argv.slice(2);

/** LH_TASKS=1: the main thread's tasks Lighthouse observed (unthrottled) from first paint on, at least 10 ms: its
 * simulation multiplies each by 4, so one of 12.5 ms or more counts towards TBT. Each with its longest events. */
function observedTasks(events: any[], fcpTs: number) {
  const start = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
  // The page's own document: the last HTML parse before its first paint (Lighthouse opens about:blank first).
  const loaded = events.filter((e) => e.name === 'ParseHTML' && e.ts <= fcpTs).at(-1);
  if (!loaded) return;
  const main = events.filter((e) => e.pid === loaded.pid && e.tid === loaded.tid);
  let total = 0;
  for (const t of main.filter((e) => e.name === 'RunTask' && e.dur >= 10_000 && e.ts >= fcpTs)) {
    const end = t.ts + t.dur;
    const kids = main
      .filter((e) => e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts < end && e.dur >= 1500 && e.name !== 'RunTask')
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${String(e.args.data.url).replace(/^.*\//, '')}` : ''}${e.args?.data?.type ? ` ${e.args.data.type}` : ''} ${(e.dur / 1000).toFixed(1)}`,
      );
    total += Math.max(0, (t.dur / 1000) * 4 - 50);
    console.log(
      `  task at ${((t.ts - fcpTs) / 1000).toFixed(0)} ms after FCP: ${(t.dur / 1000).toFixed(1)} ms | ${kids.slice(0, 8).join(' | ')}`,
    );
  }
  console.log(`  (x4 blocking of these: ${total.toFixed(0)} ms${start ? '' : ''})`);
}
const chrome = await launchChrome();
mkdirSync(join(root, 'bench/.out'), { recursive: true });
try {
  for (const [name, url] of Object.entries(urls)) {
    if (pick.length && !pick.includes(name)) continue;
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r!.lhr;
    writeFileSync(join(root, `bench/.out/lh-${name}.json`), JSON.stringify(lhr));
    const a = lhr.audits;
    const n = (id: string) => Math.round(Number(a[id]?.numericValue ?? NaN));
    console.log(
      `\n== ${name}: perf ${Math.round(lhr.categories.performance!.score! * 100)} FCP ${n('first-contentful-paint')} LCP ${n('largest-contentful-paint')} TBT ${n('total-blocking-time')} CLS ${a['cumulative-layout-shift']?.numericValue}`,
    );
    if (lhr.runtimeError) console.log(`Lighthouse measured nothing: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const m = (a.metrics?.details as any)?.items?.[0] ?? {};
    console.log(
      `observed: FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint} DCL ${m.observedDomContentLoaded}`,
    );
    const lcp = a['largest-contentful-paint-element']?.details as any;
    for (const item of lcp?.items ?? []) console.log(JSON.stringify(item.items ?? item).slice(0, 600));
    const rb = a['render-blocking-resources']?.details as any;
    console.log(
      'render-blocking:',
      JSON.stringify((rb?.items ?? []).map((i: any) => [i.url.replace(/^https?:\/\/[^/]+/, ''), i.wastedMs])),
    );
    const ls = (a['layout-shifts']?.details as any) ?? (a['layout-shift-elements']?.details as any);
    console.log('layout shifts:', JSON.stringify(ls?.items ?? []).slice(0, 1500));
    if (process.env.LH_TASKS) {
      const events = (r!.artifacts as any).Trace?.traceEvents ?? [];
      writeFileSync(join(root, `bench/.out/lh-${name}.trace.json`), JSON.stringify(events));
      observedTasks(events, m.observedFirstContentfulPaintTs);
    }
    const net = a['network-requests']?.details as any;
    for (const i of (net?.items ?? []).slice(0, Number(process.env.LH_ROWS ?? 20)))
      console.log(
        `  ${String(Math.round(i.networkRequestTime)).padStart(6)} → ${String(Math.round(i.networkEndTime)).padStart(6)} ${String(i.transferSize).padStart(7)}B ${i.priority?.padEnd(8)} ${i.resourceType?.padEnd(10)} ${i.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`,
      );
  }
} finally {
  await chrome.kill();
  for (const s of [app, floor]) s.server.close();
}
process.exit(0);
