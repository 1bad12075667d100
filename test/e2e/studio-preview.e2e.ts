// The studio's preview, as staff use it: the unsaved draft shows in the preview frame only (not in the staff
// member's other tab in the same browser, not to a player), and a role switch takes the preview back to the
// edited screen when the role may open it, or to where the app sends that role (and says so).
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { open } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { startStudioServer, type StudioServer } from '../unit/studio/fixture.ts';
import { endOfLine, lineOf, openStudio, reloaded, statusShows } from './studio-helpers.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';

const s = suite('studio: the preview');
const browsing = useBrowser(s);
let server: StudioServer;
s.before(async () => {
  server = await startStudioServer();
});
s.after(async () => {
  await server?.close();
});

const KEY = 'user_agreement';
const LABEL = readCatalogue('EN')[KEY]!;
const headings = (page: Page | Frame) => page.$$eval('main h2', (hs) => hs.map((h) => h.textContent));
const pathOf = (frame: Frame) => frame.evaluate(() => location.pathname);

s('the draft shows in the preview frame only: the other tab and a player see the published screen', async () => {
  const { page, frame, errors } = await openStudio(browsing.browser, server);
  const saved = readFileSync(join(server.screensDir, 'home.json'), 'utf8');
  await endOfLine(page, lineOf(saved, /^ {2}"widgets": \[$/));
  await reloaded(frame, async () => {
    await page.keyboard.sendCharacter(` { "type": "heading", "props": { "text": "${KEY}" } },`);
    await page.keyboard.press('Escape');
  });
  assert.ok((await headings(frame)).includes(LABEL), 'the preview shows the draft');

  // The staff member's other tab: same browser, same cookies and localStorage; straight to the network.
  const other = await browsing.browser.newPage();
  await other.setBypassServiceWorker(true);
  await other.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await open(other, server.url, '/m/home');
  assert.not.ok((await headings(other)).includes(LABEL), 'the other tab shows the published home');
  const manifest = await other.evaluate(() => fetch('/screens/manifest.json').then((r) => r.json()));
  assert.is(manifest.files.find((f: { file: string }) => f.file === 'home.json').source, saved, 'its manifest is the published one');
  await other.close();

  // A player, on another machine as far as the browser can tell.
  const context = await browsing.newContext();
  const player = await context.newPage();
  await player.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await open(player, server.url, '/m/home');
  assert.not.ok((await headings(player)).includes(LABEL), 'the player sees the published home');
  await context.close();

  // The preview keeps its draft across a reload.
  await reloaded(frame, () => page.click('#reload'));
  assert.ok((await headings(frame)).includes(LABEL), 'still the draft in the preview');
  assert.equal(errors, []);
  await page.close();
});

s('a role switch takes the preview to the edited screen when the role may open it, else where the app sends it', async () => {
  const { page, frame } = await openStudio(browsing.browser, server, 'mine.json');
  assert.is(await page.$eval('#route', (el) => (el as HTMLSelectElement).value), '/m/mine');
  await reloaded(frame, () => page.click('#role ::-p-text(Member)'));
  await statusShows(page, /^Preview updated: player01 · type 0 on \/m\/mine\.$/);
  await frame.waitForFunction(() => location.pathname === '/m/mine');

  // A trial member may not open the member centre: the preview goes where the app sends them, and says so.
  await reloaded(frame, () => page.click('#role ::-p-text(Trial)'));
  await statusShows(page, /^As free play · type 4, \/m\/mine is refused: the preview shows \/m\/home, where the app sends them\.$/);
  await frame.waitForFunction(() => location.pathname === '/m/home');

  // An agent may: back on the screen being edited, not left where the trial member was sent.
  await reloaded(frame, () => page.click('#role ::-p-text(Agent)'));
  await statusShows(page, /^Preview updated: agent01 · type 1 on \/m\/mine\.$/);
  await frame.waitForFunction(() => location.pathname === '/m/mine', { timeout: 10_000 });
  assert.is(await pathOf(frame), '/m/mine');
  await page.screenshot({ path: 'test-results/studio-role-follow.png' });
  await page.close();
});

s.run();
