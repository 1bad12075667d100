// The platform behind API_PROXY is an untrusted upstream, seen from a real browser: a platform that answers a page
// (its own permissive CSP, a script) runs nothing under the app's origin; a platform that accepts connections and
// never answers leaves the page's shell on the screen at once and the retry message within the client's budget;
// and another site's page cannot drive the sandbox's control endpoints.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { phonePage, startServer, type TestServer } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { CALL_BUDGET_MS } from '../../engine/constants.ts';
import { CSP } from '../../server/headers.ts';

const s = suite('an untrusted platform');
const browsing = useBrowser(s, { network: true });
const RETRY = 'Loading failed, click to retry';
/** What drawing the retry message may add once a call has given up, besides how late the page's timers run. */
const RENDER_SLACK_MS = 1000;
/** What settling an aborted request may add to its budget's timer, besides how late the page's timers run. */
const TIMER_SLACK_MS = 250;

/** One platform call the page made: its path, when it started and when it settled (page clock). */
interface Call {
  path: string;
  start: number;
  end: number | null;
}
/**
 * Records the page's platform calls as window.__calls, and in window.__lag the longest a 100 ms timer of the page was
 * late: what this machine, not the app, adds to any timer or drawing (a few ms on a quiet machine, seconds on a
 * loaded one). A string: the test runner's transpiler adds helpers to a serialised function that the page lacks.
 */
const WATCH_CALLS = `(() => {
  window.__lag = 0;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    window.__lag = Math.max(window.__lag, now - last - 100);
    last = now;
  }, 100);
  const calls = (window.__calls = []);
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href);
    const call = { path: url.pathname, start: performance.now(), end: null };
    if (/^\\/(wps|lgw|lotto)\\//.test(url.pathname)) calls.push(call);
    const answer = fetch.call(this, input, init);
    answer.then(() => (call.end = performance.now()), () => (call.end = performance.now()));
    return answer;
  };
})()`;
const closing: Array<() => Promise<unknown>> = [];

