// The language-change flow end to end: EN -> TY -> AR -> EN from home's picker, checking <html lang/dir> (BCP 47
// tags, not platform codes), visible labels on home, login and a game list, the persisted choice, and that API
// calls follow the language (X-Language). Then where players look for the choice: the member centre, settings,
// login (its messages are revalidated in the new language) and the game list (it reloads in the new language);
// a player's stored choice holds while a slow platform's site config is still on its way; counts in labels use
// the language's plural rules; a switch to Arabic on home rebuilds the sliders for the new direction and keeps the
// first letters of English game names. Writes test-results/languages-*.png for review.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { open, signIn, sandboxConfig, interceptRequests, scrollTo } from './harness.ts';
import { useApp } from './fixture.ts';
import { byRole, fill } from './accounts-helpers.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';
import { entry } from '../helpers/platform.ts';

const s = suite('languages');
const app = useApp(s, { network: true });
s.before(async () => {
  mkdirSync('test-results', { recursive: true });
  await sandboxConfig(app.url, { languages: ['TY', 'EN', 'AR'] });
});

const labels = { EN: readCatalogue('EN'), TY: readCatalogue('TY'), AR: readCatalogue('AR') };
const NAMES = { EN: 'English', TY: 'Tagalog', AR: 'العربية' } as const;
const TAGS = { EN: 'en', TY: 'fil', AR: 'ar' } as const;
type Code = keyof typeof NAMES;
const footer = (page: Page) => page.$eval('nav[aria-label] a[href="/m/mine"]', (a) => (a as HTMLElement).innerText.trim());
const mainText = (page: Page) => page.$eval('main', (m) => (m as HTMLElement).innerText);

/** Presses the button named `name` once it is visible and stable (it may re-render as data arrives). */
const press = (page: Page, name: string) => page.locator(byRole('button', name)).setTimeout(5000).click();

/** Opens the language list from `opener` (home's and the game list's header flag by default) and picks a language by its own name. */
async function choose(page: Page, code: Code, opener = 'header .w-lang-btn') {
  await page.locator(opener).setTimeout(5000).click();
  await press(page, NAMES[code]);
  await page.waitForFunction((tag) => document.documentElement.lang === tag, {}, TAGS[code]);
  await page.waitForFunction(() => !document.querySelector('.w-lang-row'));
}

