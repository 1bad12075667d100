// Helpers for the account browser tests: a server on a fixed state file (so a restart keeps registered members),
// role-and-name selectors, sandbox codes, and screenshots into test-results/accounts.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { createAppServer } from '../../server/app.ts';
import { apiFromEnv } from '../../server/api.ts';
import { tempDir } from '../helpers/temp.ts';
import { WORKER_OFF } from '../helpers/worker.ts';

const root = process.cwd();

/** A running app server on `stateFile`; close() stops it (the state file stays). */
export async function serverOn(stateFile: string, screensDir: string, port = 0) {
  const api = await apiFromEnv({}, stateFile);
  const server = createAppServer({
    root,
    distDir: process.env.DIST_DIR || join(root, 'dist'),
    screensDir,
    api: api.handler,
    sw: WORKER_OFF,
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A temp folder with a copy of screens/ and a state file path; remove() deletes it. */
export function workspace() {
  const dir = tempDir('accounts-e2e-');
  const screensDir = join(dir, 'screens');
  cpSync(join(root, 'screens'), screensDir, { recursive: true });
  return { dir, screensDir, stateFile: join(dir, 'state.json'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The longest one step (a field or button showing, a text or an address reached) may take: an upper bound for a
 * 2-core machine loaded by the whole suite, not a wait (each returns as soon as it holds).
 */
export const STEP_MS = 20_000;

/** Selector of an element by accessible role and name. */
export const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** Types into the textbox named `name` (clearing it first). */
export async function fill(page: Page, name: string, value: string): Promise<void> {
  const el = await page.waitForSelector(byRole('textbox', name), { timeout: STEP_MS });
  await el!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await el!.type(value);
}

/** Clicks the button named `name`. */
export async function press(page: Page, name: string, role = 'button'): Promise<void> {
  const el = await page.waitForSelector(byRole(role, name), { timeout: STEP_MS });
  await el!.click();
}

/** Waits until the page shows `text` somewhere. */
export async function seeText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: STEP_MS }, text);
}

/** Waits for the path. */
export async function onPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((p) => location.pathname === p, { timeout: STEP_MS }, path);
}

/** The value of a sandbox control endpoint (/__sandbox/sms?mobileNum=, /__sandbox/captcha). */
export async function control<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}/__sandbox${path}`);
  const json = await res.json();
  if (!json.success) throw new Error(`${path}: ${json.errorCode}`);
  return json.value as T;
}

/** Saves a full-page screenshot under test-results/accounts for people to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = join(root, 'test-results', 'accounts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** The stored session info (MC_SESSION_INFO) of the page, or null. */
export const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
