// The screen studio, end to end: sign in with the one-time link, introduce an error (the inline message
// shows its pointer), fix it, switch the preview to an agent and to TY, add a widget (the preview shows
// it), review the diff, save with a message, and see the change on the real route. No preview cookie is
// set. Then the history: compare, restore the previous version, the player sees it gone;
// signing out shows the sign-in page.
// Two staff signed in by name save from the same base: the second sees a conflict and loses nothing;
// edits on different lines merge.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { open, phonePage } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { startStudioServer, type StudioServer } from '../unit/studio/fixture.ts';
import { endOfLine, lineOf, openLink, reloaded, staffPage, statusShows, statusText, teamStudio } from './studio-helpers.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';

const s = suite('screen studio');
const browsing = useBrowser(s);
let server: StudioServer;
s.before(async () => {
  server = await startStudioServer();
});
s.after(async () => {
  await server?.close();
});

const KEY = 'user_agreement';
const problemsText = (page: Page) => page.$eval('#problems', (el) => el.textContent ?? '');

s('edit with an error and its fix, preview as agent in TY, review, save, see it on the real route', async () => {
  const page = await staffPage(browsing.browser);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push((err as Error).message));
  // Signed in as on this machine: the one-time link npm start prints, which asks a name (the fragment survives the redirect).
  await openLink(page, `${server.url}${server.studio.linkPath()}#home.json`);
  assert.is(new URL(page.url()).pathname, '/studio');
  await page.waitForSelector('.cm-content');
  const frame = (await (await page.waitForSelector('#frame'))!.contentFrame())!;
  await frame.waitForSelector('main[aria-busy="false"]', { timeout: 15_000 });
  await page.waitForFunction(() => document.querySelector('#problems')?.textContent?.includes('No problems'));
  const saved = readFileSync(join(server.screensDir, 'home.json'), 'utf8');

  // An error: the title label key loses its last letter.
  await endOfLine(page, lineOf(saved, /^ {2}"title": "home",$/));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.waitForSelector('.cm-lintRange-error', { timeout: 10_000 });
  assert.match(await problemsText(page), /\/title.*unknown label key "hom".*did you mean "home"\?/i);
  await page.hover('.cm-lintRange-error');
  const tooltip = await page.waitForSelector('.cm-tooltip-lint', { timeout: 5000 });
  assert.match(await tooltip!.evaluate((el) => el.textContent ?? ''), /^\/title: unknown label key "hom"/);
  // With a problem the edit may be kept as a draft only: the review says so and "Save and publish" waits for the fix.
  await page.click('#save');
  const note = await page.waitForSelector('#save-dialog[open] #save-problems');
  assert.match(await note!.evaluate((el) => el.textContent ?? ''), /^The check finds 1 problem .*save this as a draft/);
  assert.ok(await page.$eval('#save-dialog button[value="save"]', (b) => (b as HTMLButtonElement).disabled), 'publishing waits');
  assert.ok(await page.$eval('#save-dialog button[value="draft"]', (b) => !(b as HTMLButtonElement).disabled), 'a draft may be saved');
  await page.click('#save-dialog button[value="cancel"]');

  // The fix.
  await page.click('.cm-lintRange-error');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('e');
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () => document.querySelector('#problems')?.textContent?.includes('No problems') && !document.querySelector('.cm-lintRange-error'),
  );

  // Preview as an agent, then in TY.
  await reloaded(frame, () => page.click('#role label:nth-of-type(4)'));
  const signedIn = await frame.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
  assert.is(signedIn?.type, 1, 'signed in as agent01');
  assert.is(await page.$eval('#member-type', (el) => (el as HTMLSelectElement).value), 'agent01');
  await reloaded(frame, () => page.select('#language', 'TY'));
  assert.is(await frame.evaluate(() => document.documentElement.lang), 'fil', 'TY as its BCP 47 tag');
  assert.not.ok(await frame.$('.boot-failed'), 'the app started in TY');

  // A new heading at the top of the screen: the preview shows it (in TY, or EN where TY has no label).
  const label = readCatalogue('TY')[KEY] || readCatalogue('EN')[KEY]!;
  await endOfLine(page, lineOf(saved, /^ {2}"widgets": \[$/));
  await reloaded(frame, async () => {
    await page.keyboard.sendCharacter(` { "type": "heading", "props": { "text": "${KEY}" } },`);
    await page.keyboard.press('Escape');
  });
  assert.ok((await frame.$$eval('main h2', (hs) => hs.map((h) => h.textContent))).includes(label), 'the preview shows the draft');
  assert.is(readFileSync(join(server.screensDir, 'home.json'), 'utf8'), saved, 'nothing saved yet');

  // Review the diff, save.
  await page.click('#save');
  await page.waitForSelector('dialog[open] .diff-add');
  assert.match(await page.$eval('.diff-add', (el) => el.textContent ?? ''), /"type": "heading"/);
  await page.type('#save-message', 'Agreement heading on home');
  await page.click('dialog[open] button[value="save"]');
  await statusShows(page, /^Saved screens\/home\.json/);
  assert.match(readFileSync(join(server.screensDir, 'home.json'), 'utf8'), new RegExp(`"text": "${KEY}"`));
  assert.equal(errors, []);

  // The preview is named by this tab alone: no cookie carries it to other tabs.
  assert.equal(
    (await browsing.browser.cookies()).filter((c) => c.name.startsWith('studio-') && c.name !== 'studio-session').map((c) => c.name),
    [],
  );
  await page.close();

  // The real route, as a player: the new heading is there.
  const player = await phonePage(browsing.browser);
  await open(player.page, server.url, '/m/home');
  assert.ok((await player.page.$$eval('main h2', (hs) => hs.map((h) => h.textContent))).includes(readCatalogue('EN')[KEY]!));
  await player.page.close();
});

