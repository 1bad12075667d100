// The member centre's one menu with gated rows (screens/mine.json): each row is written once, with its gate;
// a visitor sees the rows a sign-in could open as login prompts (a row for certain member types or member
// state stays hidden), a member sees the rows as links to their pages, and a flag gate applies to both.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { openAs, roleSession, sandboxConfig } from './harness.ts';
import { useApp } from './fixture.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';

const s = suite('member centre: one menu, gated rows');
const app = useApp(s);

const EN = readCatalogue('EN');
interface Row {
  label: string;
  to?: string;
  gate?: { memberTypes?: unknown; truthy?: unknown; flags?: string[] };
}
const menus = (
  JSON.parse(readFileSync('screens/mine.json', 'utf8')).widgets as Array<{
    type: string;
    gate?: unknown;
    props: { guest?: unknown; items: Row[] };
  }>
).filter((w) => w.type === 'menu');
const gatedRows = menus.filter((m) => m.props.guest).flatMap((m) => m.props.items);

/** The menu rows on the page: label, whether a link or a button, and where a link goes. */
const rowsOn = (page: Page) =>
  page.$$eval('main .w-menu-row', (rows) =>
    rows.map((r) => ({
      label: r.querySelector('.ui-row__label')?.textContent ?? '',
      tag: r.tagName.toLowerCase(),
      href: r.getAttribute('href'),
    })),
  );
const tap = (page: Page, label: string) =>
  page.$$eval(
    'main .w-menu-row',
    (rows, l) => {
      (rows.find((r) => r.querySelector('.ui-row__label')?.textContent === l) as HTMLElement).click();
    },
    label,
  );

s('screens/mine.json lists each row once, with its gate, and no menu is kept per role', () => {
  const labels = menus.flatMap((m) => m.props.items.map((i) => i.label));
  assert.equal(
    labels.filter((l, i) => labels.indexOf(l) !== i),
    [],
    'no row twice',
  );
  assert.equal(
    menus.filter((m) => m.gate),
    [],
    'no menu gated on a role',
  );
  assert.ok(gatedRows.length > 10);
});

s('a visitor sees the rows as login prompts; rows for member types or member state stay hidden', async () => {
  const { page, errors } = await app.tab();
  await openAs(page, app.url, null, '/m/mine', { bar: false });
  const rows = (await rowsOn(page)).filter((r) => gatedRows.some((g) => EN[g.label] === r.label));
  const expected = gatedRows.filter((g) => !g.gate?.memberTypes && !g.gate?.truthy).map((g) => EN[g.label]);
  assert.equal(
    rows.map((r) => r.label),
    expected,
  );
  assert.ok(
    rows.every((r) => r.tag === 'button'),
    'prompts, not links',
  );
  for (const hidden of ['agency_center', 'upline_transfer'])
    assert.not.ok(
      rows.some((r) => r.label === EN[hidden]),
      hidden,
    );
  await tap(page, EN.withdraw_records!);
  await page.waitForFunction(() => location.pathname === '/m/login');
  assert.equal(errors, []);
});

s('a member sees the same rows as links to their pages; a flag turned off hides a row from both', async () => {
  const { page, errors } = await app.tab();
  const member = await roleSession(app.url, 'player01');
  await openAs(page, app.url, member, '/m/mine', { bar: false });
  await page.waitForFunction(() => document.querySelector('main')?.innerText.includes('Joined'));
  const rows = await rowsOn(page);
  for (const row of gatedRows.filter((g) => !g.gate?.memberTypes)) {
    assert.ok(
      rows.some((r) => r.label === EN[row.label] && r.tag === 'a' && r.href === row.to),
      `${row.label} links to ${row.to}`,
    );
  }
  await tap(page, EN.withdraw_records!);
  await page.waitForFunction(() => location.pathname === '/m/withdrawReport');

  await sandboxConfig(app.url, { flags: { PERSREP: false } });
  try {
    await openAs(page, app.url, member, '/m/mine', { bar: false });
    assert.not.ok(
      (await rowsOn(page)).some((r) => r.label === EN.profit_and_loss),
      'hidden from the member',
    );
    await openAs(page, app.url, null, '/m/mine', { bar: false });
    const guestRows = await rowsOn(page);
    assert.ok(guestRows.some((r) => r.label === EN.deposit_records));
    assert.not.ok(
      guestRows.some((r) => r.label === EN.profit_and_loss),
      'and from the visitor',
    );
  } finally {
    await sandboxConfig(app.url, { flags: { PERSREP: true } });
  }
  assert.equal(errors, []);
});

s.run();
