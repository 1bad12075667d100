// At most `perMinute` reports a minute per client address (a fixed one-minute window per key). The addresses are
// kept in memory only, at most `maxKeys` of them (the oldest go first), and never stored with a report.

export interface RateLimitOptions {
  perMinute: number;
  maxKeys?: number;
  now?: () => number;
}

/** Creates the limiter; `take(key)` is true when one more report from `key` is allowed now. */
export function createRateLimit(opts: RateLimitOptions) {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 10_000;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string): boolean {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= 60_000) {
        windows.delete(key);
        w = { start: t, count: 0 };
        windows.set(key, w);
        while (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
      w.count += 1;
      return w.count <= opts.perMinute;
    },
  };
}
