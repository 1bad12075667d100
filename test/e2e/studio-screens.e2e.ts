// Making and unmaking screens in the studio, as staff would: a new menu page from its template (the preview
// shows it, the player gets it), a report on an endpoint, a duplicate, a delete refused while another
// screen links to it (naming that screen), a delete, and the deleted screen restored from the history.
// Unsaved changes: switching files or closing the tab asks first, and staying keeps the edit.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { open, phonePage } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { get, startStudioServer, type StudioServer } from '../unit/studio/fixture.ts';
import { byRole, endOfLine, fill, openStudio, press, reloaded, statusShows } from './studio-helpers.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';

const s = suite('studio: new, duplicate, delete, restore');
const browsing = useBrowser(s);
let server: StudioServer;
s.before(async () => {
  server = await startStudioServer();
});
s.after(async () => {
  await server?.close();
});

const EN = readCatalogue('EN');
const fileList = (page: Page) => page.$$eval('.file-list button', (bs) => bs.map((b) => b.textContent));
const dialogAlert = (page: Page) =>
  page
    .waitForFunction(() => document.querySelector('#screen-dialog[open] [role="alert"]')?.textContent || '', { timeout: 15_000 })
    .then((h) => h.jsonValue());
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/studio-${name}.png` });

s('a new menu page from its template shows in the preview and then for players', async () => {
  const { page, frame, errors } = await openStudio(browsing.browser, server);
  await press(page, 'New screen…');
  await byRole(page, 'combobox', 'Template');
  await page.select('#new-template', 'menu');
  assert.not.ok(await page.$eval('#new-call', (el) => el.checkVisibility()), 'no endpoint to choose for a menu page');
  await fill(page, 'File name', 'promo-menu');
  await fill(page, 'Route', '/m/promoMenu');
  await shot(page, 'new-screen');
  await reloaded(frame, () => press(page, 'Create screen'));
  await statusShows(page, /^Created screens\/promo-menu\.json as a draft: only your preview shows it until you publish it\.$/);
  assert.ok((await fileList(page)).includes('promo-menu'), 'listed with the files');
  assert.match(await page.$eval('#file-name', (el) => el.textContent), /^promo-menu\.json$/);
  assert.is(await page.$eval('#route', (el) => (el as HTMLSelectElement).value), '/m/promoMenu');
  assert.equal(
    await frame.$$eval('.w-menu .ui-row__label', (ls) => ls.map((l) => l.textContent)),
    [EN.help_center, EN.online_service],
    'the preview shows the template',
  );
  assert.equal(errors, []);

  // A draft until published: then a player gets it.
  assert.not.ok(existsSync(join(server.screensDir, 'promo-menu.json')), 'not published yet');
  await press(page, 'Publish');
  await statusShows(page, /^Published version 1 of screens\/promo-menu\.json: players see it now\.$/);
  const player = await phonePage(browsing.browser);
  await open(player.page, server.url, '/m/promoMenu');
  // The screen shown (#main): the member centre, rendered ahead of a tap, has menus too.
  assert.equal(await player.page.$$eval('#main .w-menu .ui-row__label', (ls) => ls.map((l) => l.textContent)), [
    EN.help_center,
    EN.online_service,
  ]);
  await player.page.close();
  await page.close();
});

s('a report reads the endpoint chosen; a name or route already taken is refused in the dialog', async () => {
  const { page } = await openStudio(browsing.browser, server);
  await press(page, 'New screen…');
  await page.select('#new-template', 'report');
  assert.ok(await (await byRole(page, 'combobox', 'Endpoint the report reads')).evaluate((el) => el.checkVisibility()));
  await page.select('#new-call', 'orders');
  await fill(page, 'File name', 'home');
  await fill(page, 'Route', '/m/ordersReport');
  await press(page, 'Create screen');
  assert.match(await dialogAlert(page), /screens\/home\.json already exists/);
  await fill(page, 'File name', 'orders-report');
  await fill(page, 'Route', '/m/home');
  await press(page, 'Create screen');
  assert.match(await dialogAlert(page), /Not saved: 1 problem/);
  await fill(page, 'Route', '/m/ordersReport');
  await press(page, 'Create screen');
  await statusShows(page, /^Created screens\/orders-report\.json as a draft/);
  const screen = JSON.parse((await get(server, '/studio/api/file?name=orders-report.json')).body.source);
  assert.equal(
    [screen.routes, screen.widgets[0].type, screen.widgets[0].props.source.call],
    [['/m/ordersReport'], 'record-list', 'orders'],
  );
  // Its columns are fields of what orders answers (schema/api/orders.json), not two fixed ones.
  const answer = JSON.parse(readFileSync('schema/api/orders.json', 'utf8'));
  const fields = Object.keys(answer.properties.list.items.properties ?? {});
  const columns = screen.widgets[0].props.columns.map((c: { field: string }) => c.field);
  assert.ok(columns.length >= 2 && columns.every((f: string) => fields.includes(f)), `${columns} are fields of an order`);
  assert.match(await page.$eval('#problems', (el) => el.textContent ?? ''), /No problems/);
  await page.close();
});

s('duplicate, delete refused while linked, delete, and restore from the deleted screens', async () => {
  const { page } = await openStudio(browsing.browser, server, 'settings.json');
  // settings.json is linked from the member centre: the refusal names mine.json and nothing is deleted.
  await press(page, 'Delete…');
  await press(page, 'Delete screens/settings.json');
  assert.match(await dialogAlert(page), /^Not deleted: mine\.json links to screens\/settings\.json\. Remove those links first\.$/);
  await shot(page, 'delete-refused');
  await press(page, 'Cancel');
  assert.ok(existsSync(join(server.screensDir, 'settings.json')));

  await press(page, 'Duplicate…');
  assert.is(await page.$eval('#copy-file', (el) => (el as HTMLInputElement).value), 'settings-copy', 'a name is suggested');
  await fill(page, 'Route', '/m/setCopy');
  await press(page, 'Duplicate');
  await statusShows(page, /^Copied settings\.json to screens\/settings-copy\.json as a draft/);
  assert.not.ok(existsSync(join(server.screensDir, 'settings-copy.json')), 'a draft: not published');
  await press(page, 'Publish');
  await statusShows(page, /^Published version 1 of screens\/settings-copy\.json/);
  const copy = readFileSync(join(server.screensDir, 'settings-copy.json'), 'utf8');
  assert.equal(JSON.parse(copy).widgets, JSON.parse(readFileSync(join(server.screensDir, 'settings.json'), 'utf8')).widgets);

  await press(page, 'Delete…');
  await press(page, 'Delete screens/settings-copy.json');
  await statusShows(page, /^Deleted screens\/settings-copy\.json/);
  assert.not.ok(existsSync(join(server.screensDir, 'settings-copy.json')));
  assert.not.ok((await fileList(page)).includes('settings-copy'));
  assert.match(await page.$eval('#file-name', (el) => el.textContent), /^home\.json$/, 'home opens instead');

  await press(page, 'Deleted screens…');
  const row = await page.waitForSelector('::-p-text(settings-copy.json · deleted by tester)');
  assert.ok(row);
  await shot(page, 'deleted-screens');
  await press(page, 'Restore settings-copy.json');
  await statusShows(page, /^Restored screens\/settings-copy\.json as a draft/);
  assert.is((await get(server, '/studio/api/file?name=settings-copy.json')).body.source, copy, 'back as it was');
  assert.ok((await fileList(page)).includes('settings-copy'));
  await press(page, 'History…');
  await page.waitForSelector('#history-dialog[open] .version');
  const versions = await page.$$eval('.versions .version', (rows) => rows.map((r) => r.textContent ?? ''));
  assert.match(versions[0]!, /Version 2 · tester .*Restored after tester deleted it/);
  await page.close();
});

s('unsaved changes: switching files and closing the tab ask first; staying keeps the edit', async () => {
  const { page } = await openStudio(browsing.browser, server);
  await endOfLine(page, 3);
  await page.keyboard.type(' ');
  await page.waitForFunction(() => document.querySelector('#file-name')?.textContent === 'home.json (unsaved changes)');
  const edited = await page.$eval('.cm-content', (el) => el.textContent);
  const answer = (accept: boolean) =>
    new Promise<string>((done) =>
      page.once('dialog', (d) => {
        done(`${d.type()}: ${d.message()}`);
        void (accept ? d.accept() : d.dismiss());
      }),
    );

  let asked = answer(false);
  await press(page, 'login');
  assert.is(await asked, 'confirm: Discard your unsaved changes to home.json?');
  assert.is(await page.$eval('#file-name', (el) => el.textContent), 'home.json (unsaved changes)', 'staying keeps the file');
  assert.is(await page.$eval('.cm-content', (el) => el.textContent), edited, 'and the edit');

  asked = answer(false);
  await page.close({ runBeforeUnload: true });
  assert.match(await asked, /^beforeunload/);
  assert.not.ok(page.isClosed(), 'staying keeps the tab open');

  asked = answer(true);
  await press(page, 'login');
  assert.match(await asked, /^confirm/);
  await statusShows(page, /^Opened screens\/login\.json/);
  assert.is(await page.$eval('#file-name', (el) => el.textContent), 'login.json');
  await page.close();
});

s.run();