/** A server on a free loopback port; closed after the suite. */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closing.push(
    () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The app server, closed after the suite. */
async function app(env: NodeJS.ProcessEnv): Promise<TestServer> {
  const server = await startServer(env);
  closing.push(() => server.close());
  return server;
}

/**
 * The server's own render of home over a platform that answers garbage or nothing: its widgets' loads fail, and
 * home's loader says so on the server's console ("[home] load failed ..."). Expected here: kept, not printed, and
 * asserted on (other lines pass through). Kept for the whole file: a load the render stopped waiting for ends later.
 */
const homeFailures: string[] = [];
const { warn } = console;
s.before(() => {
  console.warn = (...args: unknown[]) => {
    if (args[0] === '[home] load failed') homeFailures.push(args.map((a) => (a instanceof Error ? a.name : String(a))).join(' '));
    else warn(...args);
  };
});
s.after(async () => {
  for (const close of closing.reverse()) await close();
  console.warn = warn;
});

s("a platform's HTML page with its own CSP and a script runs nothing; the app's headers hold", async () => {
  const asked: string[] = [];
  // The script's beacon goes to the platform itself, where every request is seen.
  let beacon = '';
  const platform = await listen((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, {
      'Content-Type': 'text/html',
      'Content-Security-Policy': "default-src * 'unsafe-inline'",
      'Access-Control-Allow-Origin': '*',
    });
    res.end(`<!doctype html><title>owned</title><script>window.owned = true; new Image().src = '${beacon}/owned';</script>`);
  });
  beacon = platform.url;
  const server = await app({ API_PROXY: platform.url });
  const { page } = await phonePage(browsing.browser);
  // A player (or a link, a frame) opening a platform address of the app's origin directly.
  const res = await page.goto(`${server.url}/wps/system/status`);
  assert.is(await page.evaluate(() => (window as unknown as { owned?: boolean }).owned), undefined, 'no script ran');
  assert.is(res!.status(), 502);
  assert.is(res!.headers()['content-security-policy'], CSP);
  assert.is(res!.headers()['content-type'], 'application/json; charset=utf-8');
  assert.is(res!.headers()['access-control-allow-origin'], undefined);
  assert.match(await page.evaluate(() => document.body.innerText), '"errorCode":"proxy.bad.answer"');
  // The app's own page over the same platform: its calls get the app's envelope and it shows its retry states.
  await page.goto(`${server.url}/m/home`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction((t) => document.querySelector('main')?.textContent?.includes(t), { timeout: 30_000 }, RETRY);
  assert.is(await page.evaluate(() => (window as unknown as { owned?: boolean }).owned), undefined);
  assert.ok(asked.length > 0, 'the platform was asked');
  assert.ok(
    homeFailures.some((l) => l.includes('UnreachableError')),
    `the server's render saw the platform's answer unreadable: ${homeFailures.join('; ')}`,
  );
  assert.not.ok(
    asked.some((p) => p.startsWith('/owned')),
    `the page's beacon never fired (${asked.join(' ')})`,
  );
  await page.close();
});

s('a platform that never answers: the shell at once, the retry message within the budget', async () => {
  const platform = await listen(() => {
    /* accepts, reads, never answers */
  });
  const server = await app({ API_PROXY: platform.url });
  // The server's first render of a screen loads its code (a cold start, not the platform's doing): done before timing.
  await fetch(`${server.url}/m/home?warm`);
  const { page } = await phonePage(browsing.browser);
  await page.evaluateOnNewDocument(WATCH_CALLS);
  await page.goto(`${server.url}/m/home`, { waitUntil: 'domcontentloaded' });
  // Every time is the page's own clock: milliseconds since the navigation started.
  const shown = await page.waitForFunction(
    () => (document.body?.innerText ?? '').includes('Log in') && !!document.querySelector('footer, nav') && performance.now(),
    { timeout: 30_000, polling: 50 },
  );
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { arrived: nav.responseEnd, fcp, served: (window as unknown as { __serverRoot?: string }).__serverRoot ?? '' };
  });
  const at = `arrived ${Math.round(timing.arrived)} ms, first paint ${Math.round(timing.fcp)} ms, text seen ${Math.round((await shown.jsonValue()) as number)} ms`;
  // The server's part, which a loaded machine does not stretch: the page with its shell has arrived within 2 s...
  assert.ok(timing.arrived <= 2000, `the page with its shell arrived late (${at})`);
  // ...and it is that page, painted without a script or a platform answer: header, footer and loading states.
  assert.match(timing.served, 'Log in');
  assert.match(timing.served, /<(footer|nav)\b/);
  assert.match(timing.served, /aria-busy="true"|skeleton/);
  assert.ok(timing.fcp < CALL_BUDGET_MS, `painted before any call could end (${at})`);
  // The app takes the page over without waiting for the silent platform's site config; its widgets ask at once.
  const mounted = (await (
    await page.waitForFunction(() => document.documentElement.dataset.app === 'mounted' && performance.now(), {
      timeout: 30_000,
      polling: 50,
    })
  ).jsonValue()) as number;
  const retry = (await (
    await page.waitForFunction(
      (t) => document.querySelector('main')?.textContent?.includes(t) && performance.now(),
      { timeout: 60_000, polling: 100 },
      RETRY,
    )
  ).jsonValue()) as number;
  const { calls, lag } = await page.evaluate(() => {
    const w = window as unknown as { __calls: Call[]; __lag: number };
    return { calls: w.__calls, lag: w.__lag };
  });
  // Each call the page made gave up within its budget, retries included...
  const ended = calls.filter((c) => c.end !== null && c.end <= retry);
  assert.ok(ended.length > 0, 'calls were made and given up before the message');
  for (const c of ended) {
    const took = c.end! - c.start;
    assert.ok(
      took <= CALL_BUDGET_MS + TIMER_SLACK_MS + lag,
      `${c.path} gave up after ${Math.round(took)} ms (timers ${Math.round(lag)} ms late)`,
    );
  }
  // ...and the message came with the first of them to give up, in the time it takes to draw a change.
  const first = Math.min(...ended.map((c) => c.start));
  assert.ok(
    retry - first <= CALL_BUDGET_MS + RENDER_SLACK_MS + lag,
    `the retry message showed ${Math.round(retry - first)} ms after the first call (budget ${CALL_BUDGET_MS} ms, timers ${Math.round(lag)} ms late; ${at})`,
  );
  console.log(
    `[untrusted-platform] silent platform: ${at}, app took over ${Math.round(mounted)} ms, first call ${Math.round(first)} ms, retry message ${Math.round(retry)} ms, timers up to ${Math.round(lag)} ms late`,
  );
  await page.close();
});

s("another site's page cannot drive the sandbox controls; the app's own page and a tool can", async () => {
  const server = await app({});
  // Another site (another port: same-site, cross-origin) whose page posts to the sandbox as a form or fetch would.
  const evil = await listen((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><p>hello</p>'));
  const { page } = await phonePage(browsing.browser);
  await page.goto(evil.url.replace('127.0.0.1', 'localhost'));
  const status = page.waitForResponse((r) => r.url().endsWith('/__sandbox/config') && r.request().method() === 'POST');
  await page.evaluate(
    (target) =>
      fetch(target, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{"latencyMs":9000}' }).catch(
        () => null,
      ),
    `${server.url}/__sandbox/config`,
  );
  assert.is((await status).status(), 403);
  const config = async () => ((await (await fetch(`${server.url}/__sandbox/config`)).json()) as { value: { latencyMs: number } }).value;
  assert.is((await config()).latencyMs, 0, 'nothing changed');
  // The app's own page (same origin) and a tool without browser headers (this test's Node fetch) may.
  await page.goto(`${server.url}/m/home`, { waitUntil: 'domcontentloaded' });
  const own = await page.evaluate(() =>
    fetch('/__sandbox/config', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"latencyMs":5}' }).then(
      (r) => r.status,
    ),
  );
  assert.is(own, 200);
  assert.is((await config()).latencyMs, 5);
  const tool = await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' });
  assert.is(tool.status, 200);
  assert.is((await config()).latencyMs, 0);
  await page.close();
});

s.run();