const headings = (page: Page) => page.$$eval('main h2', (hs) => hs.map((h) => h.textContent));
s('history: the save is a version by its author; compare; restore the previous version and the player sees it', async () => {
  const page = await staffPage(browsing.browser);
  await openLink(page, `${server.url}${server.studio.linkPath()}#home.json`);
  await statusShows(page, /^Opened screens\/home\.json/);
  await page.click('#history');
  await page.waitForSelector('#history-dialog[open] .version');
  const versions = await page.$$eval('.versions .version', (rows) => rows.map((r) => r.textContent ?? ''));
  assert.is(versions.length, 2);
  assert.match(versions[0]!, /Version 2 · tester · .*current.*Agreement heading on home \+1 −1/, versions[0]);
  assert.match(versions[1]!, /Version 1 · outside the studio/);
  await page.waitForFunction(
    () => document.querySelector('#compare-summary')?.textContent === 'From version 1 to version 2: 1 line added, 1 removed.',
  );
  assert.match(await page.$eval('#history-dialog .diff-add', (el) => el.textContent ?? ''), /"type": "heading"/);

  await page.click('button[aria-label="Restore version 1"]');
  await statusShows(page, /^Restored version 1 of screens\/home\.json as draft version 3/);
  assert.not.ok(await page.$('#history-dialog[open]'), 'the dialog closed');
  // Publish is enabled once the top bar knows of the draft (it reads the history after the restore).
  await page.waitForFunction(() => !(document.querySelector('#publish') as HTMLButtonElement).disabled, { timeout: 30_000 });
  await page.click('#publish');
  await statusShows(page, /^Published version 3 of screens\/home\.json/);
  assert.not.match(readFileSync(join(server.screensDir, 'home.json'), 'utf8'), new RegExp(`"text": "${KEY}"`));
  assert.is(await page.$eval('#file-name', (el) => el.textContent), 'home.json', 'nothing unsaved');
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('#sign-out')]);
  assert.match(await page.$eval('main', (el) => el.textContent ?? ''), /open the one-time sign-in link/, 'signed out: the sign-in page');
  await page.close();

  // A new player (a returning one has the screens cached by the service worker, refreshed behind the scenes).
  const context = await browsing.newContext();
  const player = await context.newPage();
  await player.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await open(player, server.url, '/m/home');
  assert.not.ok((await headings(player)).includes(readCatalogue('EN')[KEY]!), 'the player sees the restored version');
  await context.close();
});

