// Field data end to end, with every page view sampled (FIELD_DATA_VITALS=1, the setting an operator would use): a
// player's page view sends its web vitals when the page is hidden, the studio's field-data page (reached from the
// studio's top bar) shows their p75 for today, errors thrown in a page show in its top errors with their counts and
// nothing personal, and an oversized or malformed report is refused without harm.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { createAppServer, type AppServer } from '../../server/app.ts';
import { apiFromEnv } from '../../server/api.ts';
import { createStudio, type Studio } from '../../server/studio/index.ts';
import { createFieldData, type FieldData } from '../../server/field-data/from-env.ts';
import { fieldDataSettings } from '../../server/field-data/settings.ts';
import { REPORT_MAX_BYTES } from '../../engine/field-data/protocol.ts';
import { phonePage, settled, until } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { byRole, openLink, statusShows } from './studio-helpers.ts';
import { tempDir } from '../helpers/temp.ts';
import { WORKER_OFF } from '../helpers/worker.ts';

const root = process.cwd();
const SHOTS = join(root, 'test-results', 'field-data');
/** A same-origin script that throws once it has run: the page's own code, not a muted cross-origin one. */
const THROWER = '/field-data-test/thrower.js';

const s = suite('field data');
const browsing = useBrowser(s, { network: true });
let server: AppServer;
let url = '';
let data: FieldData;
let studio: Studio;
const requests: string[] = [];

s.before(async () => {
  const tmp = tempDir('field-data-e2e-');
  const screensDir = join(tmp, 'screens');
  cpSync(join(root, 'screens'), screensDir, { recursive: true });
  const api = await apiFromEnv({}, join(tmp, 'state.json'));
  const settings = fieldDataSettings({ FIELD_DATA_VITALS: '1', FIELD_DATA_ERRORS: '1' }, root);
  data = createFieldData({ ...settings, dir: join(tmp, 'field-data') }, () => {});
  studio = createStudio({ root: tmp, links: true, reads: { 'field-data': data.view } });
  const distDir = process.env.DIST_DIR || join(root, 'dist');
  server = createAppServer({ root, distDir, screensDir, api: api.handler, studio, fieldData: data.handle, sw: WORKER_OFF });
  server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
s.after(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
  await data?.store.close();
});

const today = async () => (await data.view()).vitals.filter((v) => v.route === '/m/home' && v.days.at(-1));
/** Waits until the page's field data is collecting, with the web-vitals library loaded (after the page settled). */
const collecting = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/web-vitals-\w+\.js$/.test(r.name)), {
    timeout: 20_000,
  });
/** The rows of the table under the heading `name` (its region), as cell texts. */
const tableOf = async (page: Page, name: string) =>
  (await byRole(page, 'region', name)).evaluate((region) =>
    [...region.querySelectorAll('tbody tr')].map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent ?? '')),
  );
