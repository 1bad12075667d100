// Signing in through the login form lands on home with its header complete: the member's balance and menu are in
// the header in the first frame home shows, never a header without them (or a skeleton page) in between.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { open } from './harness.ts';
import { useApp } from './fixture.ts';
import { fill, onPath, press } from './accounts-helpers.ts';

const s = suite('login header');
const app = useApp(s);

/**
 * Records, from the moment the address is /m/home, every state of the page's header the DOM passed through
 * (a MutationObserver sees each committed change, before it can paint): whether the header was ever there
 * without the member's balance group and menu button, or home's main was a skeleton. Read by `homeStates`.
 */
function watchHome(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __home: { seen: number; incomplete: string[] } };
    w.__home = { seen: 0, incomplete: [] };
    const check = () => {
      if (location.pathname !== '/m/home') return;
      const header = document.querySelector('header');
      const main = document.querySelector('main');
      if (!header || !main) return;
      w.__home.seen++;
      const balance = header.querySelector('[role="group"][aria-label="Balance"]');
      const menu = header.querySelector('button[aria-haspopup="dialog"][aria-label="Menu"]');
      const skeleton = main.querySelector('.page-skeleton');
      if (!balance || !menu || skeleton)
        w.__home.incomplete.push(`${balance ? '' : 'no balance; '}${menu ? '' : 'no menu; '}${skeleton ? 'skeleton' : ''}`);
    };
    new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
  });
}
const homeStates = (page: Page) => page.evaluate(() => (window as unknown as { __home: { seen: number; incomplete: string[] } }).__home);

s('after a form sign-in, home shows the member header in its first frame', async () => {
  const { page, errors } = await app.page();
  await page.evaluateOnNewDocument('window.__name = (f) => f;'); // tsx names functions with a helper the page lacks
  await page.goto(`${app.url}/m/404`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await open(page, app.url, '/m/login');
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  // The form gets home ready for a member when it is first focused, the header's balance and menu code included,
  // while the player types (after the sign-in it waits for that at most PREPARE_WAIT_MS, then home mounts as it
  // can): a player takes seconds to type, this test milliseconds, so it lets that code arrive as typing would.
  await page.waitForFunction(
    () => {
      const done = performance
        .getEntriesByType('resource')
        .filter((r) => (r as PerformanceResourceTiming).responseEnd > 0)
        .map((r) => new URL(r.name).pathname);
      return ['header-balance-', 'header-menu-'].every((chunk) => done.some((p) => p.startsWith(`/assets/c/${chunk}`)));
    },
    { timeout: 15_000 },
  );
  await watchHome(page);
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  await page.waitForSelector('header ::-p-aria([name="Balance"][role="group"])', { timeout: 8000 });
  const states = await homeStates(page);
  assert.ok(states.seen > 0, 'home was watched as it mounted');
  assert.equal(states.incomplete, [], 'no state of home without the member header');
  assert.equal(errors, []);
  await page.close();
});

s.run();
