// Asking for approval and a scheduled publish, as staff would, on two servers sharing one PostgreSQL: alice (an
// author) edits the maintenance screen on server A, saves a draft and asks for approval (the diff goes with it);
// bob (a publisher) on server B sees the request and its diff, approves it for a time a few seconds ahead; at that
// time a player sees the new text on both servers, and not before.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'puppeteer-core';
import { useBrowser } from './fixture.ts';
import { byRole, endOfLine, lineOf, press, staffPage, statusShows, studioShows } from './studio-helpers.ts';
import { startInstance, stopInstances, type Instance } from './instances.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { tempDir } from '../helpers/temp.ts';
import { until } from '../helpers/until.ts';
import { hashSecret } from '../../server/studio/secrets.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';

const EN = readCatalogue('EN');
const FILE = 'maintenance.json';
const shipped = readFileSync(join('screens', FILE), 'utf8');
const s = suite('studio: approval and a scheduled publish on two servers');
const browsing = useBrowser(s);
let db: TestPostgres | undefined;
const instances: Instance[] = [];
const tmp = tempDir('approval-');

s.before(async () => {
  db = await startPostgres();
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/screens-import.ts', '--history', join(tmp, 'no-history')], {
    env: { ...process.env, DATABASE_URL: db.url },
  });
  const users = join(tmp, 'studio-users');
  writeFileSync(users, `alice ${await hashSecret('alice-Long-pass-1')} author\nbob ${await hashSecret('bob-Long-pass-22')} publisher\n`);
  const env = { DATABASE_URL: db.url, STUDIO_USERS: users };
  instances.push(await startInstance(env, tmp, 'a'), await startInstance(env, tmp, 'b'));
  for (const i of instances)
    await until(
      () => /serving the \d+ published screens from the database/.test(i.out()),
      `server ${i.port} serves the database's screens:\n${i.out()}`,
      30_000,
    );
});
s.after(async () => {
  await stopInstances(instances);
  await db?.remove();
  rmSync(tmp, { recursive: true, force: true });
});

/** Signs `name` in to the studio at `url` in a browser context of their own and opens the maintenance screen. */
async function staff(url: string, name: 'alice' | 'bob'): Promise<Page> {
  const page = await staffPage(await browsing.newContext());
  await page.goto(`${url}/studio`, { waitUntil: 'domcontentloaded' });
  await page.type('#name', name);
  await page.type('#token', name === 'alice' ? 'alice-Long-pass-1' : 'bob-Long-pass-22');
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('button[type="submit"]')]);
  await statusShows(page, /^Opened screens\/home\.json/);
  assert.is(await page.$eval('#user', (el) => el.textContent), `Signed in as ${name} (${name === 'alice' ? 'author' : 'publisher'})`);
  await (await byRole(page, 'button', FILE.replace(/\.json$/, ''))).click();
  await statusShows(page, /^Opened screens\/maintenance\.json/);
  return page;
}

/** The maintenance screen's text as a new player sees it on `url` (a browser of its own: nothing cached). */
async function playerSees(url: string): Promise<string> {
  const context = await browsing.newContext();
  try {
    const player = await context.newPage();
    await player.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
    await player.goto(`${url}/m/maintenance`, { waitUntil: 'domcontentloaded' });
    await player.waitForSelector('main[aria-busy="false"]', { timeout: 15_000 });
    return await player.$eval('main', (m) => m.textContent ?? '');
  } finally {
    await context.close();
  }
}

const diffAdded = (page: Page) => page.$$eval('#workflow-dialog .diff-add', (rows) => rows.map((r) => r.textContent ?? '').join('\n'));

