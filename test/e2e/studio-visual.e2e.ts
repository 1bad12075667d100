// The visual editor as an operator uses it, the text editor never focused: home's widgets reordered from the
// keyboard and by dragging in the outline, a title changed by picking a label, a member-menu row added and gated
// by a flag, then previewed as a member with that flag on and off; every change is in the JSON (the draft the
// preview shows, and the review's line diff). Clicking a widget in the preview selects it in the outline.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Frame, Page } from 'puppeteer-core';
import { useBrowser } from './fixture.ts';
import { startStudioServer, type StudioServer } from '../unit/studio/fixture.ts';
import { byRole, openStudio, press, reloaded, statusShows } from './studio-helpers.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';
import { FLAGS } from '../../sandbox/data/site.ts';

const s = suite('studio: visual editing');
const browsing = useBrowser(s);
let server: StudioServer;
s.before(async () => {
  server = await startStudioServer();
});
s.after(async () => {
  await server?.close();
});

const EN = readCatalogue('EN');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/studio-visual-${name}.png` });

/** The draft the preview shows (the editor's text once it passes the check), parsed, once `ok` holds for it. */
async function draftWhen(frame: Frame, file: string, ok: (screen: any) => boolean, what: string): Promise<any> {
  let last: any;
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    // The frame reloads after each change the check passes: a read it interrupts is tried again.
    const source = await frame
      .evaluate(async (f) => {
        const id = sessionStorage.getItem('studio-preview') ?? '';
        const res = await fetch('/screens/manifest.json?preview', { headers: { 'X-Studio-Preview': id } });
        return ((await res.json()).files as Array<{ file: string; source: string }>).find((x) => x.file === f)?.source ?? '';
      }, file)
      .catch(() => '');
    last = source ? JSON.parse(source) : last;
    if (last && ok(last)) return last;
    await frame.waitForFunction(() => true, { timeout: 200, polling: 200 }).catch(() => {});
  }
  throw new Error(`the draft never showed ${what}`);
}

/** Records whether the JSON text editor ever gets the focus. */
const watchEditor = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { editorFocused: boolean };
    w.editorFocused = false;
    document.addEventListener('focusin', (e) => {
      if ((e.target as Element).closest?.('.cm-editor')) w.editorFocused = true;
    });
  });
const editorFocused = (page: Page) => page.evaluate(() => (window as unknown as { editorFocused: boolean }).editorFocused);
const liveText = (page: Page) => page.$eval('#outline-live', (el) => el.textContent ?? '');
const types = (screen: any) => screen.widgets.map((w: { type: string }) => w.type);

s('home: reorder from the keyboard and by dragging, and a title picked from the labels', async () => {
  const { page, frame, errors } = await openStudio(browsing.browser, server, 'home.json');
  await watchEditor(page);
  const before = types(await draftWhen(frame, 'home.json', () => true, 'home'));
  const at = before.indexOf('popular-games');

  // Keyboard: the row selected, Alt+Up moves it one place up; the live region says where it went.
  const row = await byRole(page, 'treeitem', `Popular games, ${EN.games_popular}, Later`);
  await row.click();
  assert.is(await page.$eval('#panel-title', (el) => el.textContent), 'Popular games', 'the panel shows the selected widget');
  await page.keyboard.down('Alt');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.up('Alt');
  let screen = await draftWhen(frame, 'home.json', (x) => types(x)[at - 1] === 'popular-games', 'popular games moved up');
  assert.equal(types(screen), [...before.slice(0, at - 1), 'popular-games', before[at - 1], ...before.slice(at + 1)]);
  assert.is(await liveText(page), `Moved Popular games to place ${at} of ${before.length} in Page.`);
  assert.ok(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-selected') === 'true'),
    'the focus stays on the moved row',
  );
  await shot(page, 'outline');

  // Dragging (native drag events, as a mouse drag makes them): the download bar dropped on the upper half of the
  // row after the banner slider lands between the two.
  const next =
    before[before.indexOf('banner-slider') + 1] === 'popular-games' ? `Popular games, ${EN.games_popular}, Later` : 'Announcement marquee';
  const from = (await (await byRole(page, 'treeitem', 'Download bar')).$('.outline-row'))!;
  const to = (await (await byRole(page, 'treeitem', next)).$('.outline-row'))!;
  await page.setDragInterception(true);
  await from.dragAndDrop(to, { delay: 50 });
  await page.setDragInterception(false);
  screen = await draftWhen(
    frame,
    'home.json',
    (x) => types(x).indexOf('download-bar') > types(x).indexOf('banner-slider'),
    'the download bar moved',
  );
  assert.is(types(screen).indexOf('download-bar'), types(screen).indexOf('banner-slider') + 1);
  assert.match(await liveText(page), /^Moved Download bar to place \d+ of \d+ in Page\.$/);

  // The palette adds a widget with its schema's defaults after the selected one; duplicate and delete.
  const count = (x: any) => types(x).filter((t: string) => t === 'banner-slider').length;
  await (await byRole(page, 'treeitem', 'Jackpot counter')).click();
  await page.select('#palette-type', 'banner-slider');
  await press(page, 'Add widget');
  screen = await draftWhen(frame, 'home.json', (x) => count(x) === 2, 'a second banner slider');
  const added = screen.widgets[types(screen).indexOf('jackpot-counter') + 1];
  assert.equal(added, { type: 'banner-slider', props: { group: 'home', width: 750, height: 300 } }, 'with its defaults');
  assert.match(await liveText(page), /^Added Banner slider at place \d+ in Page/);
  await press(page, 'Duplicate');
  screen = await draftWhen(frame, 'home.json', (x) => count(x) === 3, 'the copy');
  await press(page, 'Delete');
  screen = await draftWhen(frame, 'home.json', (x) => count(x) === 2, 'the copy gone');
  assert.match(await liveText(page), /^Deleted Banner slider\. Undo brings it back\.$/);
  await press(page, 'Undo');
  screen = await draftWhen(frame, 'home.json', (x) => count(x) === 3, 'the copy back');
  await press(page, 'Redo');
  screen = await draftWhen(frame, 'home.json', (x) => count(x) === 2, 'the copy gone again');
  await (await byRole(page, 'treeitem', 'Jackpot counter')).click();
  await page.keyboard.press('ArrowDown');
  await press(page, 'Delete');
  screen = await draftWhen(frame, 'home.json', (x) => count(x) === 1, 'the added one gone');

  // The title: typed words find the label by its text; picking it writes its key.
  await (await byRole(page, 'treeitem', `Popular games, ${EN.games_popular}, Later`)).click();
  const title = await byRole(page, 'combobox', 'Title');
  await title.click({ count: 3 });
  await page.keyboard.type('agreement');
  await (await byRole(page, 'option', `user_agreement ${EN.user_agreement}`)).click();
  screen = await draftWhen(frame, 'home.json', (x) => x.widgets.some((w: any) => w.props?.title === 'user_agreement'), 'the new title');
  assert.is(screen.widgets.find((w: any) => w.type === 'popular-games').props.title, 'user_agreement');
  await frame.waitForFunction((t) => document.body.textContent?.includes(t), { timeout: 15_000 }, EN.user_agreement!);
  assert.match(await page.$eval('#panel', (el) => el.textContent ?? ''), new RegExp(`Shows: ${EN.user_agreement}`));
  await title.evaluate((el) => {
    const panel = el.closest('.panel')!;
    panel.scrollTop += el.getBoundingClientRect().top - panel.getBoundingClientRect().top - 120;
  });
  await shot(page, 'panel');

  assert.not.ok(await editorFocused(page), 'the text editor was never focused');
  assert.equal(errors, []);
  await page.close();
});

s('mine: picked in the preview, a menu row added and gated by a flag, previewed as a member with the flag on and off', async () => {
  const { page, frame, errors } = await openStudio(browsing.browser, server, 'mine.json');
  await watchEditor(page);
  const saved = await draftWhen(frame, 'mine.json', () => true, 'mine');
  const at = saved.widgets.findIndex((w: any) => w.props?.title === 'member_account_services');
  const count = saved.widgets[at].props.items.length;

  // A click on the menu in the preview selects it: in the outline and in the panel.
  await frame.click(`::-p-text(${EN.member_account_services})`);
  const menu = await byRole(page, 'treeitem', `Menu, ${EN.member_account_services}`);
  await page.waitForFunction((el) => el.getAttribute('aria-selected') === 'true', {}, menu);
  assert.is(await page.$eval('#panel-title', (el) => el.textContent), 'Menu');
  assert.match(await page.$eval('#file-name', (el) => el.textContent ?? ''), /^mine\.json$/, 'selecting changes nothing');

  // A new row: its label and route picked, and a flag it needs.
  await press(page, 'Add to Items');
  const row = (await page.waitForSelector(`#props_items_${count}`))!;
  const label = (await row.waitForSelector('::-p-aria([name="Label*"][role="combobox"])'))!;
  await label.click();
  await page.keyboard.type('agreement');
  await (await byRole(page, 'option', `user_agreement ${EN.user_agreement}`)).click();
  const to = (await row.waitForSelector('::-p-aria([name="To"][role="combobox"])'))!;
  await to.click();
  await page.keyboard.type('/m/useragr');
  await (await byRole(page, 'option', '/m/useragreement')).click();
  await (await row.waitForSelector('summary ::-p-text(Flags)'))!.click();
  const flag = (await row.waitForSelector('::-p-aria([name="REFERRAL"][role="combobox"])'))!;
  await flag.select('on');
  const screen = await draftWhen(frame, 'mine.json', (x) => x.widgets[at].props.items[count]?.gate?.flags?.length === 1, 'the gated row');
  assert.equal(screen.widgets[at].props.items[count], { label: 'user_agreement', to: '/m/useragreement', gate: { flags: ['REFERRAL'] } });
  assert.match(await liveText(page), /./, 'something was announced');

  // As a member: the row shows while REFERRAL is on, and goes when it is off.
  const rows = () => frame.$$eval('.w-menu .ui-row__label', (ls) => ls.map((l) => l.textContent));
  await reloaded(frame, () => page.click('#role ::-p-text(Member)'));
  await statusShows(page, /^Preview updated: player01/);
  assert.ok((await rows()).includes(EN.user_agreement!), 'shown with the flag on');
  // The switches start from the flags the platform has on (its status call's white-label tree).
  const live = Object.values(FLAGS).filter(Boolean).length;
  assert.is(await page.$eval('.flags .count', (el) => el.textContent), `${live} on`);
  await page.click('.flags summary');
  const box = await byRole(page, 'checkbox', 'REFERRAL');
  assert.ok(await box.evaluate((el) => (el as HTMLInputElement).checked), 'REFERRAL is on');
  await reloaded(frame, () => box.click());
  assert.not.ok((await rows()).includes(EN.user_agreement!), 'hidden with the flag off');
  assert.is(await page.$eval('.flags .count', (el) => el.textContent), `${live - 1} on`);
  await reloaded(frame, () => box.click());
  assert.ok((await rows()).includes(EN.user_agreement!), 'back with the flag on');
  await page.click('.flags summary');
  // The new row in view in the panel and in the preview (each scrolled on its own), for the picture.
  await label.evaluate((el) => {
    const panel = el.closest('.panel')!;
    panel.scrollTop += el.getBoundingClientRect().top - panel.getBoundingClientRect().top - 60;
  });
  await frame.$eval(`::-p-text(${EN.user_agreement})`, (el) => scrollBy(0, el.getBoundingClientRect().top - innerHeight / 2));
  assert.is(await page.evaluate(() => document.documentElement.scrollHeight), 800, 'the studio page itself never scrolls');
  await shot(page, 'menu-row');

  // The change is in the JSON: the review lists its lines, and it saves as a draft.
  await press(page, 'Review and save…');
  const added = await page.$$eval('#save-dialog .diff-add', (ls) => ls.map((l) => l.textContent ?? '').join('\n'));
  assert.match(added, /"label": "user_agreement"/);
  assert.match(added, /"to": "\/m\/useragreement"/);
  assert.match(added, /"REFERRAL"/);
  await press(page, 'Save draft');
  await statusShows(page, /^Saved screens\/mine\.json as draft version \d+: only your preview shows it until you publish\.$/);

  assert.not.ok(await editorFocused(page), 'the text editor was never focused');
  assert.equal(errors, []);
  await page.close();
});

s.run();
