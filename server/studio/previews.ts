// Live previews: each open studio page has one, named by a random id that only its preview frame sends
// (engine/preview-id.ts). A preview holds the draft being edited, unsaved label edits, and the flag and language switches.
import { randomBytes } from 'node:crypto';

/** What the preview frame should see instead of the saved screens and the platform's settings. */
export interface Preview {
  draft?: { file: string; source: string };
  flags?: Record<string, boolean>;
  language?: string;
  /** Unsaved label edits by overrides document (en.json): the whole overrides being edited. */
  labels?: Record<string, Record<string, string>>;
  /** The studio user it belongs to (signing out ends it). */
  owner?: string;
  touched: number;
}

const TTL_MS = 6 * 60 * 60 * 1000;
const MAX = 100;
const ID = /^[A-Za-z0-9_-]{22}$/;

/** An in-memory store of previews; old ones expire, and the oldest goes when there are too many. */
export function createPreviews(now: () => number = Date.now) {
  const live = new Map<string, Preview>();
  const sweep = () => {
    for (const [id, p] of live) if (now() - p.touched > TTL_MS) live.delete(id);
    while (live.size > MAX) live.delete(live.keys().next().value!);
  };
  return {
    /** Creates or updates `owner`'s preview (another person's id is never reused); returns its id. */
    put(id: unknown, change: Omit<Preview, 'touched' | 'owner'>, owner?: string): string {
      sweep();
      const mine = typeof id === 'string' && live.has(id) && live.get(id)!.owner === owner;
      const key = mine ? (id as string) : randomBytes(16).toString('base64url');
      const old = live.get(key);
      const next = { ...old, ...change, ...(change.labels ? { labels: { ...old?.labels, ...change.labels } } : {}), owner, touched: now() };
      live.delete(key);
      live.set(key, next);
      return key;
    },
    /** The live preview an id names, if any. */
    get(id: string | undefined): Preview | undefined {
      if (!id || !ID.test(id)) return undefined;
      const p = live.get(id);
      if (!p || now() - p.touched > TTL_MS) return undefined;
      return p;
    },
    /** Ends a preview (the studio page closed). */
    end(id: unknown): void {
      if (typeof id === 'string') live.delete(id);
    },
    /** Ends every preview of `owner` (they signed out): their ids show players' screens from then on. */
    endOwner(owner: string): void {
      for (const [id, p] of live) if (p.owner === owner) live.delete(id);
    },
  };
}

export type Previews = ReturnType<typeof createPreviews>;
