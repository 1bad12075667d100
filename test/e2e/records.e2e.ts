// Records, reports and wallet screens in the production build: a report added by a screen file alone, a date
// filter with load-more paging, deposit and withdraw against the sandbox, and a failing call that recovers.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { open, signIn, sandboxConfig } from './harness.ts';
import { useApp } from './fixture.ts';
import { STEP_MS } from './accounts-helpers.ts';

const s = suite('records');
const app = useApp(s);
let page: Page;
let errors: string[];
s.before(async () => {
  ({ page, errors } = await app.page());
  await signIn(page, app.url, 'player01', '/m/mine');
});

const cards = (p: Page) => p.$$eval('main .rec-card', (els) => els.map((e) => (e as HTMLElement).innerText));
const button = (p: Page, name: string) => p.locator(`::-p-aria(${name})`).setTimeout(STEP_MS);
const waitText = (p: Page, text: string) => p.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 10_000 }, text);
const balance = (p: Page) => p.$eval('.rec-balance__amount', (e) => (e as HTMLElement).innerText);
const localDay = () => {
  const d = new Date();
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};

s('a report screen added as a JSON file alone works at its route', async () => {
  const screen = {
    $schema: '../schema/screen.schema.json',
    id: 'lottery-orders',
    routes: ['/m/lotteryOrders'],
    title: 'rec_records',
    header: { mode: 'back', back: 'history' },
    footer: 'main',
    access: [{ require: { roles: ['member'] }, redirect: '/m/login', message: 'not_logged_in' }],
    widgets: [
      {
        type: 'record-list',
        props: {
          source: { call: 'orders' },
          pageSize: 5,
          columns: [
            { field: 'lotteryCode', label: 'rec_game' },
            { field: 'amount', label: 'rec_amount', format: 'money', primary: true },
            { field: 'status', label: 'rec_status', format: 'status' },
            { field: 'orderNo', label: 'rec_order_no' },
          ],
        },
      },
    ],
  };
  writeFileSync(join(app.server.screensDir, 'lottery-orders.json'), JSON.stringify(screen));
  await open(page, app.url, '/m/lotteryOrders');
  await page.waitForSelector('main .rec-card');
  const rows = await cards(page);
  assert.is(rows.length, 5);
  assert.match(rows[0]!, /LOPLAYER010001/);
  assert.match(rows[0]!, /₱60\.00/);
  assert.match(rows[0]!, /Pending/);
  await (await button(page, 'Load more')).click();
  await page.waitForFunction(() => document.querySelectorAll('main .rec-card').length === 10);
});

s('bet records: a date filter and load-more paging', async () => {
  await open(page, app.url, '/m/gameRecord');
  await page.waitForSelector('main .rec-card');
  assert.is((await cards(page)).length, 10);
  assert.is(await page.$eval('.rec-chip[aria-pressed="true"]', (e) => e.textContent), 'Last 7 days');
  await (await button(page, 'Load more')).click();
  await page.waitForFunction(() => document.querySelectorAll('main .rec-card').length === 20);
  await (await button(page, 'Today')).click();
  // the 20 rows of the last 7 days give way to a skeleton, then to today's rows
  await page.waitForFunction(() => {
    const n = document.querySelectorAll('main .rec-card').length;
    return n > 0 && n < 10;
  });
  assert.is(await page.$eval('.rec-chip[aria-pressed="true"]', (e) => e.textContent), 'Today');
  const today = await cards(page);
  for (const c of today) assert.ok(c.includes(localDay()), `${localDay()} not in ${c}`);
  assert.match(await page.$eval('.rec-figures', (e) => (e as HTMLElement).innerText), /Total bet/);
});

s('deposit: balance, channels from the sandbox, and a deposit that lands', async () => {
  await open(page, app.url, '/m/voucherCenter');
  await page.waitForFunction(() => document.querySelector('.rec-balance__amount')?.textContent?.includes('₱'));
  assert.is(await balance(page), '₱1,523.75');
  await page.waitForFunction(() => document.querySelectorAll('main .rec-card').length === 5);
  assert.match((await cards(page)).join('|'), /GCash.*Maya.*Online banking.*QR Ph.*USDT/s);
  const channel = await (await button(page, 'Payment channel')).waitHandle();
  await page.waitForFunction((el) => (el as HTMLSelectElement).options.length > 1, {}, channel);
  await channel.select('gcash');
  await (await button(page, 'Amount')).fill('500');
  await (await button(page, 'Deposit now')).click();
  await waitText(page, 'Deposit successful');
  await page.waitForFunction(() => document.querySelector('.rec-balance__amount')?.textContent === '₱2,023.75');
  await open(page, app.url, '/m/vouReport');
  await page.waitForSelector('main .rec-card');
  assert.match((await cards(page))[0]!, /₱500\.00[\s\S]*GCash/);
});

s('withdraw: bank accounts from the sandbox and a withdrawal that debits the balance', async () => {
  await open(page, app.url, '/m/withdraw');
  await page.waitForFunction(() => document.querySelector('.rec-balance__amount')?.textContent === '₱2,023.75');
  assert.match((await cards(page)).join('|'), /BDO[\s\S]*\*\*\*\*4321/);
  const account = await (await button(page, 'Bank account')).waitHandle();
  await page.waitForFunction((el) => (el as HTMLSelectElement).options.length === 3, {}, account);
  await account.select('ba-1');
  await (await button(page, 'Amount')).fill('100');
  await (await button(page, 'Payment password')).fill('123456');
  await (await button(page, 'Withdraw now')).click();
  await waitText(page, 'Withdrawal submitted');
  await page.waitForFunction(() => document.querySelector('.rec-balance__amount')?.textContent === '₱1,923.75');
});

s('a failing call shows retry and recovers', async () => {
  await sandboxConfig(app.url, { failRate: 1 });
  await open(page, app.url, '/m/withdrawReport');
  const retry = await button(page, 'Loading failed, click to retry').setTimeout(15_000).waitHandle();
  await sandboxConfig(app.url, { failRate: 0 });
  await retry.click();
  await page.waitForSelector('main .rec-card');
  assert.match((await cards(page))[0]!, /₱100\.00[\s\S]*Pending/);
  const unexpected = errors.filter((e) => !/503|Service Unavailable/.test(e));
  assert.equal(unexpected, []);
});

s.run();
