// Keeps each app page (index.html with its boot data) for a few seconds, so a page load costs about what a
// static file does instead of two platform calls and a compression. Only shareable pages are kept: boot data
// is token-free platform data, and a request carrying studio preview cookies is never answered from or
// stored in the cache. Anything that may change platform data (a request other than GET or HEAD to the
// platform or its sandbox controls) empties the cache, as does a new build or a change to screens/.
import type { IncomingMessage } from 'node:http';

/** How long a page is kept; one made without boot data (the platform was slow or failing) only briefly, so a
 * struggling platform is not asked again for every page load. */
export const PAGE_TTL_MS = 5000;
const DEGRADED_TTL_MS = 1000;
/** The most pages kept (the app has a few dozen routes; more keys means someone is making them up). */
const MAX_PAGES = 256;

type Render = (req: IncomingMessage, path: string) => Promise<{ body: Buffer; shareable: boolean }>;

/** Wraps a page renderer with the cache; `version()` changes whenever the build or screens change. */
export function pageCache(render: Render, version: () => string) {
  const pages = new Map<string, { at: number; ttl: number; version: string; body: Promise<Buffer> }>();
  let generation = 0;

  const get = async (req: IncomingMessage, path: string): Promise<Buffer> => {
    if (/(^|;\s*)studio-/.test(String(req.headers.cookie ?? ''))) return (await render(req, path)).body;
    const v = version();
    const kept = pages.get(path);
    if (kept && kept.version === v && Date.now() - kept.at < kept.ttl) return kept.body;
    if (pages.size >= MAX_PAGES) pages.clear();
    const started = generation;
    const rendering = render(req, path);
    const body = rendering.then((r) => r.body);
    const entry = { at: Date.now(), ttl: PAGE_TTL_MS, version: v, body };
    pages.set(path, entry);
    // A page whose platform data changed while it was being made is not kept.
    const forget = () => { if (pages.get(path) === entry) pages.delete(path); };
    rendering.then((r) => { if (generation !== started) forget(); else if (!r.shareable) entry.ttl = DEGRADED_TTL_MS; }, forget);
    return body;
  };
  /** Forgets every page (platform data may have changed). */
  const clear = () => { generation++; pages.clear(); };
  return { get, clear };
}
