// What of an error may leave the player's phone: its message with anything that could name or identify a player
// taken out, and where it was thrown as a path of the app's own code. The app scrubs before sending and the server
// (server/field-data/clean.ts) scrubs again with the same functions, since it trusts no report; scrubbing what was
// scrubbed changes nothing.

/** The longest error message kept, after scrubbing. */
export const MESSAGE_MAX = 200;
/** The longest source location kept. */
export const SOURCE_MAX = 160;

const ADDRESS = /\b(?:https?|blob|file|wss?|data|chrome-extension|moz-extension|safari-web-extension):[^\s'"`()<>]*/gi;
/** A path of code (`/assets/chunk-AB12.js:3:140`): kept whole, its hash is no token. */
const CODE_PATH = /(?<![\w/])(\/[\w./-]*\.(?:m?js|css|map))((?::\d{1,7}){0,2})\b/g;
const WORDS = new Set(['inline', 'extension', 'other', 'unknown']);

/**
 * Dropped from a message, in this order, and why:
 * - addresses (http, https, blob, data, extensions): a path or query string may carry a token, a member id or a
 *   search; an address becomes what sourceOf keeps of it (this origin's path without query, another's host);
 * - e-mail addresses: they name a person;
 * - JWTs and other token-like runs (20+ letters, digits and -_+= with at least one digit), and hexadecimal runs of
 *   8+ characters with a digit: session tokens, keys, device and order ids;
 * - sequences of 4+ digits, with or without spaces, dots, commas, dashes, slashes or brackets between them: phone numbers,
 *   member and account ids, amounts, dates, card numbers (numbers of 1-3 digits, such as HTTP statuses, stay: they
 *   identify no one);
 * - control characters and runs of spaces.
 * What stays is the error's own words and the paths of the app's code, cut to MESSAGE_MAX characters.
 */
export function scrubMessage(message: string): string {
  const kept: string[] = [];
  const keep = (text: string) => `\u0001${kept.push(text) - 1}\u0002`;
  return String(message)
    .slice(0, 4000)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(ADDRESS, (address) => keep(sourceOf(address)))
    .replace(CODE_PATH, (_, path: string, at: string) => keep(sourceOf(path) + at))
    .replace(/[^\s@'"`<>(),;:\u0001\u0002]+@[^\s@'"`<>(),;:\u0001\u0002]+\.[a-z]{2,}/gi, '<email>')
    .replace(/\beyJ[\w-]+\.[\w-]+(?:\.[\w-]+)?/g, '<token>')
    .replace(/(?<![\w+=-])[\w+=-]{20,}(?![\w+=-])/g, (run) => (/\d/.test(run) ? '<token>' : run))
    .replace(/\b(?=\d*[a-f])(?=[a-f]*\d)[0-9a-f]{8,}\b/gi, '<token>')
    .replace(/\+?\d(?:[\s().,\-/]{0,2}\d){3,}/g, '<number>')
    .replace(/\u0001(\d+)\u0002/g, (_, i: string) => kept[Number(i)] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MESSAGE_MAX);
}

/**
 * A script address as a path of this origin's code, without origin, query or fragment (`/assets/chunk-AB12.js`);
 * another origin's as its host name only; an extension's, an inline script's or anything else as a word, since their
 * paths mean nothing here and may hold ids. Path segments that look like ids become `:id`.
 */
export function sourceOf(url: string): string {
  const text = String(url).trim().slice(0, 2000);
  if (!text) return '';
  if (/^(?:chrome|moz|safari-web)-extension:/i.test(text)) return 'extension';
  if (/^(?:blob|data|javascript|about):/i.test(text)) return 'inline';
  let parsed: URL;
  try {
    parsed = new URL(text, 'http://same.invalid');
  } catch {
    return 'unknown';
  }
  if (!/^https?:$/.test(parsed.protocol)) return 'other';
  const own = parsed.host === 'same.invalid' || (typeof location !== 'undefined' && parsed.origin === location.origin);
  // Another origin by its host name; an address by number could be a player's own machine.
  if (!own) return /^[\d.]+$|^\[/.test(parsed.hostname) ? 'other' : parsed.hostname.slice(0, SOURCE_MAX);
  return parsed.pathname
    .split('/')
    .map((part) => (/\d{4,}|[\w%-]{24,}|@/.test(part) && !/^[\w.-]+\.(?:m?js|css|map)$/.test(part) ? ':id' : part))
    .join('/')
    .slice(0, SOURCE_MAX);
}

/** `source:line:column` for a script address and its position (a position only in this origin's code, and a real one). */
export function locationOf(url: string, line?: number, column?: number): string {
  const source = sourceOf(url);
  if (!source.startsWith('/')) return source;
  const at = (n: number | undefined) => (Number.isInteger(n) && n! > 0 && n! < 1e7 ? `:${n}` : '');
  return `${source}${at(line)}${at(line) ? at(column) : ''}`.slice(0, SOURCE_MAX);
}

/** A location as locationOf writes it, checked again (the server's view of what a report says); '' when none. */
export function cleanLocation(text: string): string {
  const value = String(text).trim();
  if (!value || WORDS.has(value)) return value;
  const path = /^(\/[^\s?#]*?)((?::\d{1,7}){0,2})$/.exec(value);
  if (path) return (sourceOf(path[1]!) + path[2]).slice(0, SOURCE_MAX);
  return /^(?=.*[a-z])[a-z0-9.-]{1,120}$/i.test(value) ? value.toLowerCase() : 'unknown';
}

/** The first `url:line:column` of a stack (V8's `at f (url:1:2)`, Firefox's and Safari's `f@url:1:2`). */
export function stackLocation(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const found = /((?:https?|blob|file|chrome-extension|moz-extension|safari-web-extension):[^\s()]+?):(\d+):(\d+)\)?\s*$/m.exec(
    stack.slice(0, 4000),
  );
  return found ? locationOf(found[1]!, Number(found[2]), Number(found[3])) : '';
}
