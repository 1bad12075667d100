// Keeps each app page (index.html with its boot data) for a few seconds, so a page load costs about what a
// static file does instead of two platform calls and a compression. Only shareable pages are kept: boot data
// is token-free platform data. Anything that may change platform data (a request other than GET or HEAD to the
// platform or its sandbox controls) empties the cache, as does a new build or a change to screens/.
import type { IncomingMessage } from 'node:http';

/** How long a page is kept; one made without all its platform data (the boot data, or a widget's data for the
 * server render, came late or failed) only briefly: long enough that a struggling platform is not asked again
 * for every page load, short enough that one slow answer does not leave every player a page of placeholders. */
export const PAGE_TTL_MS = 5000;
const DEGRADED_TTL_MS = 1000;
/** The most pages kept (the app has a few dozen routes; more keys means someone is making them up). */
const MAX_PAGES = 256;

type Render = (req: IncomingMessage, path: string) => Promise<{ body: Buffer; complete: boolean }>;

interface Entry {
  at: number;
  ttl: number;
  version: string;
  body: Promise<Buffer>;
  ready: boolean;
  complete?: boolean;
  refreshing?: boolean;
}

/**
 * Wraps a page renderer with the cache; `version()` changes whenever the build or screens change. A page past
 * its time is still served while a fresh one is made in the background (one at a time), so no player waits on
 * the platform once a page has been made; a page of another version or after `clear()` is made anew first.
 */
export function pageCache(render: Render, version: () => string, ttl = { fresh: PAGE_TTL_MS, degraded: DEGRADED_TTL_MS }) {
  const pages = new Map<string, Entry>();
  let generation = 0;

  const make = (req: IncomingMessage, path: string, v: string): Entry => {
    if (pages.size >= MAX_PAGES) pages.clear();
    const started = generation;
    const rendering = render(req, path);
    const entry: Entry = { at: Date.now(), ttl: ttl.fresh, version: v, body: rendering.then((r) => r.body), ready: false };
    // A page whose platform data changed while it was being made is not kept.
    const forget = () => {
      if (pages.get(path) === entry) pages.delete(path);
    };
    rendering.then((r) => {
      if (generation !== started) return forget();
      const current = pages.get(path);
      // An incomplete refresh does not replace a complete page: that one is served on, and tried again soon.
      if (!r.complete && current && current !== entry && current.complete) {
        current.at = Date.now() - current.ttl + ttl.degraded;
        return;
      }
      entry.complete = r.complete;
      if (!r.complete) entry.ttl = ttl.degraded;
      entry.ready = true;
      pages.set(path, entry);
    }, forget);
    return entry;
  };

  const get = async (req: IncomingMessage, path: string): Promise<Buffer> => {
    const v = version();
    const kept = pages.get(path);
    if (kept && kept.version === v) {
      if (kept.ready && !kept.refreshing && Date.now() - kept.at >= kept.ttl) {
        kept.refreshing = true;
        const next = make(req, path, v);
        next.body.then(
          () => {
            kept.refreshing = false;
          },
          () => {
            kept.refreshing = false;
          },
        );
      }
      return kept.body;
    }
    const entry = make(req, path, v);
    pages.set(path, entry);
    return entry.body;
  };
  /** Forgets every page (platform data may have changed). */
  const clear = () => {
    generation++;
    pages.clear();
  };
  return { get, clear };
}
