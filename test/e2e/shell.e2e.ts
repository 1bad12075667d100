// The shell in a real browser: access redirects with their message, back behaviour, the footer (the agent's on
// small phones too), and the not-found screen. The layout rules for every route the spec names (header, back, footer, title) are checked
// for every role by the smoke run (smoke-run.ts).
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { open, settled, freshTab, phonePage, signIn } from './harness.ts';
import { useApp } from './fixture.ts';

const s = suite('shell');
const app = useApp(s);

s('restricted routes send a visitor to login with the spec message', async () => {
  const { page } = await app.tab();
  // The message stays 2 s: watched from before the page opens, so it is caught as soon as it shows.
  const message = page.waitForFunction(() => document.body?.innerText.includes('You are not logged in, please login first'), {
    polling: 'mutation',
    timeout: 10_000,
  });
  await open(page, app.url, '/m/voucherCenter');
  assert.is(await page.evaluate(() => location.pathname), '/m/login');
  await message;
});

s('back: from notice goes home; elsewhere one step back, or home without history', async () => {
  // Direct visit in a new tab (history length 1): back replaces with home.
  const direct = await freshTab(app.browser, `${app.url}/m/gameCenter`);
  assert.is(await direct.page.evaluate(() => history.length), 1);
  await direct.page.click('header button[aria-label="Back"]');
  await direct.page.waitForFunction(() => location.pathname === '/m/home');
  assert.is(await direct.page.evaluate(() => history.length), 1, 'replaced, not pushed');
  await direct.page.close();
  const { page } = await app.page();
  // The announcement popup (home) is closed for this session, as after a player dismissed it: the step back below
  // starts on home, where the popup could otherwise open over the next screen's Back button as the test leaves.
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  // With history: back goes one step.
  await open(page, app.url, '/m/help');
  await page.click('nav[aria-label="Main menu"] a[href="/m/home"]');
  await settled(page);
  await page.evaluate(() => history.pushState(null, '', '/m/gameCenter'));
  await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Game center');
  await page.click('header button[aria-label="Back"]');
  await page.waitForFunction(() => location.pathname === '/m/home');
  // Notice always goes home.
  await open(page, app.url, '/m/help');
  await page.evaluate(() => {
    history.pushState(null, '', '/m/notice');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Announcements');
  await page.click('header button[aria-label="Back"]');
  await page.waitForFunction(() => location.pathname === '/m/home');
  await page.close();
});

s('footer: links navigate in place, the current one is marked, bubbles show', async () => {
  const { page, errors } = await app.tab();
  // The announcement popup (home) is closed for this session, as after a player dismissed it.
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  await open(page, app.url, '/m/home');
  // The bubbles fill in when their counts arrive.
  await page.waitForFunction(
    () => /258[\s\S]*222|222[\s\S]*258/.test(document.querySelector('nav[aria-label="Main menu"]')?.textContent ?? ''),
    { timeout: 10_000 },
  );
  assert.is(await page.$eval('nav[aria-label="Main menu"] a[aria-current="page"]', (a) => a.getAttribute('href')), '/m/home');
  await page.click('nav[aria-label="Main menu"] a[href="/m/mine"]');
  await page.waitForFunction(() => location.pathname === '/m/mine');
  await settled(page);
  assert.is(await page.$eval('nav[aria-label="Main menu"] a[aria-current="page"]', (a) => a.getAttribute('href')), '/m/mine');
  assert.equal(errors, []);
});

s('the member centre, rendered ahead on home, is shown by a tap on Mine: the same elements, hidden until then', async () => {
  const { page, errors } = await app.tab();
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  await open(page, app.url, '/m/home');
  // Once home has settled, in idle time (screens/app.json marks the footer's Mine "ahead").
  await page.waitForFunction(() => document.querySelector('main.app-ahead'), { timeout: 10_000 });
  const ahead = await page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('main.app-ahead')!;
    (window as unknown as { ahead: Element }).ahead = main;
    const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return {
      shown: main.checkVisibility({ visibilityProperty: true }),
      id: main.id,
      text: main.textContent?.includes('Deposit records') ?? false,
      underTap: !!middle?.closest('.app-ahead'),
      homeText: document.body.innerText.includes('Deposit records'),
    };
  });
  assert.equal(
    ahead,
    { shown: false, id: '', text: true, underTap: false, homeText: false },
    'in the document, not shown, not under a tap',
  );
  // Assistive technology sees home alone: one main landmark, no member centre heading.
  assert.is((await page.$$('::-p-aria([role="main"])')).length, 1);
  assert.is(await page.$('::-p-aria([name="Member center"][role="heading"])'), null);

  await page.click('nav[aria-label="Main menu"] a[href="/m/mine"]');
  await page.waitForFunction(() => location.pathname === '/m/mine');
  await settled(page);
  const shown = await page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('#main')!;
    return {
      same: main === (window as unknown as { ahead: Element }).ahead,
      shown: main.checkVisibility({ visibilityProperty: true }),
      className: main.className,
    };
  });
  assert.equal(shown, { same: true, shown: true, className: 'app-main has-footer' }, 'the same main, shown');
  assert.is((await page.$$('::-p-aria([role="main"])')).length, 1);
  assert.ok(await page.$('::-p-aria([name="Member center"][role="heading"])'), "its heading is the page's now");
  assert.ok((await page.evaluate(() => document.body.innerText)).includes('Deposit records'));
  // Home again: a new member centre is rendered ahead once home has settled, not in the tap.
  await page.click('nav[aria-label="Main menu"] a[href="/m/home"]');
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main.app-ahead');
      return location.pathname === '/m/home' && main && main !== (window as unknown as { ahead: Element }).ahead;
    },
    { timeout: 10_000 },
  );
  assert.equal(errors, []);
});

