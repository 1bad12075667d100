// Home and content as a player sees them: the inbox unread count behind the
// header menu's message badge, one ticker line, a download bar with nothing behind its text, a chat tab that
// covers no game name, one-line game names, the copyright years, the promotions counter and the first-password
// title. Every home state (visitor, player01, trial, agent01; with and without the bar) at 375x812 and 320x640.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { openAs, loginInfo, roleSession, scrollTo } from './harness.ts';
import { useApp } from './fixture.ts';
import { entry, platformValue } from '../helpers/platform.ts';

type Who = 'visitor' | 'player01' | 'trial' | 'agent01';
const SIZES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
] as const;
const s = suite('home content');
const app = useApp(s, { network: true });

const aria = (name: string, role = 'button') => `::-p-aria([name="${name}"][role="${role}"])`;

const sessionFor = (who: Who) => roleSession(app.url, who);

/** The file's tab (a page each cost a second), signed in as `who` (announcement popup already seen) on `route`. */
async function phoneAs(
  who: Who,
  route: string,
  opts: { size?: (typeof SIZES)[number]; bar?: boolean; session?: Record<string, unknown> } = {},
) {
  const { page } = await app.tab();
  await page.setViewport({ ...(opts.size ?? SIZES[0]), isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const info = opts.session ?? (await sessionFor(who));
  await openAs(page, app.url, info, route, { bar: opts.bar });
  return { page, errors, requests, info };
}

/** Waits until the open sheet has finished sliding in. */
const sheetStill = (page: Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector('.ui-sheet');
    return !!el && el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running');
  });

s('player01: home asks for the inbox unread count, and the header menu shows it on Message center', async () => {
  const { page, requests, info } = await phoneAs('player01', '/m/home');
  const expected = await platformValue(app.url, 'unreadCount', {}, info!.token as string);
  assert.ok(expected > 0, 'the sandbox member has unread messages');
  await page.waitForFunction(
    (path) => performance.getEntriesByType('resource').some((e) => e.name.includes(path)),
    {},
    entry('unreadCount').path,
  );
  await page.click(aria('Menu'));
  await sheetStill(page);
  // The row reads "Message center" with the count on its badge (spoken as "N unread").
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('[role="dialog"] a')].some(
        (a) =>
          a.querySelector('.ui-row__label')?.textContent === 'Message center' &&
          a.querySelector('.ui-badge [aria-hidden]')?.textContent === String(n),
      ),
    {},
    expected,
  );
  assert.ok(await page.$(`::-p-aria([name="Message center ${expected} unread"][role="link"])`), 'the count is spoken');
  assert.is(requests.filter((p) => p.endsWith(entry('unreadCount').path)).length, 1, 'asked once on load');
});

s('a trial member has no inbox count: home does not ask for it', async () => {
  const { page, requests } = await phoneAs('trial', '/m/home');
  await page.waitForFunction(
    (path) => performance.getEntriesByType('resource').some((e) => e.name.includes(path)),
    {},
    entry('wallet').path,
  );
  assert.equal(
    requests.filter((p) => p.endsWith(entry('unreadCount').path)),
    [],
  );
});

