// `npm run bench`: builds the production app, serves it as `npm start` does (compression on), and
// measures per-route weight, Lighthouse (mobile), the React floor, engine costs, a route change under
// 4x CPU throttling, every tap to its painted frame for a visitor and an agent beside a baseline (bench/taps.ts),
// the game grid after long scrolling and the server under load (bench/load.ts). Writes bench/results.json and REPORT.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../server/app.ts';
import { apiFromEnv } from '../server/api.ts';
import { launchBrowser, loginInfo } from '../test/e2e/harness.ts';
import { tapFigures } from './taps.ts';
import { buildExtras } from './build-extras.ts';
import { weighRoute, weighRoutes, distDir, ROUTES } from './sizes.ts';
import { lighthouseMedians } from './lighthouse.ts';
import { routeChangeMs, gridAfterScroll } from './in-page.ts';
import { budgets, report } from './report.ts';
import { serverLoad } from './load.ts';

const root = process.cwd();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const started = Date.now();
execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
const extras = await buildExtras(root);

async function serve(
  distDir: string,
  api?: Awaited<ReturnType<typeof apiFromEnv>>['handler'],
  ssr = process.env.SSR !== '0',
  screens: 'app' | 'none' = 'app',
) {
  // The floor: an empty screens folder, which claims every app path (the app's screens claim only their routes,
  // and answer 404 for /m/floor, a page Lighthouse then refuses to measure). The engine-costs page measures the
  // app's screens (its manifest), so it is served with them: its page is served with the 404 status, and runs.
  const screensDir = screens === 'none' ? mkdtempSync(join(tmpdir(), 'bench-screens-')) : undefined;
  const server = createAppServer({ root, distDir, api, ssr, screensDir });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const api = await apiFromEnv({}, join(mkdtempSync(join(tmpdir(), 'bench-')), 'state.json'));
const app = await serve(distDir(), api.handler);
// The floor and the engine-costs page have no server render (nor a platform): their plain index.html.
const floor = await serve(extras.floor, undefined, false, 'none');
const engine = await serve(extras.engine, undefined, false);
const browser = await launchBrowser();

const weights = await weighRoutes(browser, app.base);
const floorWeight = await weighRoute(browser, floor.base, '/m/floor', extras.floor, 'main');

const enginePage = await browser.newPage();
// A loaded machine (other jobs beside the benchmark) may take long to load a page: waits are generous.
await enginePage.goto(`${engine.base}/m/bench`, { waitUntil: 'networkidle0', timeout: 120_000 });
await enginePage.waitForFunction(() => '__benchResult' in window, { timeout: 120_000 });
const engineCosts = (await enginePage.evaluate(() => (window as unknown as { __benchResult: unknown }).__benchResult)) as Record<
  string,
  { validateMs: number; mountMs: number }
>;
await enginePage.close();
// Found now, not when the report is written minutes later: a page that measured no screen read no manifest.
if (!Object.keys(engineCosts ?? {}).length)
  throw new Error(`the engine-costs page measured no screen (${engine.base}/screens/manifest.json)`);

const routeChange = await routeChangeMs(browser, app.base, '/m/home', 'nav a[href="/m/mine"]', runs);
const taps = [
  ...(await tapFigures(browser, [{ base: app.base, session: null }], 'visitor', runs))[0]!,
  ...(await tapFigures(browser, [{ base: app.base, session: await loginInfo(app.base, 'agent01') }], 'agent', runs))[0]!,
];
const gridPage = await browser.newPage();
await gridPage.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
const grid = await gridAfterScroll(gridPage, `${app.base}/m/gameList?gameType=RNG`, 'main [data-game-tile]');
await gridPage.close();
await browser.close();

const lighthouse = await lighthouseMedians(
  {
    home: app.base + ROUTES.home!,
    login: app.base + ROUTES.login!,
    gameList: app.base + ROUTES.gameList!,
    floor: `${floor.base}/m/floor`,
  },
  runs,
);

for (const s of [app, floor, engine]) s.server.close();
const load = await serverLoad(root);
const results = {
  date: new Date().toISOString(),
  runs,
  seconds: Math.round((Date.now() - started) / 1000),
  routes: weights,
  floor: floorWeight,
  lighthouse,
  engineCosts,
  routeChangeMs: routeChange,
  taps,
  grid,
  load,
  ratios: {
    homeJsGzipToFloor: +(weights.home!.js.gzip / floorWeight.js.gzip).toFixed(2),
    homeLcpToFloor: +(lighthouse.home!.lcpMs / lighthouse.floor!.lcpMs).toFixed(2),
    homeScriptToFloor: +(lighthouse.home!.scriptBytes / lighthouse.floor!.scriptBytes).toFixed(2),
  },
};
const checked = budgets(results);
writeFileSync(join(root, 'bench/results.json'), JSON.stringify({ ...results, budgets: checked }, null, 2));
const md = report(results, checked);
writeFileSync(join(root, 'bench/REPORT.md'), md);
console.log(md);
process.exit(0);
