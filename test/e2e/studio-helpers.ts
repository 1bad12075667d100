// What the studio's browser tests share: opening the studio signed in, finding controls by role and name,
// typing in the editor from the keyboard, and waiting for the status line or the preview to settle.
import type { BrowserContext, ElementHandle, Frame, Page } from 'puppeteer-core';
import { type StudioServer, startStudioServer } from '../unit/studio/fixture.ts';
import { reducedMotion } from './harness.ts';

/** The line number (1-based) of the first line matching `pattern`. */
export const lineOf = (source: string, pattern: RegExp) => source.split('\n').findIndex((l) => pattern.test(l)) + 1;

/** Puts the editor's cursor at the end of line `n` (keyboard only, as a person would, once the editor has the focus:
 * a click in the middle of the text may land beside a long line's end, on the scroller, in a narrow editor). */
export async function endOfLine(page: Page, n: number): Promise<void> {
  await page.focus('.cm-content');
  await page.keyboard.press('Escape');
  await page.keyboard.down('Control');
  await page.keyboard.press('Home');
  await page.keyboard.up('Control');
  for (let i = 1; i < n; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
}

/** Runs `action` and waits until the preview frame has loaded again and settled. */
export async function reloaded(frame: Frame, action: () => Promise<unknown>): Promise<void> {
  await frame.evaluate(() => {
    (window as unknown as { stale: boolean }).stale = true;
  });
  await action();
  await frame.waitForFunction(
    () => !(window as unknown as { stale?: boolean }).stale && !!document.querySelector('main[aria-busy="false"]'),
    { timeout: 15_000 },
  );
}

/** The studio's status line. */
export const statusText = (page: Page) => page.$eval('#status', (el) => el.textContent ?? '');

/** Waits until the studio's status line matches `re`; on timeout says what it showed instead. */
export async function statusShows(page: Page, re: RegExp, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('#status')?.textContent ?? ''), { timeout }, re.source);
  } catch {
    throw new Error(`the status never matched ${re}; it shows "${await statusText(page).catch(() => '?')}"`);
  }
}

/** Waits for `selector` in the studio; on timeout says what the status line and the open dialog showed instead. */
export async function studioShows(page: Page, selector: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForSelector(selector, { timeout });
  } catch {
    const dialog = await page.$eval('dialog[open]', (d) => (d.textContent ?? '').slice(0, 300)).catch(() => 'none open');
    throw new Error(`${selector} never showed; the status shows "${await statusText(page).catch(() => '?')}", the dialog: ${dialog}`);
  }
}

/** The element with this role and accessible name (waits for it). */
export async function byRole(page: Page | Frame, role: string, name: string, timeout = 10_000): Promise<ElementHandle<Element>> {
  const found = await page.waitForSelector(`::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`, { timeout });
  return found!;
}

/** Clicks the button with this accessible name once it is enabled (a click on a disabled one does nothing). */
export async function press(page: Page | Frame, name: string, timeout = 15_000): Promise<void> {
  const button = await byRole(page, 'button', name);
  await page.waitForFunction((b) => !(b as HTMLButtonElement).disabled, { timeout }, button);
  await button.click();
}

/** Replaces the text of the textbox labelled `name`. */
export async function fill(page: Page, name: string, value: string): Promise<void> {
  const box = await byRole(page, 'textbox', name);
  await box.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await box.type(value);
}

/**
 * A new desktop-sized (1280x800) page of `context` for a member of staff. It asks for reduced motion: the preview
 * shows the app, whose marquee, counters and banner slider would otherwise keep moving while the test types and
 * waits (an idle studio on home: 0.12 cores against 0.05 with reduced motion). The studio's tests are about the
 * studio; the app's motion has tests of its own (home.e2e.ts).
 */
export async function staffPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await reducedMotion(page);
  return page;
}

/** Opens a one-time sign-in link in `page` and gives `name` on the page it shows (the studio then opens). */
export async function openLink(page: Page, link: string, name = 'tester'): Promise<void> {
  await page.goto(link, { waitUntil: 'domcontentloaded' });
  await page.type('#name', name);
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('button[type="submit"]')]);
}

/** Opens the studio in a new desktop-sized tab of `browser`, signed in with the one-time link as `name`, on `file`. */
export async function openStudio(
  browser: BrowserContext,
  server: StudioServer,
  file = 'home.json',
  name = 'tester',
): Promise<{ page: Page; frame: Frame; errors: string[] }> {
  const page = await staffPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push((err as Error).message));
  await openLink(page, `${server.url}${server.studio.linkPath()}#${file}`, name);
  await statusShows(page, new RegExp(`^Opened screens/${file.replace('.', '\\.')}`));
  const frame = (await (await page.waitForSelector('#frame'))!.contentFrame())!;
  await frame.waitForSelector('main[aria-busy="false"]', { timeout: 15_000 });
  return { page, frame, errors };
}

/** A studio whose users are two named staff (alice, bob), and a way to sign one in, in a browser of their own. */
export async function teamStudio(newContext: () => Promise<BrowserContext>) {
  const { hashSecret } = await import('../../server/studio/secrets.ts');
  const { parseUsers, userCredentials } = await import('../../server/studio/users.ts');
  const users = parseUsers(`alice ${await hashSecret('alice-Long-pass-1')}\nbob ${await hashSecret('bob-Long-pass-22')}`);
  const team = await startStudioServer({ access: { credentials: userCredentials(users) } });
  const staff = async (name: 'alice' | 'bob') => {
    const context = await newContext();
    const page = await staffPage(context);
    await page.goto(`${team.url}/studio#home.json`, { waitUntil: 'domcontentloaded' });
    await page.type('#name', name);
    await page.type('#token', name === 'alice' ? 'alice-Long-pass-1' : 'bob-Long-pass-22');
    await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('button[type="submit"]')]);
    await statusShows(page, /^Opened screens\/home\.json/, 15_000);
    const user = await page.$eval('#user', (el) => el.textContent);
    if (!user?.startsWith(`Signed in as ${name} (`)) throw new Error(`signed in as ${name}, the studio says "${user}"`);
    return { page, context };
  };
  return { team, staff };
}
