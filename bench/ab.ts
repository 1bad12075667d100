// A/B on one machine: two checkouts, each with its own build and screens, served side by side; Lighthouse on a
// route of each, taking turns, then the route change home → member center, alternating taps. A busy machine's ups
// and downs then fall on both alike, which two separate runs of `npm run bench` cannot promise (home's TBT moves
// by several times between runs).
// `npx tsx bench/ab.ts <checkout A> <checkout B>`, each built first (`node build.mjs` in it). Another commit:
// `git worktree add /tmp/a <commit> && ln -s "$PWD/node_modules" /tmp/a/ && (cd /tmp/a && node build.mjs)`.
// AB_ROUTE (/m/home), AB_RUNS (5 Lighthouse runs each), AB_TAPS (9 taps each; 0 skips the route change).
import { resolve } from 'node:path';
import { serveCheckouts } from './checkouts.ts';
import { lighthouseMedians } from './lighthouse.ts';
import { routeChangeMs } from './in-page.ts';
import { launchBrowser } from '../test/e2e/harness.ts';

const roots = process.argv.slice(2, 4).map((r) => resolve(r));
if (roots.length !== 2) {
  console.error('usage: npx tsx bench/ab.ts <checkout A> <checkout B>');
  process.exit(2);
}
const route = process.env.AB_ROUTE ?? '/m/home';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const bases = await serveCheckouts(roots);

const lh = await lighthouseMedians(Object.fromEntries(roots.map((r, i) => [r, bases[i] + route])), Number(process.env.AB_RUNS ?? 5));
for (const [root, m] of Object.entries(lh)) {
  const runs = (pick: (r: (typeof m.runs)[number]) => number) => m.runs.map(pick).join(', ');
  console.log(`${root} ${route}: performance ${m.performance}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}`);
  console.log(`  TBT runs ${runs((r) => r.tbtMs)}; script sent ${runs((r) => Math.round(r.scriptBytes / 1024))} KB`);
}

const taps = Number(process.env.AB_TAPS ?? 9);
if (taps > 0) {
  const browser = await launchBrowser();
  const all: number[][] = roots.map(() => []);
  for (let i = 0; i < taps; i++)
    for (const [n, base] of bases.entries()) all[n]!.push(await routeChangeMs(browser, base, '/m/home', 'nav a[href="/m/mine"]', 1));
  await browser.close();
  for (const [n, root] of roots.entries()) console.log(`${root} route change: taps ${all[n]!.join(', ')} ms; median ${median(all[n]!)} ms`);
}
process.exit(0);
