// API_PROXY to a platform in another process: the app's server has no sandbox of its own and forwards /wps and
// /lgw to a sandbox started as a separate `npm start`; the operator's settings (MERCHANT_CODE,
// PLATFORM_PUBLIC_KEY, PLATFORM_PROFILE) reach the page, and a player signs in (encrypted with the configured
// key), sees their balance and favourites a game over the proxy. When that process stops, the player reads
// "platform unreachable", not "offline".
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startServer, phonePage, open, type TestServer } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { fill, onPath, press } from './accounts-helpers.ts';
import { tempDir } from '../helpers/temp.ts';

const s = suite('the app against a platform in another process');
const browsing = useBrowser(s, { network: true });
let platform: ChildProcess;
let platformUrl = '';
let server: TestServer;
const saved = { ...process.env };

s.before(async () => {
  // PORT=0: the process takes a free port and says which (no port picked here that another process could take first).
  platform = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      SKIP_BUILD: '1',
      STUDIO: '0',
      SANDBOX_STATE: join(tempDir('platform-'), 'state.json'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  platformUrl = await new Promise<string>((resolve, reject) => {
    // Its whole output so far: the line may come in two pieces.
    let said = '';
    platform.stdout!.on('data', (b: Buffer) => {
      said += b.toString();
      const at = /\[start\] serving (http:\/\/[\d.]+:\d+)\//.exec(said)?.[1];
      if (at) resolve(at);
    });
    platform.on('exit', (code) => reject(new Error(`platform process exited with ${code}`)));
  });
  // What the operator of that platform hands over: merchant code and public key.
  const { value } = (await (await fetch(`${platformUrl}/__sandbox/platform`)).json()) as { value: { merchant: string; publicKey: string } };
  Object.assign(process.env, {
    MERCHANT_CODE: value.merchant,
    PLATFORM_PUBLIC_KEY: value.publicKey,
    PLATFORM_PROFILE: '{"gatewayVersion":"3"}',
  });
  server = await startServer({ API_PROXY: platformUrl });
});
s.after(async () => {
  await server?.close();
  if (platform.exitCode === null) platform.kill();
  for (const k of ['MERCHANT_CODE', 'PLATFORM_PUBLIC_KEY', 'PLATFORM_PROFILE']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

s('sign in over the proxy, see the balance, favourite a game; the configured settings are in the page', async () => {
  const { page, errors } = await phonePage(browsing.browser);
  const sent: Array<Record<string, string>> = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/wps/')) sent.push(r.headers());
  });
  await open(page, server.url, '/m/login');
  const settings = await page.$eval('#platform', (el) => JSON.parse(el.textContent ?? '{}'));
  assert.is(settings.merchant, process.env.MERCHANT_CODE);
  assert.is(settings.publicKey, process.env.PLATFORM_PUBLIC_KEY);
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  await page.waitForFunction(() => document.querySelector('.w-balance')?.textContent?.includes('₱1,523.75'), { timeout: 10_000 });
  assert.ok(sent.length > 3);
  assert.ok(
    sent.every((h) => h.merchant === 'DEMO' && h['x-gateway-version'] === '3'),
    'Merchant and the profile header on every call',
  );
  await page.goto(`${server.url}/m/gameList?gameType=FISH`);
  const first = await page.waitForSelector('ul[aria-label="Fishing games"] li .g-tile__name');
  const name = await first!.evaluate((n) => n.textContent);
  // The heart is a member's: it appears once the page, server-rendered as a visitor sees it, has hydrated, and the
  // list loaded again for the player may draw it anew (a locator waits for it and tries again).
  await page.locator(`::-p-aria(Add ${name} to favourites)`).click();
  await page.waitForSelector(`::-p-aria(Remove ${name} from favourites)`);
  // The sandbox's images live under its own /sandbox-assets, which the proxy (/wps, /lgw only) does not forward;
  // a real platform serves them from its CDNs.
  assert.equal(
    errors.filter((e) => !/status of 404/.test(e)),
    [],
  );
  await page.close();
});

s('when the platform process is gone, signing in says it cannot be reached', async () => {
  const { page } = await phonePage(browsing.browser);
  await open(page, server.url, '/m/login');
  platform.kill();
  await new Promise((r) => platform.once('exit', r));
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await page.waitForSelector('::-p-text(Sign-in failed: The service cannot be reached right now)', { timeout: 10_000 });
  await page.close();
});

s.run();
