// A rebuild while a player navigates: `node build.mjs` publishes a new build under the running server (as an
// operator's deploy does). The player's page, still running the old build, keeps loading its lazy chunks;
// no request fails at any point; a fresh load gets the new build. The rebuild is made from a copy of the source
// with a change in every widget, so the widget chunks' hashed names change, as in a real release.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { phonePage, settled, startServer, type TestServer } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { copySource } from './source-copy.ts';
import { tempDir } from '../helpers/temp.ts';

const s = suite('rebuild');
const browsing = useBrowser(s, { network: true });
let server: TestServer;
const work = tempDir('rebuild-');
const target = join(work, 'app');
const source = join(work, 'source');

/** A copy of the source with a change in every widget, so every widget chunk of the next build has a new name. */
function changedSource(): void {
  copySource(source);
  for (const file of readdirSync(join(source, 'widgets')).filter((f) => f.endsWith('.tsx'))) {
    appendFileSync(join(source, 'widgets', file), `\n(globalThis as { rebuilt?: string }).rebuilt = ${JSON.stringify(file)};\n`);
  }
}

s.before(async () => {
  changedSource();
  // The served build starts as the one `npm run test:e2e` just made; the rebuild publishes beside it.
  symlinkSync(realpathSync(process.env.DIST_DIR || 'dist'), target, 'dir');
  server = await startServer({}, { distDir: target });
});
s.after(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const version = (page: Page) => page.$eval('meta[name="app-version"]', (m) => m.getAttribute('content'));

/** An in-app route change, as a link tap makes it (no page load). */
async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    history.pushState(null, '', r);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await settled(page); // the route, or where its access rule sends a visitor (login)
}

/** Visits each route home's footer links to, then home again. */
async function tour(page: Page, routes: string[]): Promise<void> {
  for (const route of [...routes.slice(1), routes[0]!]) await go(page, route);
}

s('navigating through a rebuild: no failed request, old chunks still load, the new build is picked up', async () => {
  const { page, errors } = await phonePage(browsing.browser);
  // The old build's chunks must come from the server, as for a player whose worker and HTTP cache do not have them.
  await page.setBypassServiceWorker(true);
  await page.setCacheEnabled(false);
  const bad: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) bad.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  await page.goto(`${server.url}/m/home`, { waitUntil: 'domcontentloaded' });
  await settled(page);
  const before = await version(page);
  const routes = await page.$$eval('nav[aria-label="Main menu"] a[href^="/m/"]', (as) => as.map((a) => a.getAttribute('href')!));

  const build = spawn(process.execPath, ['build.mjs', '--outdir', target], {
    cwd: source,
    env: { ...process.env, BUILD_LABEL: 'rebuilt' },
    stdio: 'ignore',
  });
  const built = new Promise<number | null>((resolve) => build.on('exit', resolve));
  let finished = false;
  void built.then(() => {
    finished = true;
  });
  let tours = 0;
  while (!finished) {
    await tour(page, routes);
    tours++;
  }
  assert.is(await built, 0, 'the build succeeded');
  // After the swap the page still runs the old build: its screens not visited yet load old chunks.
  for (const route of ['/m/help', '/m/service', '/m/notice', '/m/login']) await go(page, route);
  await tour(page, routes);

  assert.equal(bad, [], 'no request failed during or after the rebuild');
  assert.equal(
    errors.filter((e) => !e.includes('Updated to the latest')),
    [],
    'no page errors',
  );
  assert.ok(tours >= 1, `toured the footer ${tours} times during the build`);

  const fresh = await browsing.browser.newPage();
  await fresh.goto(`${server.url}/m/home`, { waitUntil: 'domcontentloaded' });
  const after = await version(fresh);
  assert.ok(before && after && before !== after, `a fresh load gets the new build (${before} -> ${after})`);
  await fresh.close();
  await page.close();
});

s.run();