for (const [width, height] of [
  [320, 640],
  [375, 812],
] as const)
  s(`agent footer at ${width}x${height}: the icons on one line, each label centred under its icon and inside its item`, async () => {
    // A browser of its own (another context): the agent's session must not reach the visitor tests after it.
    const { page, errors } = await phonePage(await app.newContext());
    await page.setViewport({ width, height, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    await signIn(page, app.url, 'agent01', '/m/agent');
    const items = await page.$$eval('nav[aria-label="Agent menu"] a', (links) =>
      links.map((a) => {
        const box = a.getBoundingClientRect();
        const icon = a.querySelector('svg')!.getBoundingClientRect();
        const label = a.querySelector<HTMLElement>('.app-footer-label')!;
        const text = label.getBoundingClientRect();
        return {
          label: label.innerText,
          iconTop: Math.round(icon.top),
          labelTop: Math.round(text.top),
          centred: Math.abs(text.left + text.width / 2 - (box.left + box.width / 2)) <= 1,
          inside: text.left >= box.left && text.right <= box.right && label.scrollHeight <= label.clientHeight,
        };
      }),
    );
    assert.ok(items.length >= 3, JSON.stringify(items));
    assert.equal(new Set(items.map((i) => i.iconTop)).size, 1, `icons on one line: ${JSON.stringify(items)}`);
    assert.equal(new Set(items.map((i) => i.labelTop)).size, 1, `labels start on one line: ${JSON.stringify(items)}`);
    for (const i of items) assert.ok(i.centred && i.inside, `${i.label}: ${JSON.stringify(i)}`);
    assert.equal(errors, []);
    await page.close();
  });

s('an unknown route shows the not-found screen with a way home', async () => {
  const { page } = await app.tab();
  await open(page, app.url, '/m/does-not-exist');
  assert.is(await page.$eval('h1', (h) => h.textContent), 'Page not found');
  await page.click('main button');
  await page.waitForFunction(() => location.pathname === '/m/home');
});

/** A phone page on home reached from the help screen (so Back goes there), the announcement popup kept closed. */
async function homeAfterHelp() {
  const { page, errors } = await app.tab();
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('home.noticePopup', '{"show":false}'));
  await page.evaluateOnNewDocument('window.__name = (f) => f;'); // tsx names functions with a helper the page lacks
  await open(page, app.url, '/m/help');
  await page.click('nav[aria-label="Main menu"] a[href="/m/home"]');
  await page.waitForFunction(() => location.pathname === '/m/home');
  await settled(page);
  return { page, errors };
}

s('a popup open when the player leaves is closed: not over the next screen, not open again on coming back', async () => {
  const { page, errors } = await homeAfterHelp();
  await page.click('aside ::-p-aria([name="Download"][role="button"])');
  await page.waitForSelector('.w-dlpop');
  // Back: by the time the help screen shows, the popup is gone.
  await page.goBack();
  await page.waitForFunction(
    () => location.pathname === '/m/help' && document.querySelector('main h1, header h1')?.textContent === 'Help center',
  );
  assert.is(await page.$('.w-dlpop'), null, 'not over the help screen');
  await settled(page);
  // Forward: home mounts afresh, without the popup.
  await page.goForward();
  await page.waitForFunction(() => location.pathname === '/m/home');
  await settled(page, { loaded: true });
  assert.is(await page.$('.w-dlpop'), null, 'not open again on home');
  // It still opens when asked.
  await page.click('aside ::-p-aria([name="Download"][role="button"])');
  await page.waitForSelector('.w-dlpop');
  assert.equal(errors, []);
});

s('a sheet open when the player goes Back closes with its screen: no frame shows it over the next one', async () => {
  const { page, errors } = await homeAfterHelp();
  await page.click('::-p-aria([name="Language: English"][role="button"])');
  await page.waitForSelector('.w-lang-list');
  // Every frame from here on: where the page is, whether the sheet shows, whether the page scroll is locked.
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { frames: string[] }).frames = frames;
    const tick = () => {
      frames.push(
        `${location.pathname} sheet=${!!document.querySelector('.w-lang-list')} lock=${document.body.style.overflow === 'hidden'}`,
      );
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/m/help');
  await settled(page);
  const frames = await page.evaluate(() => (window as unknown as { frames: string[] }).frames);
  const onHelp = frames.filter((f) => f.startsWith('/m/help'));
  assert.ok(onHelp.length > 0);
  assert.equal(
    onHelp.filter((f) => f !== '/m/help sheet=false lock=false'),
    [],
    'no frame of the help screen with the sheet or the scroll lock',
  );
  assert.equal(errors, []);
});

s.run();
