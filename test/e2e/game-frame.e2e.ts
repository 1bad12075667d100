// A game provider is an untrusted upstream: a launched game whose page tries to take the app away (top.location = ...)
// or open a window the player did not tap for runs in its frame, and the app stays where the player is. The launch
// answers (the platform's) point at pages this test serves: one on a provider's origin, one on the app's own.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { interceptRequests, signIn } from './harness.ts';
import { useApp } from './fixture.ts';
import { entry } from '../helpers/platform.ts';

const s = suite('the game frame');
const app = useApp(s, { network: true });

const PROVIDER = 'https://provider.example';
/** A game that, as soon as it runs, tries to move the app and to open a window, and reports what it could do. */
const hostileGame = (hijack: string, report: string) => `<!doctype html><title>game</title><p>a game</p><script>
  let top1 = 'no error';
  try { top.location.href = ${JSON.stringify(hijack)}; } catch (e) { top1 = e.name; }
  let popup = 'none';
  try { popup = window.open(${JSON.stringify(hijack)}) ? 'opened' : 'refused'; } catch (e) { popup = e.name; }
  new Image().src = ${JSON.stringify(report)} + '?ran=1&top=' + encodeURIComponent(top1) + '&popup=' + popup;
</script>`;

/** Launches a game whose URL the platform answers with `gameUrl`; the game's requests are answered by the test. */
async function launchInto(page: Page, gameUrl: string, reports: URLSearchParams[]): Promise<void> {
  const hijack = `${app.url}/m/hijacked`;
  await interceptRequests(page);
  page.on('request', (r: HTTPRequest) => {
    const u = new URL(r.url());
    if (u.pathname === entry('launchGame').path) {
      const value = { url: gameUrl, content: { game_url: gameUrl }, nodeId: 1, vendor: 'JL' };
      return void r.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value }) });
    }
    if (r.url() === gameUrl)
      return void r.respond({ status: 200, contentType: 'text/html', body: hostileGame(hijack, `${gameUrl}.report`) });
    if (u.pathname.endsWith('.report')) {
      reports.push(u.searchParams);
      return void r.respond({ status: 204 });
    }
    void r.continue();
  });
  await signIn(page, app.url, 'player01', '/m/launchGame?nodeId=1&vendor=JL&gameType=RNG');
}

for (const [where, gameUrl] of [
  ["a provider's origin", `${PROVIDER}/game.html`],
  ["the app's own origin", '/sandbox-assets/game/hostile.html'],
] as const) {
  s(`a game on ${where} cannot move the app or open a window on its own`, async () => {
    const { page } = await app.page();
    const reports: URLSearchParams[] = [];
    const url = gameUrl.startsWith('/') ? app.url + gameUrl : gameUrl;
    await launchInto(page, url, reports);
    const frame = await page.waitForSelector('main iframe');
    assert.match((await frame!.evaluate((f) => f.getAttribute('sandbox'))) ?? '', /allow-top-navigation-by-user-activation/);
    // The game ran (its report arrived): what it tried happened in its frame, not to the app.
    for (let i = 0; i < 200 && !reports.length; i++) await new Promise((r) => setTimeout(r, 50));
    assert.is(reports[0]?.get('ran'), '1', 'the game ran its script');
    // (Puppeteer's Chromium runs without a popup blocker: the frame's sandbox is what refuses the window.)
    assert.is(reports[0]?.get('popup'), 'refused', 'no window the player did not ask for');
    // Give a navigation the time to start, had it been allowed; the app is where the player is.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
    assert.is(new URL(page.url()).pathname, '/m/launchGame');
    assert.not.ok(
      app.server.requests.some((r) => r.startsWith('/m/hijacked')),
      `the app was never asked for the hijacker: ${JSON.stringify(reports.map(String))} ${JSON.stringify(app.server.requests.filter((r) => r.includes('hijack')))}`,
    );
    assert.ok(await page.$('main iframe'), 'the game is still on the screen');
    await page.close();
  });
}

s("the game's own lobby link, tapped by the player, still takes the app back (the sandbox's stand-in game)", async () => {
  const { page } = await app.signedIn('player01', '/m/gameList?gameType=RNG');
  await (await page.waitForSelector('ul[aria-label="Slots games"] li:has(.g-badge--jl) a'))!.click();
  const frame = await page.waitForFrame((f) => f.url().includes('/sandbox-assets/game/'), { timeout: 20_000 });
  await (await frame.waitForSelector('::-p-text(Back to lobby)'))!.click();
  await page.waitForFunction(() => location.pathname === '/m/home', { timeout: 15_000 });
  await page.close();
});

s.run();
