// Keeps each app page (index.html with its boot data) for a few seconds, so a page load costs about what a
// static file does instead of two platform calls and a compression. Only shareable pages are kept: boot data
// is token-free platform data, and a request carrying studio preview cookies is never answered from or
// stored in the cache. Anything that may change platform data (a request other than GET or HEAD to the
// platform or its sandbox controls) empties the cache, as does a new build or a change to screens/.
import type { IncomingMessage } from 'node:http';

/** How long a page is kept. */
export const PAGE_TTL_MS = 5000;
/** The most pages kept (the app has a few dozen routes; more keys means someone is making them up). */
const MAX_PAGES = 256;

type Render = (req: IncomingMessage, path: string) => Promise<{ body: Buffer; shareable: boolean }>;

/** Wraps a page renderer with the cache; `version()` changes whenever the build or screens change. */
export function pageCache(render: Render, version: () => string) {
  const pages = new Map<string, { at: number; version: string; body: Promise<Buffer> }>();
  let generation = 0;

  const get = async (req: IncomingMessage, path: string): Promise<Buffer> => {
    if (/(^|;\s*)studio-/.test(String(req.headers.cookie ?? ''))) return (await render(req, path)).body;
    const v = version();
    const kept = pages.get(path);
    if (kept && kept.version === v && Date.now() - kept.at < PAGE_TTL_MS) return kept.body;
    if (pages.size >= MAX_PAGES) pages.clear();
    const started = generation;
    const rendering = render(req, path);
    const body = rendering.then((r) => r.body);
    pages.set(path, { at: Date.now(), version: v, body });
    // A page made without its boot data (the platform was slow or failing) is not kept; neither is one whose
    // platform data changed while it was being made.
    const forget = () => { if (pages.get(path)?.body === body) pages.delete(path); };
    rendering.then((r) => { if (!r.shareable || generation !== started) forget(); }, forget);
    return body;
  };
  /** Forgets every page (platform data may have changed). */
  const clear = () => { generation++; pages.clear(); };
  return { get, clear };
}
