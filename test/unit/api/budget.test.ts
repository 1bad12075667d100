// engine/api/budget.ts through the client: a call ends within its budget with its retries, not per attempt.
import './setup.ts';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureClient, request } from '../../../engine/api/client.ts';
import { TimeoutError } from '../../../engine/api/errors/index.ts';

/** A platform whose first answer is a 503 asking to come back in a second, and which then never answers. */
async function busyThenSilent() {
  let hits = 0;
  const server = createServer((_req, res: ServerResponse) => {
    if (hits++ === 0)
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' }).end('{"success":false,"errorCode":"busy"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

const timed = async (p: Promise<unknown>) => {
  const at = performance.now();
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - at };
};

test('a read that is retried and then hangs fails with TimeoutError at its budget, retries included', async () => {
  const s = await busyThenSilent();
  // 3 s: room for the Retry-After second even when a loaded machine answers the first attempt late (with 1.5 s, a
  // 503 arriving after 0.5 s left no time to come back in, and the retry was rightly skipped).
  configureClient({ baseUrl: s.base, timeoutMs: 3000 });
  try {
    const { error, ms } = await timed(request('miniNotice', undefined));
    assert.instance(error, TimeoutError);
    assert.is(s.hits(), 2, 'the 503 was retried after its Retry-After');
    // A budget per attempt could not end before 1 s (Retry-After) + 3 s; what a loaded machine adds stays below.
    assert.ok(ms >= 2900 && ms < 3950, `gave up after ${Math.round(ms)} ms`);
  } finally {
    configureClient({ timeoutMs: undefined });
    await s.close();
  }
});

test.run();
