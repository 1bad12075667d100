// Only the benchmark's route change (bench/in-page.ts routeChangeMs: footer tap home → mine, 4x CPU throttling,
// tap to the painted frame of the new screen), without the rest of `npm run bench`: builds the app (unless
// NO_BUILD=1), serves it as the bench does and prints each tap and the median.
// `npx tsx bench/route-only.ts [runs=5]`; ROUTE_FROM / ROUTE_LINK change the page and the link.
// COMPARE_DIST=<another build's dist/> serves that build too and alternates taps between the two, so a busy
// machine's ups and downs fall on both alike: `git stash && node build.mjs && cp -rL dist /tmp/base && git stash pop`.
import { execFileSync } from 'node:child_process';
import { routeChangeMs } from './in-page.ts';
import { launchBrowser, startServer } from '../test/e2e/harness.ts';

const runs = Number(process.argv[2] ?? 5);
const from = process.env.ROUTE_FROM ?? '/m/home';
const link = process.env.ROUTE_LINK ?? 'nav a[href="/m/mine"]';
if (process.env.NO_BUILD !== '1') execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
const builds = [{ name: 'this build', server: await startServer(process.env), taps: [] as number[] }];
if (process.env.COMPARE_DIST)
  builds.push({ name: process.env.COMPARE_DIST, server: await startServer(process.env, { distDir: process.env.COMPARE_DIST }), taps: [] });
const browser = await launchBrowser();
// One tap per call, so each is printed; the median is over all of them, as routeChangeMs takes it.
for (let i = 0; i < runs; i++) for (const b of builds) b.taps.push(await routeChangeMs(browser, b.server.url, from, link, 1));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const b of builds) console.log(`route change ${from} → ${link}, ${b.name}: taps ${b.taps.join(', ')} ms; median ${median(b.taps)} ms`);
await browser.close();
for (const b of builds) await b.server.close();
process.exit(0);
