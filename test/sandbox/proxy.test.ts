// sandbox/proxy.ts: forwards /wps and /lgw (method, path, query, headers, body) and leaves other paths alone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from '../../sandbox/proxy.ts';
import { startHarness } from './helpers.ts';
import { headersFor, platformFetch } from '../helpers/platform.ts';

test('createProxy forwards API calls to the target and reports unreachable targets as 502', async () => {
  const upstream = await startHarness();
  const proxy = createProxy(upstream.base);
  const front = createServer(async (req, res) => {
    if (!(await proxy(req, res, new URL(req.url ?? '/', 'http://x')))) {
      res.writeHead(404);
      res.end('front');
    }
  });
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  const list = (await (await platformFetch(base, 'gameList', { gameType: 'LIVE', pageNo: 2 })).json()) as any;
  assert.is(list.value.pageNum, 2);
  const post = await platformFetch(base, 'addFavourite', { nodeId: 1, vendor: 'x' }, 'stale-token');
  assert.equal(
    [post.status, ((await post.json()) as any).errorCode],
    [401, 'login.not.session'],
    'a POST body and its headers reach the target',
  );
  assert.is(await (await fetch(`${base}/m/home`)).text(), 'front');
  await upstream.close();
  const dead = await fetch(`${base}/wps/system/siteConfig`, { headers: headersFor('siteConfig') });
  assert.is(dead.status, 502);
  await new Promise((r) => front.close(r));
});

test.run();
