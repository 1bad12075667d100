// Drafts and publishing in the studio, as staff would: edit home, save a draft (the preview shows it, a
// player in another browser does not), publish (the player gets it), restore yesterday's version and
// publish an older one from the history; a publish the check refuses lists its problems and loses nothing;
// two staff edit home at once and the second merges both edits from the three-way view.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'puppeteer-core';
import { open } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { startStudioServer, type StudioServer } from '../unit/studio/fixture.ts';
import { byRole, endOfLine, lineOf, openStudio, press, statusShows, teamStudio } from './studio-helpers.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';

const s = suite('studio: drafts and publishing');
const browsing = useBrowser(s);
let server: StudioServer;
s.before(async () => {
  server = await startStudioServer();
});
s.after(async () => {
  await server?.close();
});

const EN = readCatalogue('EN');
const KEY = 'user_agreement';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/studio-publish-${name}.png` });
const liveShows = (page: Page, text: string) =>
  page
    .waitForFunction((t) => document.querySelector('#live')?.textContent === t, { timeout: 15_000 }, text)
    .catch(async () => {
      throw new Error(`the top bar never said "${text}"; it says "${await page.$eval('#live', (el) => el.textContent)}"`);
    });
const frameHeadings = (frame: Frame) => frame.$$eval('main h2', (hs) => hs.map((h) => h.textContent));

/** The headings on home as a new player sees them (a new browser, so no service worker cache). */
async function playerHeadings(): Promise<string[]> {
  const context = await browsing.newContext();
  try {
    const player = await context.newPage();
    await player.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
    await open(player, server.url, '/m/home');
    return await player.$$eval('main h2', (hs) => hs.map((h) => h.textContent ?? ''));
  } finally {
    await context.close();
  }
}

/** Waits until the edit is checked: no problems in this file, and unsaved. */
const checked = (page: Page) =>
  page
    .waitForFunction(
      () =>
        /unsaved/.test(document.querySelector('#file-name')?.textContent ?? '') &&
        !document.querySelector('#problems button.problem:not([disabled])'),
      { timeout: 30_000 },
    )
    .catch(async () => {
      throw new Error(
        `the edit never showed as checked and unsaved: "${await page.$eval('#file-name', (el) => el.textContent)}", problems: "${(await page.$eval('#problems', (el) => el.textContent ?? '')).slice(0, 300)}"`,
      );
    });

/** Adds a heading with label `key` as the first widget of home, from the keyboard. */
async function addHeading(page: Page, key: string, source: string) {
  await page.bringToFront();
  await endOfLine(page, lineOf(source, /^ {2}"widgets": \[$/));
  await page.keyboard.sendCharacter(` { "type": "heading", "props": { "text": "${key}" } },`);
  await page.keyboard.press('Escape');
  await checked(page);
}

/** Opens the review and presses `button` ("Save draft", "Save and publish") with a message. */
async function review(page: Page, button: string, message: string) {
  await page.bringToFront();
  await press(page, 'Review and save…');
  const box = await byRole(page, 'textbox', 'What changed? (shown in the history)');
  await box.type(message);
  await press(page, button);
}

s(
  "a draft shows in the preview only; publishing it, restoring yesterday's version and publishing an older one reach the player",
  async () => {
    // Yesterday's version of home, as the history folder keeps it.
    const yesterday = readFileSync(join(server.screensDir, 'home.json'), 'utf8');
    const folder = join(server.historyDir, 'home');
    mkdirSync(folder, { recursive: true });
    const at = new Date(Date.now() - 86_400_000).toISOString();
    writeFileSync(
      join(folder, '000001.json'),
      JSON.stringify({
        version: 1,
        file: 'home.json',
        author: 'alice',
        at,
        message: 'Home as of yesterday',
        added: 0,
        removed: 0,
        source: yesterday,
      }),
    );
    writeFileSync(join(folder, 'published.json'), JSON.stringify({ version: 1, author: 'alice', at }));

    const { page, frame, errors } = await openStudio(browsing.browser, server);
    await liveShows(page, 'v1 is live: players see it');
    assert.ok(await page.$eval('#publish', (b) => (b as HTMLButtonElement).disabled), 'nothing to publish');
    await addHeading(page, KEY, yesterday);
    await frame.waitForFunction(
      (t) => [...document.querySelectorAll('main h2')].some((h) => h.textContent === t),
      { timeout: 15_000 },
      EN[KEY],
    );
    await review(page, 'Save draft', 'Agreement heading on home');
    await statusShows(page, /^Saved screens\/home\.json as draft version 2: only your preview shows it until you publish\.$/);
    await liveShows(page, 'Draft v2 — players see v1');
    assert.ok((await frameHeadings(frame)).includes(EN[KEY]!), 'the preview shows the draft');
    assert.not.ok((await playerHeadings()).includes(EN[KEY]!), 'a player still gets the published home');
    await shot(page, 'draft');

    await press(page, 'Publish');
    await statusShows(page, /^Published version 2 of screens\/home\.json: players see it now\.$/);
    await liveShows(page, 'v2 is live: players see it');
    assert.ok((await playerHeadings()).includes(EN[KEY]!), 'the player gets the published draft');

    // Yesterday's version back: a restore is a new version, a draft until it is published.
    await press(page, 'History…');
    await page.waitForSelector('#history-dialog[open] .version');
    const rows = await page.$$eval('.versions .version', (rs) => rs.map((r) => r.textContent ?? ''));
    assert.match(rows[0]!, /^Version 2 · tester · .*current.*live: players see this/);
    assert.match(rows[1]!, /^Version 1 · alice · .*Home as of yesterday/);
    assert.not.match(rows[1]!, /live/);
    await shot(page, 'history');
    await press(page, 'Restore version 1');
    await statusShows(page, /^Restored version 1 of screens\/home\.json as draft version 3: publish it to make it live\.$/);
    await liveShows(page, 'Draft v3 — players see v2');
    assert.ok((await playerHeadings()).includes(EN[KEY]!), 'the player still gets version 2');
    await press(page, 'Publish');
    await statusShows(page, /^Published version 3 of screens\/home\.json: players see it now\.$/);
    await liveShows(page, 'v3 is live: players see it');
    assert.not.ok((await playerHeadings()).includes(EN[KEY]!), "the player gets yesterday's home");

    // And version 2 published again from the history, without a new version: the top bar says the latest is not live.
    await press(page, 'History…');
    await page.waitForSelector('#history-dialog[open] .version');
    await press(page, 'Publish version 2');
    await statusShows(page, /^Published version 2 of screens\/home\.json/);
    await liveShows(page, 'Draft v3 — players see v2');
    assert.ok((await playerHeadings()).includes(EN[KEY]!), 'the player gets version 2 again');
    assert.equal(errors, []);
    await page.close();
  },
);

s('a publish the check refuses lists its problems and keeps the draft', async () => {
  const { page } = await openStudio(browsing.browser, server, 'settings.json');
  const source = readFileSync(join(server.screensDir, 'settings.json'), 'utf8');
  // Moving settings to another route breaks the member centre's link to it: a problem elsewhere, so a draft may keep it.
  await endOfLine(page, lineOf(source, /^ {4}"\/m\/set"$/));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('tings');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => /mine\.json/.test(document.querySelector('#problems')?.textContent ?? ''), { timeout: 15_000 });
  await review(page, 'Save draft', 'Settings on a longer route');
  await statusShows(page, /^Saved screens\/settings\.json as draft version 2/);
  // Publish is enabled once the top bar knows of the draft.
  await liveShows(page, 'Draft v2 — players see v1');
  await press(page, 'Publish');
  await statusShows(page, /^Not published: .*The problems are listed under the editor; the draft is kept\.$/);
  assert.match(await page.$eval('#problems', (el) => el.textContent ?? ''), /mine\.json · line/);
  await liveShows(page, 'Draft v2 — players see v1');
  assert.match(readFileSync(join(server.screensDir, 'settings.json'), 'utf8'), /"\/m\/set"$/m, 'players keep the published settings');
  assert.ok(await page.$eval('.cm-content', (el) => el.textContent?.includes('"/m/settings"')), 'the edit is still in the editor');
  await shot(page, 'refused');
  await page.close();
});

s('two staff edit home at once: the second save shows both changes and merges them', async () => {
  const { team, staff } = await teamStudio(() => browsing.newContext());
  try {
    const opened = readFileSync(join(team.screensDir, 'home.json'), 'utf8');
    const alice = await staff('alice');
    const bob = await staff('bob');
    await addHeading(alice.page, 'help_center', opened);
    // Bob changes the title line meanwhile.
    await bob.page.bringToFront();
    await endOfLine(bob.page, lineOf(opened, /^ {2}"title": "home",$/));
    await bob.page.keyboard.press('ArrowLeft');
    await bob.page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 4; i++) await bob.page.keyboard.press('Backspace');
    await bob.page.keyboard.type('login');
    await bob.page.keyboard.press('Escape');
    await checked(bob.page);

    await review(alice.page, 'Save draft', 'Help heading');
    await statusShows(alice.page, /^Saved screens\/home\.json as draft version 2/);
    await review(bob.page, 'Save and publish', 'Login title');
    const both = await byRole(bob.page, 'group', 'Both changes since the version you opened');
    const sides = await both.$$eval('section', (ss) =>
      ss.map((x) => [x.querySelector('h3')?.textContent, [...x.querySelectorAll('.diff-add')].map((r) => r.textContent).join('\n')]),
    );
    assert.is(sides[0]![0], "alice's change");
    assert.match(sides[0]![1]!, /"text": "help_center"/, 'her heading on her side');
    assert.is(sides[1]![0], 'Your change');
    assert.match(sides[1]![1]!, /"title": "login"/, 'his title on his side');
    await shot(bob.page, 'conflict');
    await press(bob.page, 'Merge both edits');
    await bob.page.waitForFunction(
      () =>
        document.querySelector('#save-title')?.textContent === 'Review the change to home.json' && !!document.querySelector('dialog[open]'),
    );
    assert.equal(
      await bob.page.$$eval('dialog[open] .diff-add', (rows) => rows.map((r) => r.textContent?.replace(/^\d+\+/, '').trim())),
      ['"title": "login",'],
      'only his change on top of hers',
    );
    await press(bob.page, 'Save and publish');
    await statusShows(bob.page, /^Saved screens\/home\.json as version 3: players see it now\.$/);
    await liveShows(bob.page, 'v3 is live: players see it');
    const live = readFileSync(join(team.screensDir, 'home.json'), 'utf8');
    assert.match(live, /"text": "help_center"/, 'her heading kept');
    assert.match(live, /"title": "login"/, 'his title kept');
    await shot(bob.page, 'merged');
    await alice.context.close();
    await bob.context.close();
  } finally {
    await team.close();
  }
});

s.run();
