// A game launch as the platform wants it (PLATFORM-API.md §5, §6.17): launchMode GLS, accountType and language go
// along; the URL comes from value.content.game_url, else the older value.url.
import './setup.ts';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureClient } from '../../../engine/api/client.ts';
import { call } from '../../../engine/api/calls.ts';
import { signIn, signOut } from '../../../engine/session/store.ts';

test('launchGame sends launchMode, accountType and language, and reads value.content.game_url', async () => {
  const queries: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    queries.push(new URL(req.url ?? '', 'http://x').searchParams);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ success: true, value: { content: { game_url: 'https://games.example/play?t=1' } }, errorCode: null, message: null }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, merchant: 'M', language: 'TH' });
  const warn = console.warn;
  console.warn = () => {};
  try {
    signIn({ token: 't', merchantCode: 'M', userName: 'trial1', type: 4 });
    const value = await call('launchGame', { nodeId: 7, vendor: 'JL' });
    assert.is(value.url, 'https://games.example/play?t=1');
    assert.equal(Object.fromEntries(queries[0]!), { launchMode: 'GLS', accountType: '0', language: 'TH', nodeId: '7', vendor: 'JL' });
    signIn({ token: 't', merchantCode: 'M', userName: 'p', type: 0 });
    await call('launchGame', { nodeId: 7 });
    assert.is(queries[1]!.get('accountType'), '1', 'real money for members');
  } finally {
    console.warn = warn;
    signOut();
    configureClient({ merchant: '', language: 'EN' });
    await new Promise((r) => server.close(r));
  }
});
test.run();
