// A PostgreSQL pool whose every connection is heard for its whole life. pg emits 'error' on a connection that
// breaks, besides failing its call, and an 'error' nobody hears ends the server process. The pool itself listens
// only while a connection is idle; listening once a caller holds it (after `await pool.connect()`) is too late,
// because the database's "terminating connection" (a shutdown, a restart) can arrive in the same packet as the
// message that completes the connection, and is handled before the caller's next line runs.
import pg from 'pg';

/** A pool over `options`; `idleFailed` hears a connection that fails while idle (a call's failure is its own). */
export function heardPool(options: pg.PoolConfig, idleFailed: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool(options);
  pool.on('error', idleFailed);
  // Emitted as the pool hands a new connection over, before it stops listening itself; once per connection.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
