// Preview links: a reviewer without a studio account opens /studio/review?t=<token> and sees one draft in the
// real app, read-only. The token names the document, version, maker and expiry, signed with HMAC-SHA256 under a
// server secret (STUDIO_SECRET, else one made once and kept in the workflow store, so every server of one
// database accepts it). It is checked on every request: signature, expiry, and the revocation list, which each
// server reads again at most every second. The app in the review page's frame sends the token as its preview id.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocKind, PreviewLink, Workflow } from './workflow.ts';
import { newId } from './workflow.ts';
import type { Preview } from './previews.ts';
import type { ScreenStore } from '../screen-store/store.ts';
import { parseOverrides } from '../labels.ts';

/** How long a link may work: 1 hour to 7 days. */
export const LINK_HOURS = { min: 1, max: 7 * 24 } as const;
const TOKEN = /^[\w-]{20,400}\.[\w-]{43}$/;

interface Payload {
  i: string;
  k: DocKind;
  f: string;
  v: number;
  e: number;
  b: string;
}

/** What a link shows, once its token checks out. */
export interface ReviewedDraft {
  link: PreviewLink;
  preview: Omit<Preview, 'touched'>;
  /** Where the frame opens: the screen's first route, or home. */
  route: string;
}

/** Why a link does not work, in a reviewer's words (null: it works). */
export type LinkVerdict = { ok: true; draft: ReviewedDraft } | { ok: false; status: 403 | 404 | 410 | 503; reason: string };

/** Preview links over a workflow store and the document stores. */
export function createLinks(opts: {
  workflow: Workflow;
  storeOf(kind: DocKind): ScreenStore;
  /** STUDIO_SECRET, when set (32 characters or more). */
  secret?: string;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  let secret: Promise<Buffer> | undefined = opts.secret ? Promise.resolve(Buffer.from(opts.secret)) : undefined;
  const key = () => (secret ??= opts.workflow.secret().catch((err) => ((secret = undefined), Promise.reject(err))));
  const sign = async (part: string) =>
    createHmac('sha256', await key())
      .update(part)
      .digest('base64url');
  let revoked: { at: number; ids: Promise<Set<string>> } | undefined;
  const revokedIds = () => {
    if (!revoked || now() - revoked.at > 1000) revoked = { at: now(), ids: opts.workflow.revoked() };
    return revoked.ids;
  };
  /** The drafts kept by (kind, file, version): a version never changes. */
  const drafts = new Map<string, Promise<string | null>>();
  const sourceOf = (kind: DocKind, file: string, version: number) => {
    const k = `${kind}|${file}|${version}`;
    if (!drafts.has(k)) {
      if (drafts.size > 200) drafts.clear();
      drafts.set(
        k,
        opts
          .storeOf(kind)
          .version(file, version)
          .then(
            (v) => v?.source ?? null,
            (err) => {
              // Not kept: the database may answer the next time.
              drafts.delete(k);
              throw err;
            },
          ),
      );
    }
    return drafts.get(k)!;
  };

  return {
    /** Makes a link to `version` of `file` for `hours`, by `by`; its path (/studio/review?t=...) and record. */
    async create(kind: DocKind, file: string, version: number, hours: number, by: string): Promise<{ path: string; link: PreviewLink }> {
      const at = now();
      const link: PreviewLink = {
        id: newId(),
        kind,
        file,
        version,
        by,
        at: new Date(at).toISOString(),
        expires: new Date(at + hours * 3600_000).toISOString(),
      };
      const payload: Payload = { i: link.id, k: kind, f: file, v: version, e: Math.floor(Date.parse(link.expires) / 1000), b: by };
      const part = Buffer.from(JSON.stringify(payload)).toString('base64url');
      await opts.workflow.addLink(link);
      return { path: `/studio/review?t=${part}.${await sign(part)}`, link };
    },
    /** Checks a token (never throws: with the database away, the draft cannot be shown for now). */
    async verify(token: string | null | undefined): Promise<LinkVerdict> {
      try {
        return await check(token);
      } catch {
        return { ok: false, status: 503, reason: 'The draft cannot be shown right now: try the link again in a moment.' };
      }
    },
    /** Forgets the revocation list read last (after a revoke on this server). */
    refresh() {
      revoked = undefined;
    },
  };

  /** Checks a token: signed by this store's secret, not expired, not revoked, its version still there. */
  async function check(token: string | null | undefined): Promise<LinkVerdict> {
    const bad = { ok: false as const, status: 403 as const, reason: 'This preview link is not right: ask for a new one.' };
    if (!token || !TOKEN.test(token)) return bad;
    const [part, mac] = token.split('.') as [string, string];
    const want = Buffer.from(await sign(part));
    if (want.length !== mac.length || !timingSafeEqual(want, Buffer.from(mac))) return bad;
    let p: Payload;
    try {
      p = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    } catch {
      return bad;
    }
    if (p.e * 1000 <= now()) return { ok: false, status: 410, reason: 'This preview link has expired: ask for a new one.' };
    if ((await revokedIds()).has(p.i)) return { ok: false, status: 410, reason: 'This preview link was withdrawn: ask for a new one.' };
    const source = await sourceOf(p.k, p.f, p.v);
    if (source === null) return { ok: false, status: 404, reason: 'The draft this link shows is no longer there.' };
    const link: PreviewLink = {
      id: p.i,
      kind: p.k,
      file: p.f,
      version: p.v,
      by: p.b,
      at: '',
      expires: new Date(p.e * 1000).toISOString(),
    };
    const preview = p.k === 'labels' ? { labels: { [p.f]: parseOverrides(source) } } : { draft: { file: p.f, source } };
    return { ok: true, draft: { link, preview, route: p.k === 'labels' ? '/m/home' : firstRoute(source) } };
  }
}

/** A screen's first route without parameters, or home. */
function firstRoute(source: string): string {
  try {
    const routes: unknown = JSON.parse(source).routes;
    const plain = Array.isArray(routes) ? routes.find((r) => typeof r === 'string' && /^\/m\/[\w/-]*$/.test(r)) : undefined;
    return (plain as string | undefined) ?? '/m/home';
  } catch {
    return '/m/home';
  }
}

export type Links = ReturnType<typeof createLinks>;

/** Whether a preview id is a link's token (a studio page's own ids are 22 characters, without a dot). */
export const isLinkToken = (id: string | undefined): id is string => !!id && id.includes('.');

/** Hours a link should work, from what the studio sent (1 to 168; default a day). */
export function linkHours(raw: unknown): number {
  const n = typeof raw === 'number' ? Math.round(raw) : 24;
  return Math.min(LINK_HOURS.max, Math.max(LINK_HOURS.min, Number.isFinite(n) ? n : 24));
}
