// The app's one link policy, used by navigate and external actions, menus, banners, the footer and the HTML
// sanitiser: a same-origin path ("/m/home") or an https URL on a host site config names passes; anything a
// browser could turn into another origin ("//host", "/\host", tabs or newlines, credentials) is refused.
import { app } from './state.ts';
import { tellStaff } from './staff.ts';

export type LinkCheck = { ok: true; kind: 'path' | 'https'; href: string } | { ok: false; reason: string };

const MAX_LENGTH = 2048;
const BASE = 'https://app.invalid';
/** C0 controls, space, DEL, C1 controls and Unicode spaces or marks a browser strips or treats as separators. */
const UNSAFE_CHAR = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
const refuse = (reason: string): LinkCheck => ({ ok: false, reason });

/** The text with %-escapes decoded until stable (at most 4 rounds); null when an escape is malformed. */
function decoded(text: string): string[] | null {
  const out: string[] = [];
  let current = text;
  for (let i = 0; i < 4 && current.includes('%'); i++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    out.push(current);
  }
  return out;
}

/** Checks a path that starts with one "/": nothing in it, raw or decoded, may lead to another origin. */
function checkPath(raw: string): LinkCheck {
  if (raw[1] === '/') return refuse('starts with "//", which browsers read as another host');
  const forms = decoded(raw);
  if (!forms) return refuse('has a malformed %-escape');
  for (const form of forms) {
    if (CONTROL_OR_BACKSLASH.test(form)) return refuse('hides a control character or backslash in a %-escape');
    if (/^[/\\]{2}/.test(form)) return refuse('decodes to "//", which browsers read as another host');
  }
  const url = new URL(raw, BASE);
  if (url.origin !== BASE || url.pathname.startsWith('//')) return refuse('resolves to another host');
  return { ok: true, kind: 'path', href: raw };
}

/** The most path verdicts kept (navigation may build paths from data, so the set of paths is not bounded). */
const PATH_VERDICTS_MAX = 500;
const pathVerdicts = new Map<string, LinkCheck>();

/**
 * checkPath, remembered: a path's verdict depends on nothing but its text, and screens check the same few paths on
 * every render (each menu row and footer link), where decoding and parsing them as URLs was a fair share of a
 * route change's work.
 */
function checkPathOnce(raw: string): LinkCheck {
  let verdict = pathVerdicts.get(raw);
  if (!verdict) {
    if (pathVerdicts.size >= PATH_VERDICTS_MAX) pathVerdicts.clear();
    verdict = checkPath(raw);
    pathVerdicts.set(raw, verdict);
  }
  return verdict;
}

/** Whether `raw` may be used as a link: a same-origin path, or an https URL whose host is in `hosts`. */
export function checkLink(raw: unknown, hosts: ReadonlySet<string> = new Set()): LinkCheck {
  if (typeof raw !== 'string' || raw === '') return refuse('is empty or not text');
  if (raw.length > MAX_LENGTH) return refuse(`is longer than ${MAX_LENGTH} characters`);
  if (UNSAFE_CHAR.test(raw)) return refuse('contains a space, control character or backslash');
  if (raw.startsWith('/')) return checkPathOnce(raw);
  if (!/^https:\/\/[^/]/i.test(raw)) return refuse('is neither a /path nor an https:// URL');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('is not a valid URL');
  }
  if (url.username || url.password) return refuse('carries user credentials before the host');
  if (!decoded(url.pathname + url.search)) return refuse('has a malformed %-escape');
  if (!hosts.has(url.host)) return refuse(`points at ${url.host}, which site config does not name`);
  return { ok: true, kind: 'https', href: url.href };
}

const hostOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' ? u.host : null;
  } catch {
    return null;
  }
};
const cached = new WeakMap<object, Set<string>>();

/**
 * The https hosts site config names today: image CDNs, resource and asset paths, the API, download links, the
 * identity provider, the main domain and domain routes, plus `extraUrls` (decrypted customer-service links).
 * The one place that reads them, so it is re-pointed here when site config changes shape.
 */
export function configuredHosts(config: unknown = app.siteConfig, extraUrls: readonly string[] = []): Set<string> {
  // biome-ignore lint/suspicious/noExplicitAny: site config is read as untyped JSON from the platform; each value is checked by hostOf before it counts
  const c = (config && typeof config === 'object' ? config : {}) as Record<string, any>;
  let hosts = cached.get(c);
  if (!hosts) {
    const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
    const urls = [
      c.imageCDNs?.default,
      ...list(c.imageCDNs?.bases),
      c.resources?.icons,
      c.resources?.banners,
      c.paths?.assets,
      c.paths?.api,
      ...list(c.downloadLinks).map((l) => (l as { url?: unknown } | null)?.url),
      c.identityProvider?.baseUrl,
      c.brand?.logoUrl,
    ];
    // biome-ignore lint/suspicious/noExplicitAny: site config is read as untyped JSON from the platform; each value is checked by hostOf before it counts
    const names = [c.mainDomain, ...list(c.domainRoute).flatMap((d) => [(d as any)?.domainName, (d as any)?.rootDomainName])];
    hosts = new Set(
      [
        ...urls.map(hostOf),
        ...names.map((n) => (typeof n === 'string' && /^[a-z0-9.-]+$/i.test(n) ? hostOf(`https://${n}`) : null)),
      ].filter((h): h is string => !!h),
    );
    cached.set(c, hosts);
  }
  if (!extraUrls.length) return hosts;
  return new Set([...hosts, ...extraUrls.map(hostOf).filter((h): h is string => !!h)]);
}

/** The link when the policy lets it through, else null; a refusal is reported to staff, naming `where`. */
export function safeLink(raw: unknown, where: string, hosts: ReadonlySet<string> = configuredHosts()): string | null {
  const verdict = checkLink(raw, hosts);
  if (verdict.ok) return verdict.href;
  tellStaff({ file: where, pointer: '', message: `link refused: ${JSON.stringify(String(raw).slice(0, 120))} ${verdict.reason}` });
  return null;
}

/** The path when it is a same-origin path (in-app navigation), else null, reported to staff. */
export function safePath(raw: unknown, where: string): string | null {
  const verdict =
    typeof raw === 'string' && !raw.startsWith('/') ? refuse('is not an app path (in-app navigation takes /paths only)') : checkLink(raw);
  if (verdict.ok) return verdict.href;
  tellStaff({ file: where, pointer: '', message: `path refused: ${JSON.stringify(String(raw).slice(0, 120))} ${verdict.reason}` });
  return null;
}
