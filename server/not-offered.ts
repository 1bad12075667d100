// The assumed calls (schema/api/endpoints.json `contract: "assumed"`: this project's own, which an operator's
// platform may not have) that the platform refused, remembered for a while by the server's API proxy (one memory per
// proxy, so per server and platform origin), which answers them itself meanwhile (sandbox/proxy.ts), the pages tell the browser not to ask (server/boot-data.ts),
// and the log has one line per call per period instead of one per request.
import endpoints from '../schema/api/endpoints.json' with { type: 'json' };
import type { LogSink } from './request-log.ts';

/**
 * How long a refusal is remembered. Long enough that a platform without siteConfig or renew costs no request and no
 * log line per page; short enough that a platform upgraded to offer one is asked again the same hour, without a
 * restart.
 */
export const NOT_OFFERED_MEMORY_MS = 10 * 60_000;

/** What a platform answers for a call it does not have: 404, 405, 501, or its envelope's function.not.available. */
export const REFUSAL_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);
export const REFUSAL_CODE = 'function.not.available';

/** The assumed calls by "METHOD path". */
const ASSUMED = new Map(endpoints.endpoints.filter((e) => e.contract === 'assumed').map((e) => [`${e.method} ${e.path}`, e.name]));

/** The assumed call a request is, by method and path, or undefined. */
export const assumedCall = (method: string | undefined, path: string): string | undefined => ASSUMED.get(`${method} ${path}`);

export interface NotOffered {
  /** Whether `name` is remembered as refused now. */
  has(name: string): boolean;
  /** Remembers `name` as refused from now on; the first time in a period, one log line. */
  add(name: string, why: string): void;
  /** The calls remembered as refused now. */
  names(): string[];
}

/** A new memory; `log` gets one entry per call per period, `now` is the clock. */
export function notOfferedMemory(log: LogSink = () => {}, now: () => number = Date.now): NotOffered {
  const until = new Map<string, number>();
  const live = (name: string) => (until.get(name) ?? 0) > now();
  return {
    has: live,
    add(name, why) {
      if (!live(name)) log({ kind: 'not-offered', call: name, why, forMinutes: NOT_OFFERED_MEMORY_MS / 60_000 });
      until.set(name, now() + NOT_OFFERED_MEMORY_MS);
    },
    names: () => [...until.keys()].filter(live),
  };
}
