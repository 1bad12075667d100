// Labels as data in the studio, as staff would: add a brand-new label and publish it, use it in a screen (the
// player sees its text, no rebuild); change a shipped text and save a draft (the preview shows it, a player in
// another browser does not), publish it (the player gets it), then restore the previous version.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { open } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { startStudioServer, type StudioServer } from '../unit/studio/fixture.ts';
import { byRole, endOfLine, fill, lineOf, openStudio, press, statusShows } from './studio-helpers.ts';

const s = suite('studio: labels as data');
const browsing = useBrowser(s);
let server: StudioServer;
s.before(async () => {
  server = await startStudioServer();
});
s.after(async () => {
  await server?.close();
});

const NEW_KEY = 'promo_weekend_title';
const NEW_TEXT = 'Weekend cashback';
const FOOTER_KEY = 'footer_activity';
const SHIPPED = 'Promos';
const EDITED = 'Bonus hub';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/studio-labels-${name}.png` });

/** The footer and headings of home as a new player sees them (a new browser: no service worker, no cache). */
async function playerSees(): Promise<{ footer: string; headings: string[] }> {
  const context = await browsing.newContext();
  try {
    const player = await context.newPage();
    await player.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
    await open(player, server.url, '/m/home');
    return {
      footer: await player.$eval('nav.app-footer', (n) => (n as HTMLElement).innerText),
      headings: await player.$$eval('main h2', (hs) => hs.map((h) => h.textContent ?? '')),
    };
  } finally {
    await context.close();
  }
}

/** Waits until the preview's footer shows `text`. */
const previewFooterShows = (frame: Frame, text: string) =>
  frame.waitForFunction(
    (t) => (document.querySelector('nav.app-footer') as HTMLElement | null)?.innerText.includes(t),
    { timeout: 20_000 },
    text,
  );

/** Waits until the Labels view's state line says `text`. */
const labelsLive = (page: Page, text: string) =>
  page
    .waitForFunction((t) => document.querySelector('#labels .live-state')?.textContent === t, { timeout: 15_000 }, text)
    .catch(async () => {
      throw new Error(`the Labels view never said "${text}"; it says "${await page.$eval('#labels .live-state', (el) => el.textContent)}"`);
    });

/** Reviews the labels (or the screen) and presses `button` with a message. */
async function review(page: Page, open: string, button: string, message: string) {
  await press(page, open);
  const box = await byRole(page, 'textbox', 'What changed? (shown in the history)');
  await box.type(message);
  await press(page, button);
}

s('a new key and a changed text reach the player without a rebuild; a draft only the preview; restore the previous version', async () => {
  const { page, frame, errors } = await openStudio(browsing.browser, server);
  await press(page, 'Labels');
  await statusShows(page, /^Opened the EN labels \(labels\/en\.json\)\.$/);
  await labelsLive(page, 'Shipped texts only: nothing saved yet');

  // A brand-new key, published, then used by home.
  await fill(page, 'New label key', NEW_KEY);
  await fill(page, 'Text of the new label', NEW_TEXT);
  await press(page, 'Add label');
  await statusShows(page, new RegExp(`^Added "${NEW_KEY}"`));
  assert.is(await page.$eval(`[aria-label="Text of ${NEW_KEY}"]`, (i) => (i as HTMLInputElement).value), NEW_TEXT);
  await page.waitForFunction(() => /No problems/.test(document.querySelector('#labels .problems')?.textContent ?? ''), { timeout: 15_000 });
  await review(page, 'Review and save labels…', 'Save and publish', 'Weekend cashback title');
  await statusShows(page, /^Saved labels\/en\.json as version 1: players see it now\.$/);
  await labelsLive(page, 'v1 is live: players see it');

  await press(page, 'Screens');
  const home = readFileSync(join(server.screensDir, 'home.json'), 'utf8');
  await endOfLine(page, lineOf(home, /^ {2}"widgets": \[$/));
  await page.keyboard.sendCharacter(` { "type": "heading", "props": { "text": "${NEW_KEY}" } },`);
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () =>
      /unsaved/.test(document.querySelector('#file-name')?.textContent ?? '') &&
      /No problems/.test(document.querySelector('#problems')?.textContent ?? ''),
    { timeout: 30_000 },
  );
  await review(page, 'Review and save…', 'Save and publish', 'Weekend heading on home');
  await statusShows(page, /^Saved screens\/home\.json as version \d+: players see it now\.$/);
  assert.ok((await playerSees()).headings.includes(NEW_TEXT), "the player sees the new key's text");

  // A shipped text changed: a draft shows in the preview only.
  await press(page, 'Labels');
  await statusShows(page, /^Opened the EN labels/);
  const search = await byRole(page, 'searchbox', 'Search labels');
  await search.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await search.type(FOOTER_KEY);
  const row = await byRole(page, 'textbox', `Text of ${FOOTER_KEY}`);
  assert.is(await row.evaluate((i) => (i as HTMLInputElement).value), SHIPPED);
  assert.match(await page.$eval(`tr[data-key="${FOOTER_KEY}"] .shipped`, (td) => td.textContent ?? ''), SHIPPED);
  await row.click({ count: 3 });
  await row.type(EDITED);
  await previewFooterShows(frame, EDITED);
  await shot(page, 'edit');
  await review(page, 'Review and save labels…', 'Save draft', 'Promos are a bonus hub');
  await statusShows(page, /^Saved labels\/en\.json as draft version 2: only your preview shows it until you publish\.$/);
  await labelsLive(page, 'Draft v2 — players see v1');
  let player = await playerSees();
  assert.ok(player.footer.includes(SHIPPED) && !player.footer.includes(EDITED), 'a player still gets the shipped text');

  await press(page, 'Publish');
  await statusShows(page, /^Published version 2 of labels\/en\.json: players see it now\.$/);
  await labelsLive(page, 'v2 is live: players see it');
  player = await playerSees();
  assert.ok(player.footer.includes(EDITED), 'the player gets the published text');
  assert.ok(player.headings.includes(NEW_TEXT));

  // The previous version back, as a new version.
  await press(page, 'Label history…');
  await page.waitForSelector('#history-dialog[open] .version');
  const rows = await page.$$eval('.versions .version', (rs) => rs.map((r) => r.textContent ?? ''));
  assert.match(rows[0]!, /^Version 2 · tester · .*live: players see this/);
  assert.match(rows[1]!, /^Version 1 · tester · .*Weekend cashback title/);
  await shot(page, 'history');
  await press(page, 'Restore version 1');
  await statusShows(page, /^Restored version 1 of labels\/en\.json as version 3: players see it now\.$/);
  await labelsLive(page, 'v3 is live: players see it');
  player = await playerSees();
  assert.ok(player.footer.includes(SHIPPED) && !player.footer.includes(EDITED), 'the shipped text is back');
  assert.ok(player.headings.includes(NEW_TEXT), 'the new key stays');
  await previewFooterShows(frame, SHIPPED);
  assert.equal(errors, []);
});

s.run();
