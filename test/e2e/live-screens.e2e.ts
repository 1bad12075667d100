// Operators edit screens/*.json while the server runs: the change shows on the next page load with no
// rebuild, and a broken file never breaks the page (the shipped definition stands in) while
// check:screens names the file, line and pointer.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Browser } from 'puppeteer-core';
import { startServer, launchBrowser, phonePage, open, type TestServer } from './harness.ts';

const s = suite('live screens');
let server: TestServer;
let browser: Browser;
s.before(async () => { server = await startServer(); browser = await launchBrowser(); });
s.after(async () => { await browser?.close(); await server?.close(); });

const homeFile = () => join(server.screensDir, 'home.json');
const headings = (page: import('puppeteer-core').Page) => page.$$eval('main h2', (hs) => hs.map((h) => h.textContent));

s('removing a widget and hiding the footer show after a reload, without a rebuild', async () => {
  const { page, errors } = await phonePage(browser);
  await open(page, server.url, '/m/home');
  assert.ok((await headings(page)).includes('Welcome'));
  assert.ok(await page.$('nav[aria-label="Main menu"]'));
  const original = readFileSync(homeFile(), 'utf8');
  const home = JSON.parse(original);
  home.widgets = home.widgets.filter((w: { type: string }) => w.type !== 'heading');
  home.footer = false;
  writeFileSync(homeFile(), JSON.stringify(home, null, 2));
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main[aria-busy="false"]');
  assert.not.ok((await headings(page)).includes('Welcome'), 'the heading is gone');
  assert.is(await page.$('nav[aria-label="Main menu"]'), null, 'the footer is gone');
  writeFileSync(homeFile(), original);
  assert.equal(errors, []);
  await page.close();
});

s('reordering widgets shows in the new order', async () => {
  const { page } = await phonePage(browser);
  const original = readFileSync(homeFile(), 'utf8');
  const home = JSON.parse(original);
  home.widgets.reverse();
  writeFileSync(homeFile(), JSON.stringify(home, null, 2));
  await open(page, server.url, '/m/home');
  const order = await page.$$eval('main > *', (els) => els.map((e) => e.tagName.toLowerCase()));
  assert.is(order[0], 'section', 'the menus come first now');
  assert.is(order[order.length - 1], 'h2', 'the heading comes last');
  writeFileSync(homeFile(), original);
  await page.close();
});

s('a broken screen file: the page still works, and check:screens names file, line and pointer', async () => {
  const { page, errors } = await phonePage(browser);
  const original = readFileSync(homeFile(), 'utf8');
  const home = JSON.parse(original);
  home.widgets[0].type = 'headng';
  writeFileSync(homeFile(), JSON.stringify(home, null, 2));
  await open(page, server.url, '/m/home');
  assert.ok((await headings(page)).includes('Welcome'), 'the shipped home is shown');
  assert.ok(await page.$('nav[aria-label="Main menu"]'));
  assert.ok(errors.some((e) => /home\.json.*\/widgets\/0\/type/.test(e)), `staff error logged: ${errors.join('\n')}`);
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-screens.ts', server.screensDir], { encoding: 'utf8' });
  assert.is(check.status, 1);
  assert.match(check.stdout, /screens\/home\.json:\d+:\d+ \/widgets\/0\/type: unknown widget type "headng".*did you mean "heading"\?/);
  // Not even valid JSON: the same.
  writeFileSync(homeFile(), original.slice(0, 200));
  await open(page, server.url, '/m/home');
  assert.ok((await headings(page)).includes('Welcome'));
  const check2 = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-screens.ts', server.screensDir], { encoding: 'utf8' });
  assert.match(check2.stdout, /screens\/home\.json:\d+:\d+ \/: invalid JSON/);
  writeFileSync(homeFile(), original);
  await page.close();
});

s('bad widget props fall back to the shipped screen', async () => {
  const { page } = await phonePage(browser);
  const original = readFileSync(homeFile(), 'utf8');
  const home = JSON.parse(original);
  home.widgets[0].props.level = 7;
  writeFileSync(homeFile(), JSON.stringify(home, null, 2));
  await open(page, server.url, '/m/home');
  assert.ok((await headings(page)).includes('Welcome'));
  writeFileSync(homeFile(), original);
  await page.close();
});

s.run();
