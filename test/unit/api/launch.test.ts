// A game launch as the platform wants it (PLATFORM-API.md §5, §6.17): a casino game with launchMode GLS, accountType
// and language; a lottery with its own form (launchMode LOTT, lottoArea VN, lottoView) and language. The URL is read
// from value.content.game_url (engine/api/readers/games.ts).
import './setup.ts';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureClient } from '../../../engine/api/client.ts';
import { call } from '../../../engine/api/calls.ts';
import { launchUrlOf } from '../../../engine/api/readers/games.ts';
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
    assert.is(launchUrlOf(value), 'https://games.example/play?t=1');
    assert.equal(Object.fromEntries(queries[0]!), { launchMode: 'GLS', accountType: '0', language: 'TH', nodeId: '7', vendor: 'JL' });
    signIn({ token: 't', merchantCode: 'M', userName: 'p', type: 0 });
    await call('launchGame', { nodeId: 7 });
    assert.is(queries[1]!.get('accountType'), '1', 'real money for members');
    await call('launchGame', {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'VN01',
      lottoView: 'betting',
      backUrl: 'http://x/m',
    });
    assert.equal(Object.fromEntries(queries[2]!), {
      language: 'TH',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'VN01',
      lottoView: 'betting',
      backUrl: 'http://x/m',
    });
  } finally {
    console.warn = warn;
    signOut();
    configureClient({ merchant: '', language: 'EN' });
    await new Promise((r) => server.close(r));
  }
});
test.run();
