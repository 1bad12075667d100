// A call the platform does not offer (the app's server answers call.not.offered, server/not-offered.ts) is a
// NotOfferedError, an expected state: the client remembers it for the page's life and does not ask again.
import './setup.ts';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureClient, request } from '../../../engine/api/client.ts';
import { NotOfferedError, messageOf } from '../../../engine/api/errors/index.ts';
import { signIn, signOut } from '../../../engine/session/store.ts';

test('a call the server says is not offered fails as NotOfferedError once, then is not asked again', async () => {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, value: null, errorCode: 'call.not.offered', message: 'Not offered by this platform.' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, merchant: 'DEMO', timeoutMs: 3000 });
  signIn({ token: 't', merchantCode: 'DEMO', userName: 'p', type: 0 });
  try {
    for (let i = 0; i < 3; i++) {
      const error = await request('renew', undefined).then(
        () => null,
        (e: unknown) => e,
      );
      assert.instance(error, NotOfferedError);
      assert.is((error as NotOfferedError).retryable, false);
    }
    assert.is(hits, 1, 'asked once');
    assert.is(
      messageOf(new NotOfferedError('x'), (k) => k),
      'load_failed',
    );
  } finally {
    signOut();
    configureClient({ timeoutMs: undefined });
    await new Promise((r) => server.close(r));
  }
});

test.run();