/** The studio's field-data page, signed in through the one-time link and reached from the studio's top bar. */
async function openFieldData(): Promise<Page> {
  const page = await browsing.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await openLink(page, `${url}${studio.linkPath()}`);
  // Once the studio has opened its first file, as a person would see it do. In one stress run the click came while
  // it was still opening it (it sets its own address then) and the field-data page never came in 30 s.
  await statusShows(page, /^Opened screens\//);
  await (await byRole(page, 'link', 'Field data', 30_000)).click();
  // (Not waitForNavigation: the studio page sets its own address's fragment as it opens a file.)
  // The studio's upper bound for a loaded machine, as the link above (the report reads the stored data first).
  await page.waitForFunction(() => location.pathname === '/studio/field-data' && !!document.querySelector('#report[aria-busy="false"]'), {
    timeout: 30_000,
  });
  return page;
}

s('a page view sends its vitals when hidden; the studio shows their p75 for today', async () => {
  // Before any report, the studio says there is nothing yet.
  const studioPage = await openFieldData();
  assert.match(
    await studioPage.$eval('#report', (el) => el.textContent ?? ''),
    /No field data yet\. A page view sends its report when the player closes the page/,
  );
  mkdirSync(SHOTS, { recursive: true });
  await studioPage.screenshot({ path: join(SHOTS, 'studio-field-data-empty.png') });

  const { page, errors } = await phonePage(browsing.browser);
  await page.goto(`${url}/m/home?token=secret123456`, { waitUntil: 'domcontentloaded' });
  await settled(page);
  await collecting(page);
  assert.ok(requests.includes('GET /rum'), 'the page asked for the sampling settings');
  // A key press (an interaction for INP, and one that opens nothing), then the player switches to another tab.
  await page.keyboard.press('ArrowDown');
  const other = await browsing.browser.newPage();
  await other.bringToFront();
  await until(async () => (await today()).length === 4, "the server has the page view's four vitals for /m/home", 15_000);
  const stored = await today();
  assert.equal(
    stored.map((v) => [v.metric, v.days.at(-1)!.views]),
    [
      ['LCP', 1],
      ['INP', 1],
      ['CLS', 1],
      ['TTFB', 1],
    ],
  );
  assert.is(requests.filter((r) => r === 'POST /rum').length, 1, 'one report for the page view');
  assert.equal(errors, []);
  await other.close();

  await studioPage.bringToFront();
  await (await byRole(studioPage, 'button', 'Refresh')).click();
  const lcp = await studioPage
    .waitForFunction(() => document.querySelector('#report[aria-busy="false"] section.vital'))
    .then(() => tableOf(studioPage, 'Largest paint (LCP)'));
  assert.is(lcp.length, 1);
  assert.is(lcp[0]![0], '/m/home');
  // The p75 of one page view is its value, as the studio writes it (two significant digits), with its rating.
  const p75 = stored[0]!.days.at(-1)!.p75;
  const rating = p75 <= 2500 ? 'good' : p75 <= 4000 ? 'needs improvement' : 'poor';
  assert.is(lcp[0]!.at(-1), `${p75 < 1000 ? `${p75} ms` : `${p75 / 1000} s`}, ${rating}, 1 page view`);
  // Days before today have none.
  assert.ok(lcp[0]!.slice(1, -1).every((cell) => cell === '–no data'));
  for (const name of ['Response to taps (INP)', 'Layout shift (CLS)', 'First byte (TTFB)'])
    assert.is((await tableOf(studioPage, name))[0]![0], '/m/home', name);
  await studioPage.close();
  await page.close();
});

s("errors thrown in a page show in the studio's top errors with their counts, scrubbed", async () => {
  const { page } = await phonePage(browsing.browser);
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === THROWER)
      void req.respond({
        contentType: 'text/javascript',
        body: "setTimeout(() => { throw new Error('No balance for player 12345678 (mail player@example.com)'); });",
      });
    else void req.continue();
  });
  await page.goto(`${url}/m/home`, { waitUntil: 'domcontentloaded' });
  await settled(page);
  await collecting(page);
  for (let i = 0; i < 2; i++) await page.addScriptTag({ url: `${THROWER}?n=${i}` });
  await page.evaluate('void Promise.reject(new Error("Rejected: order 87654321"))');
  // The player leaves the page.
  await page.goto('about:blank');
  await until(async () => (await data.view()).errors.length === 2, 'the server has both errors', 15_000);

  const studioPage = await openFieldData();
  const rows = await tableOf(studioPage, 'Top client errors');
  assert.equal(
    rows.map((r) => r.slice(0, 4)),
    [
      ['2', 'Uncaught Error: No balance for player <number> (mail <email>)', `${THROWER}:1:26`, '/m/home'],
      // Rejected in puppeteer's evaluated code, which has no address.
      ['1', 'Unhandled rejection: Error: Rejected: order <number>', 'unknown', '/m/home'],
    ],
  );
  await studioPage.screenshot({ path: join(SHOTS, 'studio-field-data.png'), fullPage: true });
  await studioPage.close();
  await page.close();
});

s('an oversized or malformed report is refused (413, 400) without harm: the server answers, the data stays', async () => {
  const studioPage = await openFieldData();
  const before = await studioPage.$eval('#report', (el) => el.textContent);
  const stored = JSON.stringify(await data.view());
  const bodies = [
    JSON.stringify({ route: '/m/home', vitals: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(REPORT_MAX_BYTES) }),
    '{"route":"/m/home","vitals":[{"name":"LCP","value":"fast"}]}',
    'not json at all',
  ];
  const statuses = await studioPage.evaluate(async (list: string[]) => {
    const out: number[] = [];
    for (const body of list) out.push((await fetch('/rum', { method: 'POST', body })).status);
    out.push((await fetch('/m/home')).status);
    return out;
  }, bodies);
  assert.equal(statuses, [413, 400, 400, 200]);
  await (await byRole(studioPage, 'button', 'Refresh')).click();
  await studioPage.waitForFunction(() => /^Updated at/.test(document.querySelector('#status')?.textContent ?? ''));
  assert.is(await studioPage.$eval('#report', (el) => el.textContent), before);
  assert.is(JSON.stringify(await data.view()), stored);
  await studioPage.close();
});

s.run();