s('alice asks with the diff attached; bob approves it for a time; then players on both servers see it', async () => {
  const [a, b] = instances as [Instance, Instance];
  const alice = await staff(a.url, 'alice');
  assert.ok(await alice.$eval('#publish', (el) => getComputedStyle(el).display === 'none'), 'an author has no Publish button');

  // Alice's edit: the screen's text becomes the "User agreement" label.
  await endOfLine(alice, lineOf(shipped, /"text": "system_upgrading",$/));
  for (let i = 0; i < 2; i++) await alice.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'system_upgrading'.length; i++) await alice.keyboard.press('Backspace');
  await alice.keyboard.type('user_agreement');
  await alice.waitForFunction(() => /unsaved/.test(document.querySelector('#file-name')?.textContent ?? ''));
  await alice.waitForFunction(() => document.querySelector('#problems')?.textContent?.includes('No problems'), { timeout: 30_000 });
  await press(alice, 'Review and save…');
  await alice.waitForSelector('#save-dialog[open]');
  assert.ok(
    await alice.$eval('#save-dialog button[value="save"]', (el) => getComputedStyle(el).display === 'none'),
    'an author has no "Save and publish"',
  );
  await alice.type('#save-message', 'Point players to the agreement');
  await press(alice, 'Save draft');
  await statusShows(alice, /^Saved screens\/maintenance\.json as draft version \d+/);

  await press(alice, 'Ask for approval…');
  await alice.waitForSelector('#workflow-dialog[open]');
  assert.match(
    await alice.$eval('#ask-summary', (el) => el.textContent ?? ''),
    /^Compared with version 1, which players see: 1 line added, 1 removed\./,
  );
  assert.match(await diffAdded(alice), /"text": "user_agreement",/);
  await alice.type('#ask-message', 'The agreement, not the upgrade');
  await alice.screenshot({ path: 'test-results/studio-approval-ask.png' });
  await press(alice, 'Send the request');
  await statusShows(alice, /^Asked for approval of screens\/maintenance\.json version \d+: publishers see it under Approvals\./);

  // Bob, on the other server, a publisher.
  const bob = await staff(b.url, 'bob');
  await bob.waitForFunction(() => document.querySelector('#approvals')?.textContent === 'Approvals (1 waiting)', { timeout: 15_000 });
  await press(bob, 'Approvals (1 waiting)');
  await studioShows(bob, '#workflow-dialog[open] #approval-summary');
  assert.match(await bob.$eval('#workflow-dialog h3', (el) => el.textContent ?? ''), /^Approval requests$/);
  assert.match(
    await bob.$eval('#workflow-dialog .approval-detail h3', (el) => el.textContent ?? ''),
    /^alice asks to publish screens\/maintenance\.json version \d+$/,
  );
  assert.match(await bob.$eval('#workflow-dialog .approval-message', (el) => el.textContent ?? ''), /The agreement, not the upgrade/);
  assert.match(await diffAdded(bob), /"text": "user_agreement",/);
  // A few seconds ahead, in bob's own local time (the picker's value).
  // (A string: the test runner's transpiler adds helpers to functions it serialises, which the page lacks.)
  const at = (await bob.evaluate(`(() => {
    const d = new Date(Date.now() + 15000);
    const two = (n) => String(n).padStart(2, '0');
    const value = d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate()) + 'T' + two(d.getHours()) + ':' + two(d.getMinutes()) + ':' + two(d.getSeconds());
    const input = document.querySelector('#approval-at');
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return new Date(value).getTime();
  })()`)) as number;
  await bob.type('#approval-note', 'Fine, in a moment');
  await bob.screenshot({ path: 'test-results/studio-approval-review.png' });
  await press(bob, 'Approve and publish at that time');
  await statusShows(bob, /^Approved screens\/maintenance\.json version \d+: it will be published /);
  assert.not.match(await bob.$eval('#status', (el) => el.textContent ?? ''), /\d{4}-\d\d-\d\dT/, 'no raw ISO time');

  // Not before its time...
  const before = await playerSees(a.url);
  if (Date.now() < at - 500) assert.match(before, new RegExp(EN.system_upgrading!.replace(/[.]/g, '\\.')));
  // ...then on both servers. Until its time the studio's list of schedules is asked (a small answer), not the
  // players' pages: loading two pages every 25 ms for the seconds of the wait kept a core busy.
  const schedulesNow = async () =>
    (
      (await bob.evaluate(() => fetch('/studio/api/schedules').then((r) => r.json()))) as {
        schedules: Array<{ state: string; doneAt: string }>;
      }
    ).schedules;
  await until(async () => (await schedulesNow()).some((one) => one.state === 'done'), 'the schedule has run', 30_000);
  await until(
    async () => (await playerSees(a.url)).includes(EN.user_agreement!) && (await playerSees(b.url)).includes(EN.user_agreement!),
    'players on both servers see the approved text',
    30_000,
  );
  const schedules = await schedulesNow();
  assert.is(schedules.length, 1);
  assert.is(schedules[0]!.state, 'done');
  assert.ok(Date.parse(schedules[0]!.doneAt) >= at, `published at ${schedules[0]!.doneAt}, not before ${new Date(at).toISOString()}`);
  await alice.browserContext().close();
  await bob.browserContext().close();
});

s.run();