s('two staff save home.json from the same base: the second sees who saved first and keeps the edit', async () => {
  const { team, staff } = await teamStudio(() => browsing.newContext());
  /** Waits until the edit is checked and clean; on timeout says what the problems list and title show. */
  const checkedClean = async (page: Page) => {
    try {
      await page.waitForFunction(
        () =>
          document.querySelector('#problems')?.textContent?.includes('No problems') &&
          /unsaved/.test(document.querySelector('#file-name')?.textContent ?? ''),
      );
    } catch {
      throw new Error(
        `the edit never showed as clean and unsaved: "${await page.$eval('#file-name', (el) => el.textContent)}", problems: "${(await problemsText(page)).slice(0, 300)}"`,
      );
    }
  };
  const addHeading = async (page: Page, key: string) => {
    await page.bringToFront();
    await endOfLine(page, lineOf(readFileSync(join(team.screensDir, 'home.json'), 'utf8'), /^ {2}"widgets": \[$/));
    await page.keyboard.sendCharacter(` { "type": "heading", "props": { "text": "${key}" } },`);
    await page.keyboard.press('Escape');
    await checkedClean(page);
  };
  const saveAs = async (page: Page) => {
    await page.bringToFront();
    await page.click('#save');
    await page.waitForSelector('dialog[open] button[value="save"]');
    await page.click('dialog[open] button[value="save"]');
  };
  try {
    const alice = await staff('alice');
    const bob = await staff('bob');
    await addHeading(alice.page, KEY);
    await addHeading(bob.page, 'help_center');
    await saveAs(alice.page);
    await statusShows(alice.page, /^Saved screens\/home\.json as version 2/);

    await saveAs(bob.page);
    await bob.page.waitForSelector('dialog[open] .conflict-note');
    assert.match(await bob.page.$eval('#save-title', (el) => el.textContent ?? ''), /^alice saved home\.json after you opened it$/);
    assert.match(
      await bob.page.$eval('dialog[open] .diff-del', (el) => el.textContent ?? ''),
      new RegExp(`"text": "${KEY}"`),
      "bob sees alice's line his save would drop",
    );
    assert.match(await bob.page.$eval('dialog[open] .diff-add', (el) => el.textContent ?? ''), /"text": "help_center"/);
    assert.match(await statusText(bob.page), /Not saved: screens\/home\.json was saved by alice/);
    assert.match(await bob.page.$eval('dialog[open] form', (el) => el.textContent ?? ''), /You both changed the same lines/);
    assert.not.ok(await bob.page.$('dialog[open] button[value="merge"]'), 'the same line edited twice is not merged for him');
    await bob.page.click('dialog[open] button[value="cancel"]');
    assert.match(readFileSync(join(team.screensDir, 'home.json'), 'utf8'), new RegExp(`"text": "${KEY}"`), "alice's save stands");
    assert.ok(
      await bob.page.$eval('.cm-content', (el) => el.textContent?.includes('"text": "help_center"')),
      "bob's edit is still in his editor",
    );

    // Closing the tab with the unsaved edit asks first.
    const asked = new Promise<string>((done) => {
      bob.page.once('dialog', (d) => {
        done(d.type());
        void d.dismiss();
      });
      bob.page.once('close', () => done('closed without asking'));
    });
    await bob.page.close({ runBeforeUnload: true });
    assert.is(await asked, 'beforeunload');
    assert.not.ok(bob.page.isClosed(), 'staying on the page keeps it open');

    await saveAs(bob.page);
    await statusShows(bob.page, /^Saved screens\/home\.json as version 3/);

    // Alice, still on version 2, changes the title (another line): her save merges with bob's.
    await alice.page.bringToFront();
    await endOfLine(alice.page, lineOf(readFileSync(join(team.screensDir, 'home.json'), 'utf8'), /^ {2}"title": "home",$/));
    await alice.page.keyboard.press('ArrowLeft');
    await alice.page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 4; i++) await alice.page.keyboard.press('Backspace');
    await alice.page.keyboard.type('login');
    await alice.page.keyboard.press('Escape');
    await checkedClean(alice.page);
    await saveAs(alice.page);
    await alice.page.waitForSelector('dialog[open] button[value="merge"]');
    assert.match(await alice.page.$eval('#save-title', (el) => el.textContent ?? ''), /^bob saved home\.json after you opened it$/);
    await alice.page.click('dialog[open] button[value="merge"]');
    await alice.page.waitForFunction(
      () =>
        document.querySelector('#save-title')?.textContent === 'Review the change to home.json' && !!document.querySelector('dialog[open]'),
    );
    assert.equal(
      await alice.page.$$eval('dialog[open] .diff-add', (rows) => rows.map((r) => r.textContent?.replace(/^\d+\+/, '').trim())),
      ['"title": "login",'],
      'only her change on top of his',
    );
    await alice.page.click('dialog[open] button[value="save"]');
    await statusShows(alice.page, /^Saved screens\/home\.json as version 4/);
    const merged = readFileSync(join(team.screensDir, 'home.json'), 'utf8');
    assert.match(merged, /"text": "help_center"/, "bob's heading kept");
    assert.match(merged, /"title": "login"/, "alice's title kept");
    await alice.context.close();
    await bob.context.close();
  } finally {
    await team.close();
  }
});

s.run();
