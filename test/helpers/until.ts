// Waiting for a condition instead of a fixed time: polls `check` (sync or async) until it holds or the
// deadline passes, then fails with `what`. Resolves with how long it took (ms).
import * as assert from 'uvu/assert';

/** Polls every 25 ms until `check()` is truthy; fails after `ms` (default 5000). */
export async function until(check: () => unknown, what: string, ms = 5000): Promise<number> {
  const start = Date.now();
  for (;;) {
    let ok = false;
    try {
      ok = Boolean(await check());
    } catch {
      /* not yet */
    }
    if (ok) return Date.now() - start;
    if (Date.now() - start > ms) assert.unreachable(`${what} (waited ${ms} ms)`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
