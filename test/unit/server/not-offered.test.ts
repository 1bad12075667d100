// server/not-offered.ts through the API proxy: an assumed call the platform refuses (404, 405, 501 or its
// function.not.available) is remembered for a while, answered by the server itself meanwhile (a 200 the client reads
// as "not offered"), named in the pages' boot data, and logged once per call per period; platform calls are not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from '../../../sandbox/proxy.ts';
import { NOT_OFFERED_MEMORY_MS, notOfferedMemory } from '../../../server/not-offered.ts';
import { endpointOf } from '../../../server/platform.ts';
import { startFixture } from './fixture.ts';

const path = (name: string) => endpointOf(name).path;

/** A platform that lacks siteConfig (404 page), renew (405) and location (function.not.available), has the rest. */
async function platformWithout() {
  const asked: string[] = [];
  const server = createServer((req, res: ServerResponse) => {
    const at = (req.url ?? '').split('?')[0]!;
    asked.push(at);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (at === path('siteConfig')) return res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>404</h1>');
    if (at === path('renew')) return res.writeHead(405).end();
    if (at === path('location') || at === path('gameList'))
      return json(400, { success: false, value: null, errorCode: 'function.not.available', message: 'Function not available' });
    json(200, { success: true, value: { maintenance: false, regionRestriction: false, info: {} } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: (p: string) => asked.filter((a) => a === p).length,
    close: () => new Promise((r) => server.close(r)),
  };
}

test('refused assumed calls are remembered, answered by the server, named to pages and logged once', async () => {
  const platform = await platformWithout();
  const logged: Array<Record<string, unknown>> = [];
  const proxy = createProxy(platform.url, {}, { log: (e) => logged.push(e) });
  const app = await startFixture({ api: proxy });
  try {
    for (let i = 0; i < 3; i++) {
      const renew = await fetch(`${app.base}${path('renew')}`, { method: 'POST', body: '{}' });
      assert.is(renew.status, 200, 'no failed request in the browser');
      assert.equal(await renew.json(), {
        success: false,
        value: null,
        errorCode: 'call.not.offered',
        message: 'Not offered by this platform.',
      });
      const location = await fetch(`${app.base}${path('location')}`);
      assert.is(((await location.json()) as { errorCode: string }).errorCode, 'call.not.offered');
    }
    assert.equal([platform.count(path('renew')), platform.count(path('location'))], [1, 1], 'asked once, then remembered');
    // A platform call refused the same way is the platform's answer, passed on and not remembered.
    for (let i = 0; i < 2; i++) assert.is((await fetch(`${app.base}${path('gameList')}?gameType=RNG`)).status, 400);
    assert.is(platform.count(path('gameList')), 2);
    // The page's own boot calls meet siteConfig's refusal, and the page says which calls not to ask.
    const page = await (await fetch(`${app.base}/m/home`)).text();
    const named = JSON.parse(/<script type="application\/json" id="not-offered">([^<]*)<\/script>/.exec(page)![1]!);
    assert.equal([...named].sort(), ['location', 'renew', 'siteConfig']);
    const block = JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(page)![1]!);
    assert.equal(
      block.calls.map((c: { name: string }) => c.name),
      ['systemStatus', 'notices'],
    );
    await fetch(`${app.base}/m/login`);
    assert.is(platform.count(path('siteConfig')), 1, 'the next page does not ask the platform again');
    assert.equal(
      logged.map((e) => [e.kind, e.call, e.why]),
      [
        ['not-offered', 'renew', 'HTTP 405'],
        ['not-offered', 'location', 'function.not.available'],
        ['not-offered', 'siteConfig', 'HTTP 404'],
      ],
      'one line per call',
    );
  } finally {
    await app.close();
    await platform.close();
  }
});

test('a refusal is remembered for its period, then the platform is asked (and logged) again', () => {
  let clock = 1_000_000;
  const logged: unknown[] = [];
  const memory = notOfferedMemory(
    (e) => logged.push(e),
    () => clock,
  );
  memory.add('renew', 'HTTP 404');
  memory.add('renew', 'HTTP 404');
  assert.ok(memory.has('renew'));
  assert.equal(memory.names(), ['renew']);
  clock += NOT_OFFERED_MEMORY_MS - 1;
  assert.ok(memory.has('renew'), 'still within the period');
  clock += 2;
  assert.not.ok(memory.has('renew'), 'expired');
  assert.equal(memory.names(), []);
  memory.add('renew', 'HTTP 404');
  assert.is(logged.length, 2, 'once per period');
});

test.run();
