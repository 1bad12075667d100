// Links, session secrets and brand colours as a player meets them (375x812): platform banners that point off-site
// are plain images, a live screen edit with an off-site menu row or a {session.token} invite link is refused (players
// get the shipped screen, staff with ?staff=1 see why), and a colour that is really url(...) is never fetched.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { interceptRequests, settled, screenServed } from './harness.ts';
import { useApp } from './fixture.ts';
import { entry } from '../helpers/platform.ts';

const s = suite('links, secrets and colours');
// The platform's answers are edited in the browser (stubPlatform), so pages are the client-only ones that ask for
// them; the server render passes the same link policy (engine/links.ts) and is covered by test/e2e/ssr.e2e.ts.
const app = useApp(s, { env: { SSR: '0' }, network: true });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/links-${name}.png` as `${string}.png` }).catch(() => {});
/** Waits until the staff problems banner shows a line matching `re` (the check that fills it runs after the page is up). */
async function expectStaffProblem(page: Page, re: RegExp): Promise<void> {
  await page
    .waitForFunction(
      (src, flags) => new RegExp(src, flags).test(document.querySelector('aside.problems')?.textContent ?? ''),
      { timeout: 30_000 },
      re.source,
      re.flags,
    )
    .catch(() => {});
  assert.match(await page.$eval('aside.problems', (el) => el.textContent ?? '').catch(() => ''), re);
}

/**
 * Serves pages without their boot data (so the app asks the API, where `edit` changes the answers) and records
 * every request to attacker.example (aborted).
 */
async function stubPlatform(
  page: Page,
  paths: string[],
  edit: (path: string, query: URLSearchParams, value: any) => void,
): Promise<string[]> {
  const offsite: string[] = [];
  await interceptRequests(page);
  page.on('request', async (req: HTTPRequest) => {
    const url = new URL(req.url());
    if (url.hostname.includes('attacker.example')) {
      offsite.push(req.url());
      void req.abort();
      return;
    }
    if (req.resourceType() === 'document' && url.origin === app.url) {
      const res = await fetch(req.url(), { headers: req.headers() });
      const html = (await res.text()).replace(/<script type="application\/json" id="boot-data">[\s\S]*?<\/script>/, '');
      await req.respond({ status: res.status, contentType: 'text/html', body: html });
      return;
    }
    if (!paths.includes(url.pathname) || req.method() !== 'GET') {
      void req.continue();
      return;
    }
    const res = await fetch(req.url(), { headers: req.headers() });
    const body = await res.json();
    if (body?.value) edit(url.pathname, url.searchParams, body.value);
    await req.respond({ status: res.status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return offsite;
}

s('platform banners linking to //host or /\\host are plain images; a /path banner still opens', async () => {
  const { page, errors } = await app.tab();
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  const offsite = await stubPlatform(page, [entry('notices').path], (path, query, value) => {
    if (path !== entry('notices').path || query.get('types') !== 'B') return;
    const home = value.banners.filter((b: { groupName: string }) => b.groupName === 'm_home_EN');
    ['//attacker.example/phish', '/\\attacker.example', '/m/activity'].forEach((link, i) => {
      if (home[i]) home[i].link = link;
    });
  });
  await page.goto(`${app.url}/m/home?staff=1`, { waitUntil: 'domcontentloaded' });
  await settled(page);
  await page.waitForSelector('.w-banners-slide img');
  const slides = await page.$$eval('.w-banners-slide', (els) => els.map((el) => !!el.querySelector('button.w-banners-link')));
  assert.equal(slides, [false, false, true], 'only the /m/activity banner is a button');
  await page.waitForFunction(() => (document.querySelector('aside.problems')?.textContent ?? '').includes('banner link'));
  await expectStaffProblem(page, /link refused: "\/\/attacker\.example\/phish" starts with "\/\/"/);
  await expectStaffProblem(page, /link refused: "\/\\\\attacker\.example"/);
  await shot(page, 'banners');
  await page.evaluate(() => (document.querySelectorAll('button.w-banners-link')[0] as HTMLButtonElement).click());
  await page.waitForFunction(() => location.pathname === '/m/activity');
  assert.equal(offsite, []);
  assert.equal(errors, [], 'no SecurityError or other uncaught error');
});

/** Edits a screen file in the server's live screens/ copy and returns a function that restores it. */
async function editScreen(file: string, change: (screen: any) => void): Promise<() => Promise<void>> {
  const path = join(app.server.screensDir, file);
  const original = readFileSync(path, 'utf8');
  const screen = JSON.parse(original);
  change(screen);
  writeFileSync(path, JSON.stringify(screen, null, 2));
  await screenServed(app.server, file);
  return async () => {
    writeFileSync(path, original);
    await screenServed(app.server, file);
  };
}
/** The first widget of `type` anywhere in a screen. */
function findWidget(node: any, type: string): any {
  if (!node || typeof node !== 'object') return null;
  if (node.type === type && node.props) return node;
  for (const v of Object.values(node)) {
    const hit = findWidget(v, type);
    if (hit) return hit;
  }
  return null;
}

s('a live menu row to //attacker.example/phish: players get the shipped menu, staff see why', async () => {
  const restore = await editScreen('mine.json', (screen) => {
    findWidget(screen, 'menu').props.items.unshift({ label: 'home', to: '//attacker.example/phish', icon: 'home' });
  });
  try {
    const { page, errors } = await app.signedInTab('player01', '/m/mine?staff=1');
    await page.waitForSelector('.w-menu-row');
    assert.is(await page.$$eval('a[href]', (as) => as.filter((a) => /^\/\/|^\/\\|attacker/.test(a.getAttribute('href')!)).length), 0);
    await page.waitForSelector('aside.problems');
    await expectStaffProblem(page, /mine\.json(:\d+:\d+)? \/widgets\/\S+\/to: unsafe app path: it starts with "\/\/"/);
    await shot(page, 'menu-staff');
    assert.equal(
      errors.filter((e) => !e.includes('[screens] mine.json')),
      [],
      'nothing but the refused file is logged',
    );
  } finally {
    await restore();
  }
});

s('an invite link template with {session.token}: the file is refused and the share link never holds the token', async () => {
  const restore = await editScreen('invite-friends.json', (screen) => {
    findWidget(screen, 'invite-card').props.link = '/m/register?recommenderId={member.id}&t={session.token}';
  });
  try {
    const { page, errors } = await app.signedInTab('player01', '/m/inviteFriends?staff=1');
    await page.waitForFunction(() => (document.querySelector('#invite-link') as HTMLInputElement | null)?.value.includes('recommenderId='));
    const link = await page.$eval('#invite-link', (el) => (el as HTMLInputElement).value);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO')!).token as string);
    assert.ok(
      stored.length > 8 && !link.includes(stored) && !link.includes(encodeURIComponent(stored)),
      `the share link ${link} holds the token`,
    );
    await expectStaffProblem(page, /invite-friends\.json(:\d+:\d+)? \/widgets\/\S+\/link: "session\.token" reaches the session token/);
    await shot(page, 'invite-staff');
    assert.equal(
      errors.filter((e) => !e.includes('[screens] invite-friends.json')),
      [],
      'nothing but the refused file is logged',
    );
  } finally {
    await restore();
  }
});

s('a brand colour that is really url(https://attacker.example/...) is never fetched; the default colour shows', async () => {
  // A page of its own: the test waits for the network to idle (see test/e2e/tab.ts).
  const { page, errors } = await app.page();
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  const offsite = await stubPlatform(page, [entry('siteConfig').path], (path, _query, value) => {
    if (path !== entry('siteConfig').path) return;
    value.brand.colors.brand = 'url(https://attacker.example/brand.png)';
    value.brand.colors.bg = 'url(https://attacker.example/bg.png)';
    value.mobileTemplate.app_desc_font_color = 'url(https://attacker.example/desc.png)';
  });
  await page.goto(`${app.url}/m/home`, { waitUntil: 'domcontentloaded' });
  await settled(page);
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
  assert.equal(offsite, [], 'no colour made the browser fetch anything');
  const vars = await page.evaluate(() =>
    ['--brand', '--bg', '--text'].map((v) => getComputedStyle(document.documentElement).getPropertyValue(v).trim()),
  );
  assert.equal(vars.slice(0, 2), ['#f5b301', '#0d111c'], 'the default theme colours from tokens.css');
  assert.is(vars[2], '#f2f4f8', 'valid colours of the brand still apply');
  await shot(page, 'colours');
  assert.equal(errors, []);
  await page.close();
});

s.run();
