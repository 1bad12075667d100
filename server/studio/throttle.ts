// Wrong sign-in guesses slow down: from the `free`th failure on, a key is locked for base, 2×base, 4×base, …
// up to `max`. A quiet `forgetAfter` clears a key. The studio keeps one throttle per client address, one per
// account name and one for everyone together (server/studio/access.ts decides what each lock refuses).

export interface ThrottleOptions {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetAfterMs: number;
  /** Keys kept at most (the oldest go first); bounds memory under a flood of addresses. */
  maxKeys?: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  until: number;
  last: number;
}

/** Creates a throttle keyed by any string (a client address, or "*" for everyone). */
export function createThrottle(opts: ThrottleOptions) {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 10_000;
  const keys = new Map<string, Entry>();
  const entry = (key: string): Entry | undefined => {
    const e = keys.get(key);
    if (e && now() - e.last > opts.forgetAfterMs && now() >= e.until) {
      keys.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    /** The wrong guesses `key` has made (and not been forgiven). */
    failures(key: string): number {
      return entry(key)?.failures ?? 0;
    },
    /** Milliseconds until `key` may try again; 0 when it may try now. */
    wait(key: string): number {
      const e = entry(key);
      return e ? Math.max(0, e.until - now()) : 0;
    },
    /** Records a wrong guess. */
    fail(key: string): void {
      const e = entry(key) ?? { failures: 0, until: 0, last: 0 };
      e.failures += 1;
      e.last = now();
      if (e.failures >= opts.free) e.until = now() + Math.min(opts.maxMs, opts.baseMs * 2 ** Math.min(30, e.failures - opts.free));
      keys.delete(key);
      keys.set(key, e);
      while (keys.size > maxKeys) keys.delete(keys.keys().next().value!);
    },
    /** Forgets a key's failures (after a right guess). */
    succeed(key: string): void {
      keys.delete(key);
    },
    /** Takes back one failure (a guess counted before it was checked turned out right). */
    pardon(key: string): void {
      const e = entry(key);
      if (!e) return;
      e.failures = Math.max(0, e.failures - 1);
      if (e.failures < opts.free) e.until = 0;
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** Per client: 5 free guesses, then 1 s doubling up to 15 min; forgotten after a quiet day. */
export const CLIENT_LIMITS = { free: 5, baseMs: 1000, maxMs: 15 * 60_000, forgetAfterMs: 24 * 3600_000 } as const;
/** One account name, from any address: 10 free, then 1 s doubling up to 15 min; forgotten after a quiet day. */
export const ACCOUNT_LIMITS = { free: 10, baseMs: 1000, maxMs: 15 * 60_000, forgetAfterMs: 24 * 3600_000 } as const;
/** Everyone together (many addresses at once): 50 free, then 1 s doubling up to 1 min; forgotten after 10 quiet min. */
export const GLOBAL_LIMITS = { free: 50, baseMs: 1000, maxMs: 60_000, forgetAfterMs: 10 * 60_000 } as const;
