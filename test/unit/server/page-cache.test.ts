// App pages are kept briefly (server/page-cache.ts): a page load makes no platform call while its page is
// kept; a change to platform data or a screen edit is never answered from the cache.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startFixture } from './fixture.ts';
import { pageCache } from '../../../server/page-cache.ts';

/** A platform that counts site-config reads and answers with a name that can change. */
function countingPlatform() {
  const state = { reads: 0, name: 'first' };
  const api = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/__sandbox/')) return false;
    if (url.pathname === '/__sandbox/config' && req.method === 'POST') {
      state.name = 'second';
      res.writeHead(200).end('{}');
      return true;
    }
    if (url.pathname === '/wps/system/siteConfig') state.reads++;
    const value = { merchantCode: 'm1', brand: { name: state.name }, languages: { default: 'EN' } };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, value, data: { value } }));
    return true;
  };
  return { state, api };
}

test('a kept page is served without a platform call; a platform change and a screen edit are not', async () => {
  const platform = countingPlatform();
  const app = await startFixture({ api: platform.api });
  try {
    const page = () => fetch(`${app.base}/m/login`).then((r) => r.text());
    assert.match(await page(), 'first');
    const reads = platform.state.reads;
    for (let i = 0; i < 5; i++) assert.match(await page(), 'first');
    assert.is(platform.state.reads, reads, 'no platform call while the page is kept');

    await fetch(`${app.base}/__sandbox/config`, { method: 'POST', body: '{}' });
    assert.match(await page(), 'second', 'a change to platform data empties the cache');

    const kept = platform.state.reads;
    writeFileSync(join(app.dir, 'screens', 'zz-extra.json'), '{}');
    await page();
    assert.is(platform.state.reads, kept + 1, 'a screen change makes kept pages stale');
  } finally {
    await app.close();
  }
});

test('a page past its time is served at once while one fresh page is made in the background', async () => {
  let renders = 0;
  let release!: () => void;
  const render = async () => {
    renders++;
    if (renders > 1)
      await new Promise<void>((r) => {
        release = r;
      });
    return { body: Buffer.from(`page ${renders}`), complete: true };
  };
  const cache = pageCache(render, () => 'v1', { fresh: 0, degraded: 0 });
  const req = { headers: {} } as IncomingMessage;
  assert.is((await cache.get(req, '/m/home')).toString(), 'page 1');
  // Past its time (fresh: 0): the kept page comes back without waiting for the platform, and one refresh starts.
  assert.is((await cache.get(req, '/m/home')).toString(), 'page 1');
  assert.is((await cache.get(req, '/m/home')).toString(), 'page 1');
  assert.is(renders, 2, 'one refresh at a time');
  release();
  await new Promise((r) => setImmediate(r));
  assert.is((await cache.get(req, '/m/home')).toString(), 'page 2');
});

/** A page cache (5 s fresh, 1 s degraded) whose renders answer these pages in turn, and how many it made. */
function answering(pages: Array<[body: string, complete: boolean]>) {
  let n = 0;
  const cache = pageCache(
    async () => {
      const [body, complete] = pages[n++]!;
      return { body: Buffer.from(body), complete };
    },
    () => 'v1',
    { fresh: 5000, degraded: 1000 },
  );
  return { cache, renders: () => n };
}

test('a page made without all its data is kept briefly and never replaces a complete one', async () => {
  let now = 0;
  const realNow = Date.now;
  Date.now = () => now;
  try {
    const { cache, renders } = answering([
      ['complete 1', true],
      ['placeholders', false],
      ['complete 2', true],
    ]);
    const req = { headers: {} } as IncomingMessage;
    const settle = () => new Promise((r) => setImmediate(r));
    assert.is((await cache.get(req, '/m/games')).toString(), 'complete 1');
    now = 5000; // past its time: served on while a refresh is made, which comes back incomplete
    assert.is((await cache.get(req, '/m/games')).toString(), 'complete 1');
    await settle();
    assert.is(renders(), 2);
    assert.is((await cache.get(req, '/m/games')).toString(), 'complete 1', 'the incomplete refresh did not replace it');
    assert.is(renders(), 2, 'and is not tried again at once');
    now = 6000; // tried again soon
    await cache.get(req, '/m/games');
    await settle();
    assert.is((await cache.get(req, '/m/games')).toString(), 'complete 2');

    // An incomplete page with nothing better to serve is kept only for the degraded time.
    const { cache: cold, renders: made } = answering([
      ['placeholders', false],
      ['complete', true],
    ]);
    now = 10_000;
    assert.is((await cold.get(req, '/m/games')).toString(), 'placeholders');
    now = 10_999;
    assert.is((await cold.get(req, '/m/games')).toString(), 'placeholders', 'kept within its brief time');
    assert.is(made(), 1);
    now = 11_000;
    await cold.get(req, '/m/games');
    await settle();
    assert.is((await cold.get(req, '/m/games')).toString(), 'complete', 'made anew after it');
  } finally {
    Date.now = realNow;
  }
});

test.run();
