// A platform without the project's assumed calls (siteConfig and renew answer 404, as on a real platform), behind
// API_PROXY: the server remembers the refusals and says so in the pages, the browser then does not ask for them
// (nor the server the platform), its console has no error for them, and the player signs in and sees the balance.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HTTPResponse } from 'puppeteer-core';
import { phonePage, settled, startServer, until, type TestServer } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { fill, onPath, press } from './accounts-helpers.ts';
import { endpointOf } from '../../server/platform.ts';

const s = suite('assumed calls a platform does not offer');
const browsing = useBrowser(s, { network: true });
const SITE_CONFIG = endpointOf('siteConfig').path;
const RENEW = endpointOf('renew').path;
let sandbox: TestServer;
let front: Server;
let server: TestServer;
const asked: string[] = [];
const saved = { ...process.env };

s.before(async () => {
  sandbox = await startServer({});
  // The platform: the sandbox, less the two assumed calls the issue names (a plain 404 page, as a gateway answers).
  const target = new URL(sandbox.url);
  front = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    asked.push(`${req.method} ${path}`);
    if (path === SITE_CONFIG || path === RENEW) return void res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>');
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  // Without siteConfig the public key comes from the operator's settings, as with a real platform.
  const { value } = (await (await fetch(`${sandbox.url}/__sandbox/platform`)).json()) as { value: { merchant: string; publicKey: string } };
  Object.assign(process.env, { MERCHANT_CODE: value.merchant, PLATFORM_PUBLIC_KEY: value.publicKey });
  server = await startServer({ API_PROXY: `http://127.0.0.1:${(front.address() as AddressInfo).port}` });
});
s.after(async () => {
  await server?.close();
  front?.closeAllConnections();
  await new Promise((r) => front?.close(r));
  await sandbox?.close();
  for (const k of ['MERCHANT_CODE', 'PLATFORM_PUBLIC_KEY']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

s('the player signs in and sees the balance; once the server knows, siteConfig and renew are never asked again', async () => {
  const { page, errors } = await phonePage(browsing.browser);
  const responses: HTTPResponse[] = [];
  page.on('response', (r) => responses.push(r));
  const count = (call: string) => asked.filter((a) => a === call).length;
  await page.goto(`${server.url}/m/login`, { waitUntil: 'domcontentloaded' });
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  await page.waitForFunction(() => document.querySelector('.w-balance')?.textContent?.includes('1,523.75'), { timeout: 20_000 });
  // The server has met both refusals: siteConfig in a page's boot calls (or the browser's first ask, when those were
  // late), renew from home's session refresh.
  await until(() => count(`GET ${SITE_CONFIG}`) > 0 && count(`POST ${RENEW}`) > 0, 'the platform refused both', 20_000);
  const known = [count(`GET ${SITE_CONFIG}`), count(`POST ${RENEW}`)];
  const reloaded = responses.length;
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelector('.w-balance')?.textContent?.includes('1,523.75'), { timeout: 20_000 });
  const named = await page.$eval('#not-offered', (el) => JSON.parse(el.textContent ?? '[]') as string[]);
  assert.equal([...named].sort(), ['renew', 'siteConfig'], 'the page names what not to ask');
  await settled(page, { loaded: true });
  const paths = responses.slice(reloaded).map((r) => new URL(r.url()).pathname);
  assert.not.ok(paths.includes(SITE_CONFIG) || paths.includes(RENEW), 'the page asked neither');
  assert.equal([count(`GET ${SITE_CONFIG}`), count(`POST ${RENEW}`)], known, 'nor did the server ask the platform again');
  const failed = responses.filter((r) => /^\/(wps|lgw)\//.test(new URL(r.url()).pathname) && r.status() >= 400);
  assert.equal(
    failed.map((r) => `${r.status()} ${new URL(r.url()).pathname}`),
    [],
    'no platform call failed in the browser',
  );
  // The sandbox's images live under its own /sandbox-assets, which the proxy does not forward (second-platform.e2e.ts).
  assert.equal(
    errors.filter((e) => !/status of 404/.test(e)),
    [],
  );
  await page.close();
});

s.run();
