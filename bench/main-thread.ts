// A/B of a first load's main-thread work, on one machine: two checkouts (each built, each with its own screens)
// served side by side, a route of each loaded in turn at 375x812 with the CPU 4x slower, and after the same window
// (the screen ready, then MT_WINDOW_MS) the renderer's own counters: all its main-thread tasks, script, style and
// layout time, plus React's commits and the components rendered in them (a devtools hook counts each component
// that did work, once per render). Lighthouse's TBT multiplies every task by 4 and moves by several times between
// runs on a shared machine; these totals move far less, and the render count not at all.
// `npx tsx bench/main-thread.ts <checkout A> <checkout B>`; MT_ROUTE (/m/home), MT_RUNS (6 each).
// MT_TAP='<selector>' (e.g. 'nav a[href="/m/mine"]') measures a route change instead: the route loaded unthrottled
// and left to settle, then the same counters from the tap to the new screen's painted frame (bench/in-page.ts
// tapToPaint), with that time itself: the route change's work without the frame timing's noise.
// Another commit: `git worktree add /tmp/a <commit> && ln -s "$PWD/node_modules" /tmp/a/ && (cd /tmp/a && node build.mjs)`.
import { resolve } from 'node:path';
import { serveCheckouts } from './checkouts.ts';
import { launchBrowser } from '../test/e2e/harness.ts';
import { tapToPaint } from './in-page.ts';

const roots = process.argv.slice(2, 4).map((r) => resolve(r));
if (roots.length !== 2) {
  console.error('usage: npx tsx bench/main-thread.ts <checkout A> <checkout B>');
  process.exit(2);
}
const route = process.env.MT_ROUTE ?? '/m/home';
const runs = Number(process.env.MT_RUNS ?? 6);
/** How long after the screen is ready the counters are read: the deferred widgets, popups and data in between. */
const WINDOW_MS = Number(process.env.MT_WINDOW_MS ?? 2500);
const tap = process.env.MT_TAP;

/**
 * A stand-in for React's devtools hook: counts commits, and components (function, forwardRef, memo) that rendered
 * in each (React marks them PerformedWork; a component whose hooks state is the one already counted kept its last
 * render and is not counted again).
 */
const COUNT_RENDERS = `(() => {
  let commits = 0, renders = 0;
  const seen = new WeakMap();
  const walk = (f) => {
    for (; f; f = f.sibling) {
      if ((f.tag === 0 || f.tag === 11 || f.tag === 14 || f.tag === 15) && (f.flags & 1) && f.memoizedState !== null && seen.get(f) !== f.memoizedState) {
        seen.set(f, f.memoizedState);
        renders++;
      }
      walk(f.child);
    }
  };
  window.__reactCounts = () => ({ commits, renders });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false, supportsFiber: true, inject: () => 1, checkDCE() {},
    onCommitFiberRoot(_id, root) { commits++; walk(root.current.child); },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  };
})()`;

const bases = await serveCheckouts(roots);

const browser = await launchBrowser();
const figures = roots.map(() => new Map<string, number[]>());
for (let i = 0; i < runs; i++)
  for (const [n, base] of bases.entries()) {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument(COUNT_RENDERS);
    await page.evaluateOnNewDocument('globalThis.__name = (f) => f;'); // tsx's name helper, for tapToPaint
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    const read = async () => ({
      metrics: Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])),
      react: (await page.evaluate('window.__reactCounts()')) as { commits: number; renders: number },
    });
    const tapped: Record<string, number> = {};
    let before = { metrics: {} as Record<string, number>, react: { commits: 0, renders: 0 } };
    if (!tap) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + route, { waitUntil: tap ? 'networkidle0' : 'domcontentloaded' });
    await page.waitForSelector('main[aria-busy="false"]', { timeout: 60_000 });
    if (tap) {
      // Settled as bench/in-page.ts's route change has it (network idle, the screen ready), then throttled.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      before = await read();
      tapped['tap to painted frame ms'] = await tapToPaint(page, tap);
    } else await new Promise((r) => setTimeout(r, WINDOW_MS));
    const after = await read();
    const metrics = Object.fromEntries(Object.entries(after.metrics).map(([k, v]) => [k, v - (before.metrics[k] ?? 0)]));
    const react = { commits: after.react.commits - before.react.commits, renders: after.react.renders - before.react.renders };
    const row: Record<string, number> = {
      ...tapped,
      'all tasks ms': (metrics.TaskDuration ?? 0) * 1000,
      'script ms': (metrics.ScriptDuration ?? 0) * 1000,
      'style ms': (metrics.RecalcStyleDuration ?? 0) * 1000,
      'layout ms': (metrics.LayoutDuration ?? 0) * 1000,
      'React commits': react.commits,
      'components rendered': react.renders,
    };
    for (const [k, v] of Object.entries(row)) figures[n]!.set(k, [...(figures[n]!.get(k) ?? []), Math.round(v)]);
    await ctx.close();
  }
await browser.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${tap ? `tap ${tap} on ${route}` : route}, 4x CPU, ${runs} ${tap ? 'taps' : 'loads'} each, taking turns; medians (each run)`);
for (const [n, root] of roots.entries()) {
  console.log(root);
  for (const [k, v] of figures[n]!) console.log(`  ${k}: ${median(v)} (${v.join(', ')})`);
}
process.exit(0);
