// The screen studio, end to end: open it, introduce an error (the inline message shows its pointer), fix
// it, switch the preview to an agent and to TY, add a widget (the preview shows it), review the diff,
// save, and see the change on the real route after a reload. Closing the studio clears its cookies.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { launchBrowser, open, phonePage } from './harness.ts';
import { startStudioServer, type StudioServer } from '../unit/studio/fixture.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';

const s = suite('screen studio');
let server: StudioServer;
let browser: Browser;
s.before(async () => { server = await startStudioServer(); browser = await launchBrowser(); });
s.after(async () => { await browser?.close(); await server?.close(); });

const KEY = 'user_agreement';
const lineOf = (source: string, pattern: RegExp) => source.split('\n').findIndex((l) => pattern.test(l)) + 1;

/** Puts the editor's cursor at the end of line `n` (keyboard only, as a person would). */
async function endOfLine(page: Page, n: number): Promise<void> {
  await page.click('.cm-content');
  await page.keyboard.press('Escape');
  await page.keyboard.down('Control'); await page.keyboard.press('Home'); await page.keyboard.up('Control');
  for (let i = 1; i < n; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
}

/** Runs `action` and waits until the preview frame has loaded again and settled. */
async function reloaded(frame: Frame, action: () => Promise<unknown>): Promise<void> {
  await frame.evaluate(() => { (window as unknown as { stale: boolean }).stale = true; });
  await action();
  await frame.waitForFunction(() => !(window as unknown as { stale?: boolean }).stale && !!document.querySelector('main[aria-busy="false"]'), { timeout: 15_000 });
}

const problemsText = (page: Page) => page.$eval('#problems', (el) => el.textContent ?? '');

s('edit with an error and its fix, preview as agent in TY, review, save, see it on the real route', async () => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push((err as Error).message));
  await page.goto(`${server.url}/studio#home.json`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('.cm-content');
  const frame = (await (await page.waitForSelector('#frame'))!.contentFrame())!;
  await frame.waitForSelector('main[aria-busy="false"]', { timeout: 15_000 });
  await page.waitForFunction(() => document.querySelector('#problems')?.textContent?.includes('No problems'));
  const saved = readFileSync(join(server.screensDir, 'home.json'), 'utf8');

  // An error: the title label key loses its last letter.
  await endOfLine(page, lineOf(saved, /^ {2}"title": "home",$/));
  await page.keyboard.press('ArrowLeft'); await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.waitForSelector('.cm-lintRange-error', { timeout: 10_000 });
  assert.match(await problemsText(page), /\/title.*unknown label key "hom".*did you mean "home"\?/i);
  await page.hover('.cm-lintRange-error');
  const tooltip = await page.waitForSelector('.cm-tooltip-lint', { timeout: 5000 });
  assert.match(await tooltip!.evaluate((el) => el.textContent ?? ''), /^\/title: unknown label key "hom"/);
  await page.click('#save');
  await page.waitForFunction(() => /fix the problems/.test(document.querySelector('#status')?.textContent ?? ''));

  // The fix.
  await page.click('.cm-lintRange-error');
  await page.keyboard.press('End'); await page.keyboard.press('ArrowLeft'); await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('e');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('#problems')?.textContent?.includes('No problems') && !document.querySelector('.cm-lintRange-error'));

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
  await page.click('dialog[open] button[value="save"]');
  await page.waitForFunction(() => /^Saved screens\/home\.json/.test(document.querySelector('#status')?.textContent ?? ''));
  assert.match(readFileSync(join(server.screensDir, 'home.json'), 'utf8'), new RegExp(`"text": "${KEY}"`));
  assert.equal(errors, []);

  // Closing the studio clears the preview cookies.
  const studioCookies = async () => (await browser.cookies()).filter((c) => c.name.startsWith('studio-')).map((c) => `${c.name} ${c.path}`).sort();
  assert.equal(await studioCookies(), ['studio-draft /screens/', 'studio-i18n /i18n/', 'studio-preview /wps/system/siteConfig']);
  await page.goto('about:blank');
  for (let i = 0; i < 40 && (await studioCookies()).length; i++) await new Promise((r) => setTimeout(r, 50));
  assert.equal(await studioCookies(), []);
  await page.close();

  // The real route, as a player: the new heading is there.
  const player = await phonePage(browser);
  await open(player.page, server.url, '/m/home');
  assert.ok((await player.page.$$eval('main h2', (hs) => hs.map((h) => h.textContent))).includes(readCatalogue('EN')[KEY]!));
  await player.page.close();
});

s.run();
