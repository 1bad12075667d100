// The language-change flow end to end: EN -> TY -> AR -> EN from home's picker, checking <html lang/dir>,
// visible labels on home, login and a game list, the persisted choice, and that API calls follow the
// language (X-Language). Writes test-results/languages-home-ar.png for people to review the RTL layout.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { startServer, launchBrowser, phonePage, open, sandboxConfig, type TestServer } from './harness.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';
import { entry } from '../helpers/platform.ts';

const s = suite('languages');
let server: TestServer;
let browser: Browser;
s.before(async () => { server = await startServer(); browser = await launchBrowser(); mkdirSync('test-results', { recursive: true }); });
s.after(async () => { await browser?.close(); await server?.close(); });

const labels = { EN: readCatalogue('EN'), TY: readCatalogue('TY'), AR: readCatalogue('AR') };
const footer = (page: Page) => page.$eval('nav[aria-label] a[href="/m/mine"]', (a) => (a as HTMLElement).innerText.trim());

async function choose(page: Page, code: 'EN' | 'TY' | 'AR') {
  await page.click('header .w-lang-btn');
  await page.waitForSelector('.w-lang-row');
  await page.evaluate((c) => (document.querySelector(`.w-lang-row[lang="${c.toLowerCase()}"]`) as HTMLButtonElement).click(), code);
  await page.waitForFunction((c) => document.documentElement.lang === c.toLowerCase(), {}, code);
  await page.waitForFunction(() => !document.querySelector('.w-lang-row'));
}

s('EN -> TY -> AR -> EN: lang, dir, labels, persistence and the API language follow', async () => {
  await sandboxConfig(server.url, { languages: ['TY', 'EN', 'AR'] });
  const { page, errors } = await phonePage(browser);
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  const apiLanguages: string[] = [];
  page.on('request', (r) => { if (['gameList', 'gameVendors', 'hotGames'].some((n) => r.url().includes(entry(n).path))) apiLanguages.push(r.headers().language ?? ''); });
  await open(page, server.url, '/m/home');
  assert.is(await footer(page), labels.EN.footer_mine);

  await choose(page, 'TY');
  assert.is(await page.evaluate(() => document.documentElement.dir), 'ltr');
  assert.is(await footer(page), labels.TY.footer_mine);
  assert.is(await page.evaluate(() => localStorage.getItem('language')), 'TY');

  await open(page, server.url, '/m/login');
  assert.match(await page.$eval('main', (m) => (m as HTMLElement).innerText), new RegExp(labels.TY.login_welcome!));
  apiLanguages.length = 0;
  await open(page, server.url, '/m/gameList?gameType=RNG');
  await page.waitForSelector('main [data-game-tile]');
  assert.ok(apiLanguages.length > 0 && apiLanguages.every((l) => l === 'TY'), `game calls in TY: ${apiLanguages.join(',')}`);

  await open(page, server.url, '/m/home');
  assert.is(await page.evaluate(() => document.documentElement.lang), 'ty', 'the choice survives a reload');
  await choose(page, 'AR');
  assert.is(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.is(await footer(page), labels.AR.footer_mine);
  const footerFlow = await page.evaluate(() => {
    const items = [...document.querySelectorAll('nav[aria-label] li')].map((li) => li.getBoundingClientRect().left);
    return items[0]! > items[items.length - 1]!;
  });
  assert.ok(footerFlow, 'the footer runs right to left');
  await new Promise((r) => setTimeout(r, 400));
  await page.screenshot({ path: 'test-results/languages-home-ar.png' });

  await choose(page, 'EN');
  assert.is(await page.evaluate(() => document.documentElement.dir), 'ltr');
  assert.is(await footer(page), labels.EN.footer_mine);
  assert.equal(errors, []);
  await sandboxConfig(server.url, { languages: ['TY', 'EN'] });
  await page.close();
});

s.run();
