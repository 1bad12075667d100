// The server's PostgreSQL pools (server/pg-pool.ts) against a database that ends a connection as it hands it
// over: the packet that completes the connection also says "terminating connection" (57P01), as a database
// shutting down or restarting can. pg emits 'error' on that connection before the caller's code runs, and an
// 'error' nobody heard ended the whole server process (a stress run's test/unit died this way). Each store that
// uses a pool must refuse its call with a 503 and the process must go on. No real database is needed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { createPgStore } from '../../../server/screen-store/pg-store.ts';
import { pgQuery } from '../../../server/screen-store/pg-query.ts';
import { createPgFieldStore } from '../../../server/field-data/pg-store.ts';
import { StudioRefusal } from '../../../server/studio/http.ts';

/** One message of PostgreSQL's wire protocol: its type byte, its length, its body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const TERMINATING = Buffer.concat([
  message('R', Buffer.alloc(4)), // authentication ok
  message('Z', Buffer.from('I')), // ready for query: the connection is complete
  message('E', Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0')),
]);

/** A database that answers every connection with TERMINATING, in one packet, and closes it; its URL. */
async function endingDatabase(): Promise<{ url: string; server: Server }> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => socket.end(TERMINATING));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `postgres://u@127.0.0.1:${(server.address() as AddressInfo).port}/db`, server };
}

/** Runs `call` against that database; what it settled with, and any error that reached the process uncaught. */
async function against(call: (url: string) => Promise<unknown>): Promise<{ out: unknown; uncaught: unknown[] }> {
  const { url, server } = await endingDatabase();
  const uncaught: unknown[] = [];
  const heard = (err: unknown) => uncaught.push(err);
  process.on('uncaughtException', heard);
  try {
    const out = await call(url).catch((err: unknown) => err);
    return { out, uncaught };
  } finally {
    process.off('uncaughtException', heard);
    server.close();
  }
}

const quiet = () => {};

/** Each store with a pool: a name, and a call through it that returns a way to close the store. */
const stores: Array<[string, (url: string) => { call: Promise<unknown>; close(): Promise<void> }]> = [
  [
    'a screen store call',
    (url) => {
      const store = createPgStore({ connectionString: url, log: quiet });
      return { call: store.list(), close: store.close };
    },
  ],
  [
    'a workflow or images call',
    (url) => {
      const pool = pgQuery(url, 'workflow', quiet);
      return { call: pool.query('SELECT 1'), close: pool.close };
    },
  ],
  [
    "the studio's read of field data",
    (url) => {
      const store = createPgFieldStore({ connectionString: url, log: quiet, days: 30 });
      return { call: store.days(3), close: store.close };
    },
  ],
];

for (const [name, use] of stores)
  test(`${name} is refused with a 503, and nothing reaches the process`, async () => {
    let close = async () => {};
    const { out, uncaught } = await against((url) => {
      const opened = use(url);
      close = opened.close;
      return opened.call;
    });
    await close();
    assert.equal(uncaught, []);
    assert.instance(out, StudioRefusal);
    assert.is((out as StudioRefusal).status, 503);
  });

test.run();
