// One connection that LISTENs for publishes and comes back by itself: when the database goes away it
// reconnects with a growing delay (capped), and after each (re)connect `onConnect` runs, since
// announcements sent while it was away are lost. Nothing here throws: failures go to `log`.
import pg from 'pg';

export interface ListenOptions {
  connectionString: string;
  /** The channel to LISTEN on. */
  channel: string;
  /** After each successful LISTEN (migrate, then reload what is published). */
  onConnect(client: pg.Client): Promise<void>;
  /** A publish was announced; `file` is the screen. */
  onPublish(file: string): void;
  log(message: string): void;
  /** The first retry delay and the cap (ms); default 100 and 5000. */
  retry?: { first: number; max: number };
}

/** Starts listening; `close` stops for good. */
export function listenForPublishes(opts: ListenOptions): { close(): Promise<void> } {
  const { first, max } = opts.retry ?? { first: 100, max: 5000 };
  let delay = first;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const retry = (why: string) => {
    if (closed || timer) return;
    opts.log(`${why}; trying again in ${delay} ms`);
    const dead = client;
    client = null;
    dead?.end().catch(() => {});
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, max);
  };

  async function connect(): Promise<void> {
    let c: pg.Client | undefined;
    try {
      c = new pg.Client({
        connectionString: opts.connectionString,
        connectionTimeoutMillis: 2000,
        keepAlive: true,
        application_name: 'screens-listen',
      });
      const self = c;
      client = c;
      c.on('error', (err) => {
        if (client === self) retry(`the screen database connection failed (${err.message})`);
      });
      c.on('end', () => {
        if (client === self) retry('the screen database connection closed');
      });
      c.on('notification', (n) => {
        if (n.channel === opts.channel && n.payload) opts.onPublish(n.payload);
      });
      await c.connect();
      await c.query(`LISTEN ${opts.channel}`);
      await opts.onConnect(c);
      if (client === c) delay = first;
    } catch (err) {
      if (client === c || !c) retry(`cannot reach the screen database (${(err as Error).message})`);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