/** Whether `text` is one of a catalogue's labels, with its {0}-style placeholders filled in. */
const asPattern = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`);
const fromCatalogue = (text: string, cat: Record<string, string>) => Object.values(cat).some((v) => asPattern(v).test(text));

/** A phone page without the notice popup, in EN (tabs of one browser share the stored choice). */
async function quietPage() {
  const p = await app.tab();
  await p.page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  await p.page.goto(`${app.url}/m/404`, { waitUntil: 'domcontentloaded' });
  await p.page.evaluate(() => localStorage.clear());
  return p;
}

s('EN -> TY -> AR -> EN: lang tags, dir, labels, persistence and the API language follow', async () => {
  const { page, errors } = await quietPage();
  const apiLanguages: string[] = [];
  page.on('request', (r) => {
    if (['gameList', 'gameVendors', 'hotGames'].some((n) => r.url().includes(entry(n).path))) apiLanguages.push(r.headers().language ?? '');
  });
  await open(page, app.url, '/m/home');
  assert.is(await footer(page), labels.EN.footer_mine);
  assert.is(await page.evaluate(() => document.documentElement.lang), 'en');

  await choose(page, 'TY');
  assert.is(await page.evaluate(() => document.documentElement.lang), 'fil', 'TY is Filipino, not Tahitian (ty)');
  assert.is(await page.evaluate(() => document.documentElement.dir), 'ltr');
  assert.is(await footer(page), labels.TY.footer_mine);
  assert.is(await page.evaluate(() => localStorage.getItem('language')), 'TY', 'the platform code is what is kept');

  await open(page, app.url, '/m/login');
  assert.match(await mainText(page), new RegExp(labels.TY.login_welcome!));
  apiLanguages.length = 0;
  await open(page, app.url, '/m/gameList?gameType=RNG');
  await page.waitForSelector('main [data-game-tile]');
  assert.ok(apiLanguages.length > 0 && apiLanguages.every((l) => l === 'TY'), `game calls in TY: ${apiLanguages.join(',')}`);

  await open(page, app.url, '/m/home');
  assert.is(await page.evaluate(() => document.documentElement.lang), 'fil', 'the choice survives a reload');
  await choose(page, 'AR');
  assert.is(await page.evaluate(() => document.documentElement.lang), 'ar');
  assert.is(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.is(await footer(page), labels.AR.footer_mine);
  const footerFlow = await page.evaluate(() => {
    const items = [...document.querySelectorAll('nav[aria-label] li')].map((li) => li.getBoundingClientRect().left);
    return items[0]! > items[items.length - 1]!;
  });
  assert.ok(footerFlow, 'the footer runs right to left');
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.screenshot({ path: 'test-results/languages-home-ar.png' });

  await choose(page, 'EN');
  assert.is(await page.evaluate(() => document.documentElement.dir), 'ltr');
  assert.is(await footer(page), labels.EN.footer_mine);
  assert.equal(errors, []);
});

s('a slow platform: a player who chose Tagalog sees it from the first paint, and the platform is asked in it only', async () => {
  const { page, errors } = await quietPage();
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  // Every language the app gives the document, from the first script on (the server's own lang is not a change).
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { __langs: string[] }).__langs = seen;
    new MutationObserver(() => seen.push(document.documentElement.lang)).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['lang'],
    });
  });
  const apiLanguages: string[] = [];
  page.on('request', (r) => {
    if (['gameList', 'gameVendors'].some((n) => r.url().includes(entry(n).path))) apiLanguages.push(r.headers().language ?? '');
  });
  // Slower than the page's wait for its boot data: the page comes without site config, which the app asks itself.
  await sandboxConfig(app.url, { latencyMs: 1500 });
  try {
    await open(page, app.url, '/m/gameList?gameType=RNG');
    await page.waitForSelector('main [data-game-tile]', { timeout: 20_000 });
  } finally {
    await sandboxConfig(app.url, { latencyMs: 0 });
  }
  const langs = await page.evaluate(() => (window as unknown as { __langs: string[] }).__langs);
  assert.equal([...new Set(langs)], ['fil'], `Tagalog at once, never English first: ${langs.join(',')}`);
  assert.ok(apiLanguages.length > 0 && apiLanguages.every((l) => l === 'TY'), `game calls in TY: ${apiLanguages.join(',')}`);
  assert.equal(errors, []);
});

s('the member centre and settings offer the language; the choice changes their labels', async () => {
  const { page, errors } = await quietPage();
  await signIn(page, app.url, 'player01', '/m/mine');
  await press(page, `${labels.EN.home_language} ${NAMES.EN}`);
  await press(page, NAMES.TY);
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, { timeout: 5000 }, labels.TY.member_center);
  assert.is(await page.evaluate(() => document.documentElement.lang), 'fil');
  await open(page, app.url, '/m/set');
  await press(page, `${labels.TY.home_language} ${NAMES.TY}`);
  await press(page, NAMES.EN);
  await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 5000 }, labels.EN.change_password!);
  assert.is(await page.evaluate(() => document.documentElement.lang), 'en');
  await page.screenshot({ path: 'test-results/languages-settings.png' });
  assert.equal(errors, []);
});

s('login: switching the language there revalidates the typed fields in the new language', async () => {
  const { page, errors } = await quietPage();
  await open(page, app.url, '/m/login');
  await fill(page, labels.EN.login_username!, 'a');
  await fill(page, labels.EN.login_password!, '1');
  await press(page, `${labels.EN.home_language} ${NAMES.EN}`);
  const errorTexts = () => page.$$eval('main .f-error', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  await page.waitForFunction(() => document.querySelectorAll('main .f-error').length === 2, { timeout: 3000 });
  const before = await errorTexts();
  assert.ok(
    before.every((m) => fromCatalogue(m, labels.EN)),
    `EN first: ${before.join(' | ')}`,
  );
  await press(page, NAMES.TY);
  await page.waitForFunction(() => document.documentElement.lang === 'fil');
  await page.waitForFunction(
    (old) => {
      const now = [...document.querySelectorAll('main .f-error')].map((e) => (e as HTMLElement).innerText.trim());
      return now.length === 2 && now.every((m, i) => m && m !== old[i]);
    },
    { timeout: 3000 },
    before,
  );
  const after = await errorTexts();
  assert.ok(
    after.every((m) => fromCatalogue(m, labels.TY) && !fromCatalogue(m, labels.EN)),
    `TY now: ${after.join(' | ')}`,
  );
  assert.is(
    await page.$eval(byRole('textbox', labels.TY.login_username!), (el) => (el as HTMLInputElement).value),
    'a',
    'what was typed stays',
  );
  await page.screenshot({ path: 'test-results/languages-login-ty.png' });
  assert.equal(errors, []);
});

s('the game list reloads in the new language when it is changed there', async () => {
  const { page, errors } = await quietPage();
  const lists: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === entry('gameList').path) lists.push(`${u.searchParams.get('language')}/${r.headers().language}`);
  });
  await open(page, app.url, '/m/gameList?gameType=RNG');
  await page.waitForSelector('main [data-game-tile]');
  // The first page may have come with the server-rendered HTML (in EN); any list the page asked for is in EN.
  assert.ok(
    lists.every((l): boolean => l === 'EN/EN'),
    lists.join(','),
  );
  lists.length = 0;
  const reload = page.waitForRequest((r) => new URL(r.url()).pathname === entry('gameList').path, { timeout: 5000 }).catch(() => null);
  await choose(page, 'TY');
  assert.ok(await reload, 'the list is requested again');
  await page.waitForFunction(
    () => document.querySelectorAll('main [data-game-tile]').length > 0 && !document.querySelector('main [aria-busy="true"]'),
  );
  assert.ok(lists.length > 0 && lists.every((l): boolean => l === 'TY/TY'), `reloaded in TY: ${lists.join(',')}`);
  assert.is(await footer(page), labels.TY.footer_mine);
  assert.equal(errors, []);
});

s('counts use the language\'s plural rules: "Joined 1 day", and Arabic\'s forms', async () => {
  const { page, errors } = await quietPage();
  await interceptRequests(page);
  // player01 registered a day and a half ago.
  page.on('request', async (r) => {
    if (r.isInterceptResolutionHandled()) return;
    if (new URL(r.url()).pathname !== entry('memberInfo').path) {
      void r.continue();
      return;
    }
    const res = await fetch(r.url(), { headers: r.headers() });
    const json = await res.json();
    json.value.regDate = new Date(Date.now() - 36 * 3600_000).toISOString();
    void r.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(json) });
  });
  await signIn(page, app.url, 'player01', '/m/mine');
  await page.waitForFunction(() => document.querySelector('main')!.innerText.includes('Joined 1 day'), { timeout: 5000 });
  assert.not.match(await mainText(page), /Joined 1 days/);
  await press(page, `${labels.EN.home_language} ${NAMES.EN}`);
  await press(page, NAMES.AR);
  await page.waitForFunction(
    (t) => document.querySelector('main')!.innerText.includes(t),
    { timeout: 5000 },
    labels.AR.member_joined_days_one!,
  );
  assert.equal(errors, []);
});

s(
  'switching to Arabic on home: the banner and the provider carousel show their slides; English game names keep their first letters',
  async () => {
    const { page, errors } = await quietPage();
    // The hot games come with long names (as the platform's own sometimes are), so there are names cut for length
    // to look at below, whatever widths the fonts give: after the switch, home asks for them again in Arabic.
    await interceptRequests(page);
    page.on('request', async (r) => {
      if (r.isInterceptResolutionHandled()) return;
      if (new URL(r.url()).pathname !== entry('hotGames').path) return void r.continue();
      const res = await fetch(r.url(), { headers: r.headers() });
      const long = (key: string, v: unknown) => (key === 'gameName' && typeof v === 'string' ? `${v} Megaways Deluxe` : v);
      void r.respond({ status: res.status, contentType: 'application/json', body: JSON.stringify(JSON.parse(await res.text(), long)) });
    });
    await page.goto(`${app.url}/m/home`, { waitUntil: 'domcontentloaded' });
    // Both sliders attached before the switch (they attach when the player reaches for them).
    const attached = (track: string) =>
      page.waitForFunction(
        (q) => document.querySelector(`${q} .keen-slider__slide`)?.getAttribute('style')?.includes('transform'),
        {},
        track,
      );
    await page.locator('.w-banners-track').setTimeout(30_000).hover();
    await attached('.w-banners-track');
    await scrollTo(page, '.w-vendors-track');
    await page.locator('.w-vendors-track').setTimeout(30_000).hover();
    await attached('.w-vendors-track');
    await page.evaluate(() => window.scrollTo(0, 0));
    // As choose(), with the longer waits of a page that has just loaded everything home shows.
    await page.locator('header .w-lang-btn').setTimeout(30_000).click();
    await page.locator(byRole('button', NAMES.AR)).setTimeout(30_000).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar' && !document.querySelector('.w-lang-row'));
    /** Whether the slides of `track` fill at least half of the track's visible width (a blank slider shows none). */
    const shows = (track: string) =>
      page.waitForFunction(
        (q) => {
          const box = document.querySelector(q)!.getBoundingClientRect();
          const [left, right] = [Math.max(box.left, 0), Math.min(box.right, innerWidth)];
          const shown = [...document.querySelectorAll(`${q} .keen-slider__slide`)]
            .map((slide) => slide.getBoundingClientRect())
            .reduce((sum, r) => sum + Math.max(0, Math.min(r.right, right) - Math.max(r.left, left)), 0);
          return shown >= (right - left) / 2;
        },
        { timeout: 15_000 },
        track,
      );
    await shows('.w-banners-track');
    await scrollTo(page, '.w-vendors-track');
    await shows('.w-vendors-track');
    await page.waitForFunction(() => document.querySelector('main .g-tile__name')?.textContent?.endsWith('Megaways Deluxe'), {
      timeout: 15_000,
    });
    // A tile name cut for length loses its end, not its start: its first letter is drawn inside its box.
    const names = await page.$$eval('main .g-tile__name', (els) =>
      els
        .filter((el) => /^[A-Za-z]/.test(el.textContent ?? ''))
        .map((el) => {
          const range = document.createRange();
          range.setStart(el.firstChild!, 0);
          range.setEnd(el.firstChild!, 1);
          const first = range.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return {
            name: el.textContent,
            cut: el.scrollWidth > el.clientWidth,
            firstShown: first.left >= box.left - 0.5 && first.right <= box.right + 0.5,
          };
        }),
    );
    assert.ok(
      names.some((n) => n.cut),
      `some names are long enough to be cut: ${JSON.stringify(names)}`,
    );
    assert.equal(
      names.filter((n) => !n.firstShown).map((n) => n.name),
      [],
      'names whose first letter is cut off',
    );
    assert.equal(errors, []);
  },
);

s.run();
