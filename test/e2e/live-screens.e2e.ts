// Operators edit screens/*.json while the server runs: the change shows on the next page load with no
// rebuild, and a broken file never breaks the page (the shipped definition stands in) while
// check:screens names the file, line and pointer.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { open, phonePage, settled, until, screenServed } from './harness.ts';
import { useApp } from './fixture.ts';

const s = suite('live screens');
// The worker is on: one test is about a screen edit reaching a page the worker controls.
const app = useApp(s, { worker: true, network: true });

// The not-found screen is the engine's own (stable) screen, so these tests do not depend on home's content.
const file = () => join(app.server.screensDir, 'not-found.json');
const ROUTE = '/m/404';
const mainText = (page: import('puppeteer-core').Page) => page.$eval('main', (m) => (m as HTMLElement).innerText);
/** Writes the screen file as an operator would, and waits until the server has seen the write. */
const write = async (text: string) => {
  writeFileSync(file(), text);
  await screenServed(app.server, 'not-found.json');
};
const edit = (change: (screen: any) => void) => {
  const screen = JSON.parse(original());
  change(screen);
  return write(JSON.stringify(screen, null, 2));
};
let saved = '';
const original = () => saved;
s.before.each(() => {
  saved = readFileSync(join(process.cwd(), 'screens/not-found.json'), 'utf8');
});
s.after.each(async () => {
  await write(saved);
});

s('adding a widget and hiding the footer show after a reload, without a rebuild', async () => {
  const { page, errors } = await app.tab();
  await open(page, app.url, ROUTE);
  assert.ok(await page.$('nav[aria-label="Main menu"]'));
  assert.not.match(await mainText(page), /Welcome/);
  await edit((screen) => {
    screen.widgets.unshift({ type: 'heading', props: { text: 'welcome_title', level: 2 } });
    screen.footer = false;
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main[aria-busy="false"]');
  assert.match(await mainText(page), /Welcome/, 'the new heading shows');
  assert.is(await page.$('nav[aria-label="Main menu"]'), null, 'the footer is gone');
  assert.equal(errors, []);
});

s('with the service worker in control, an edit shows on the very next load, and the page hydrates without a mismatch', async () => {
  const { page, errors } = await app.tab();
  await open(page, app.url, ROUTE);
  // The worker registers once the first page is settled, and claims it; this load caches the screens.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', { timeout: 30_000 });
  await open(page, app.url, ROUTE);
  assert.not.match(await mainText(page), /Welcome/);
  await edit((screen) => {
    screen.widgets.unshift({ type: 'heading', props: { text: 'welcome_title', level: 2 } });
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('main[aria-busy="false"]');
  assert.match(await mainText(page), /Welcome/, 'the worker does not answer with the screens of the page before');
  assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the worker answered this load');
  assert.equal(errors, [], 'no hydration mismatch or other error');
});

s("screens changed between the page's render and its screens load: the page shows the new ones, no mismatch", async () => {
  // A browser without the earlier tests' service worker (whose own requests a page's interception does not see).
  const { page, errors } = await phonePage(await app.newContext());
  await page.setRequestInterception(true);
  let held: import('puppeteer-core').HTTPRequest | null = null;
  page.on('request', (r) => {
    if (!held && r.url().includes('/screens/manifest.json')) held = r;
    else void r.continue();
  });
  // The page is made from the screens as they are; its screens load is held until an operator has published.
  const loading = page.goto(app.url + ROUTE, { waitUntil: 'domcontentloaded' });
  await until(() => held !== null, 'the page asks for its screens', 30_000);
  await edit((screen) => {
    screen.widgets.unshift({ type: 'heading', props: { text: 'welcome_title', level: 2 } });
  });
  void held!.continue();
  await loading;
  await settled(page);
  assert.match(await mainText(page), /Welcome[\s\S]*does not exist/, 'the screens that loaded are shown');
  assert.equal(errors, [], 'rendered afresh, not hydrated: no mismatch');
  await page.close();
});

s('reordering widgets shows in the new order', async () => {
  const { page } = await app.tab();
  await edit((screen) => {
    screen.widgets.push({ type: 'heading', props: { text: 'welcome_title', level: 2 } });
  });
  await open(page, app.url, ROUTE);
  assert.match(await mainText(page), /does not exist[\s\S]*Welcome/);
  await edit((screen) => {
    screen.widgets.unshift({ type: 'heading', props: { text: 'welcome_title', level: 2 } });
  });
  await open(page, app.url, ROUTE);
  assert.match(await mainText(page), /Welcome[\s\S]*does not exist/);
});

s('a broken screen file: the page still works, and check:screens names file, line and pointer', async () => {
  const { page, errors } = await app.tab();
  await edit((screen) => {
    screen.widgets[0].type = 'empty-stat';
  });
  await open(page, app.url, ROUTE);
  assert.match(await mainText(page), /does not exist/, 'the shipped definition is shown');
  assert.ok(await page.$('nav[aria-label="Main menu"]'));
  // The live file is checked after the page is up (the validators load on demand): wait for its message.
  await until(() => errors.some((e) => /not-found\.json.*\/widgets\/0\/type/.test(e)), 'the staff error is logged', 30_000).catch(() => {});
  assert.ok(
    errors.some((e) => /not-found\.json.*\/widgets\/0\/type/.test(e)),
    `staff error logged: ${errors.join('\n')}`,
  );
  assert.equal(
    errors.filter((e) => !e.includes('[screens] not-found.json')),
    [],
    'the staff error only (no hydration mismatch)',
  );
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-screens.ts', app.server.screensDir], { encoding: 'utf8' });
  assert.is(check.status, 1);
  assert.match(
    check.stdout,
    /screens\/not-found\.json:\d+:\d+ \/widgets\/0\/type: unknown widget type "empty-stat".*did you mean "empty-state"\?/,
  );
  // Not even valid JSON: the same.
  await write(saved.slice(0, 120));
  await open(page, app.url, ROUTE);
  assert.match(await mainText(page), /does not exist/);
  const check2 = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-screens.ts', app.server.screensDir], { encoding: 'utf8' });
  assert.match(check2.stdout, /screens\/not-found\.json:\d+:\d+ \/: invalid JSON/);
});

s('bad widget props fall back to the shipped screen, and the page hydrates without a mismatch', async () => {
  const { page, errors } = await app.tab();
  await edit((screen) => {
    screen.widgets[0].props.icon = 'unicorn';
  });
  await open(page, app.url, ROUTE);
  assert.match(await mainText(page), /does not exist/);
  assert.ok(await page.$('main button'), 'the shipped way home is there');
  // The staff's problem list (its banner is rendered by the client only, after hydrating: not a node the server's
  // HTML lacks, which React reported as a mismatch).
  assert.equal(
    errors.filter((e) => !e.includes('[screens] not-found.json')),
    [],
    'no hydration mismatch or other error',
  );
});

s.run();