for (const size of SIZES) {
  for (const [who, bar] of [
    ['visitor', true],
    ['visitor', false],
    ['player01', true],
    ['player01', false],
    ['trial', true],
    ['agent01', true],
  ] as const) {
    s(
      `home at ${size.width}x${size.height}, ${who}${bar ? '' : ' without the download bar'}: one ticker, a clean bar, no game name covered, names on one line`,
      async () => {
        const { page, errors } = await phoneAs(who, '/m/home', { size, bar });
        // One ticker line: the lobby notice and the announcement titles scroll in the same link to announcements.
        const tickers = await page.$$eval('main a[href="/m/notice"], main .w-ticker', (els) =>
          els.map((e) => (e as HTMLElement).innerText),
        );
        assert.is(tickers.length, 1, `ticker lines: ${tickers.length}`);
        assert.match(tickers[0]!, /Deposit now and enjoy[\s\S]*Scheduled maintenance/);
        // The download bar: nothing drawn behind its description.
        const barBox = await page.$('aside[aria-label="Download the app"]');
        assert.is(!!barBox, bar, 'the bar shows unless closed');
        if (barBox) assert.is(await barBox.evaluate((el) => getComputedStyle(el).backgroundImage), 'none');
        // Game names: one line each, and no floating button over any of them at rest.
        await page.waitForSelector('main [data-game-tile]');
        const names = await page.$$eval('main [data-game-tile] a', (as) =>
          as.map((a) => {
            const name = a.lastElementChild as HTMLElement;
            return {
              text: name.innerText,
              lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
              wraps: name.scrollHeight > name.clientHeight + 1,
            };
          }),
        );
        assert.ok(names.length >= 6);
        assert.equal(
          names.filter((n) => n.lines !== 1 || n.wraps),
          [],
          'every name on one line',
        );
        const toggle = await page.waitForSelector(aria('Help and community'));
        const covered = await toggle!.evaluate((btn) => {
          const b = btn.getBoundingClientRect();
          const seen = { left: Math.max(0, b.left), right: Math.min(innerWidth, b.right), top: b.top, bottom: b.bottom };
          // The drawn text of each name and heading (not its whole box).
          return [...document.querySelectorAll('main [data-game-tile] a > :last-child, main h2')]
            .filter((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              const clip = el.getBoundingClientRect();
              return [...range.getClientRects()].some((t) => {
                const r = { left: Math.max(t.left, clip.left), right: Math.min(t.right, clip.right), top: t.top, bottom: t.bottom };
                return r.right > r.left && r.left < seen.right && r.right > seen.left && r.top < seen.bottom && r.bottom > seen.top;
              });
            })
            .map((el) => (el as HTMLElement).innerText);
        });
        assert.equal(covered, [], 'the chat button covers no game name or heading');
        // The page ends with the copyright years, clear of the footer's raised deposit button. The page footer
        // mounts as the player scrolls near it; then the page is whole and its end is the end.
        await scrollTo(page, '.w-pagefoot');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const line = await page.waitForSelector('::-p-text(© 2019-2025)');
        await page.waitForFunction(
          (el) => {
            const r = el!.getBoundingClientRect();
            const deposit = document.querySelector('nav[aria-label="Main menu"] a[href="/m/voucherCenter"]')!;
            const tops = [...deposit.querySelectorAll('*')].map((c) => c.getBoundingClientRect().top);
            return r.bottom <= Math.min(...tops) && r.top >= 0;
          },
          {},
          line,
        );
        assert.match(await line!.evaluate((el) => (el as HTMLElement).innerText), /© 2019-2025 Lucky Night\. All rights reserved\./);
        assert.equal(errors, []);
      },
    );
  }
}

s('promotions: the decorative counter (1.2e9 to 1.3e9, growing) and the copyright years', async () => {
  const { page } = await phoneAs('visitor', '/m/activity');
  const counter = await page.waitForSelector('::-p-text(Bonuses paid to players so far)');
  // The number as a screen reader hears it (the rolling strips beside it are hidden from it).
  const valueOf = (el: Element) =>
    Number((el.parentElement!.querySelector('.ui-visually-hidden')?.textContent ?? '').replace(/[^\d]/g, ''));
  const read = () => counter!.evaluate(valueOf);
  const first = await read();
  assert.ok(first >= 1.2e9 && first <= 1.3e9 + 50_000, `starts in range: ${first}`);
  // It adds 10000-50000 every 3, 4 or 5 s (a slow machine may render the step a little later).
  await page.waitForFunction(
    (el, v) => Number((el!.parentElement!.querySelector('.ui-visually-hidden')?.textContent ?? '').replace(/[^\d]/g, '')) > v,
    { timeout: 8000 },
    counter,
    first,
  );
  const next = await read();
  assert.ok(next - first >= 10_000 && next - first <= 100_000, `step ${next - first}`);
  assert.ok(await page.$('::-p-text(© 2019-2025 Lucky Night)'));
});

s('change password is titled "Set your password" on a first login, "Change password" otherwise', async () => {
  const info = await loginInfo(app.url, 'player01');
  const first = await phoneAs('player01', '/m/changePsw', { session: { ...info, firstTimeLogin: true } });
  assert.is(await first.page.$eval('h1', (h) => h.textContent), 'Set your password');
  // The tab's title follows the frame (engine/mount/use-title.ts): waited for, not read at once.
  await first.page.waitForFunction(() => document.title.startsWith('Set your password'), { timeout: 10_000 });
  const again = await phoneAs('player01', '/m/changePsw', { session: { ...info, firstTimeLogin: false } });
  assert.is(await again.page.$eval('h1', (h) => h.textContent), 'Change password');
});

s.run();
