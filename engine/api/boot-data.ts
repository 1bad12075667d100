// Answers the server put into the page (server/boot-data.ts): site config, and on home the banner call, as
// <script type="application/json" id="boot-data">. Each is used once, by the first matching call, which then
// needs no round trip; anything else (another language, a later call) goes to the network as usual. The page also
// names the assumed calls the platform does not offer (server/not-offered.ts) in <script id="not-offered">: those
// are not asked at all.

interface BootCall {
  name: string;
  input: unknown;
  value: unknown;
}

let calls: BootCall[] | null = null;
/** Calls this platform does not offer: named by the page, or answered so by the server since. */
const notOffered = new Set<string>();

/** The boot answers the page used, with the call and language they answered: the service worker keeps them for
 * offline use as if fetched (engine/api/client.ts bootAnswersUsed gives their URLs; engine/install/register.ts). */
export const usedBootAnswers: Array<{ name: string; input: unknown; language: string; value: unknown }> = [];

/** The same JSON for the same data, whatever the key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The page's boot data, read the first time a page that has it asks. */
function load(): BootCall[] {
  if (calls) return calls;
  // A framed page (the studio preview) asks the network, so the preview's own switches apply.
  if (typeof document === 'undefined' || globalThis.top !== globalThis.window) return [];
  const block = document.getElementById('boot-data');
  if (!block) return [];
  calls = [];
  try {
    const parsed = JSON.parse(block.textContent ?? '{}') as { calls?: unknown };
    if (Array.isArray(parsed.calls)) calls = parsed.calls.filter((c): c is BootCall => !!c && typeof (c as BootCall).name === 'string');
  } catch {
    /* a broken block is ignored: the calls go to the network */
  }
  return calls;
}

/** Whether the page was served an answer for this call that no call has taken yet. */
export function hasBootValue(name: string, input: unknown): boolean {
  const key = canonical(input ?? null);
  return load().some((c) => c.name === name && canonical(c.input ?? null) === key);
}

/** The value the page was served for this call, once; `undefined` when there is none. */
export function takeBootValue(name: string, input: unknown): unknown {
  const list = load();
  const key = canonical(input ?? null);
  const i = list.findIndex((c) => c.name === name && canonical(c.input ?? null) === key);
  if (i < 0) return undefined;
  const [hit] = list.splice(i, 1);
  return hit!.value;
}

let namedByPage = false;
/** Whether this platform does not offer the call (the page said so, or the server answered so). */
export function isNotOffered(name: string): boolean {
  if (!namedByPage && typeof document !== 'undefined') {
    namedByPage = true;
    try {
      const names = JSON.parse(document.getElementById('not-offered')?.textContent || '[]') as unknown;
      if (Array.isArray(names)) for (const n of names) if (typeof n === 'string') notOffered.add(n);
    } catch {
      /* a broken block is ignored: the server answers those calls itself */
    }
  }
  return notOffered.has(name);
}

/** Remembers, for the page's life, that the platform does not offer the call. */
export function markNotOffered(name: string): void {
  notOffered.add(name);
}
