// Server HTML made safe by the app's one policy (policy.ts): with the browser's own sanitizer where there is one
// (native.ts), with DOMPurify elsewhere, and as plain text where neither can work (a DOM DOMPurify cannot use).
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { CANARY, FORBID_ATTR, FORBID_TAGS, checkUrls, escapeText, stripHandlers, unsafe } from './policy.ts';
import { nativeSanitizer } from './native.ts';

export { stripHandlers, textOfHtml } from './policy.ts';

const purifiers = new WeakMap<object, Purifier | null>();

/** A DOMPurify bound to the current window (made on first use, so a DOM registered later is honoured), or null. */
function purifier(): Purifier | null {
  const win = globalThis.window;
  if (!win) return null;
  if (purifiers.has(win)) return purifiers.get(win)!;
  let p: Purifier | null = DOMPurify(win);
  p.addHook('afterSanitizeAttributes', checkUrls);
  // Self-check: a DOM that DOMPurify cannot really work with (happy-dom) gets text only, never unsafe markup.
  if (!p.isSupported || unsafe(run(p, CANARY))) p = null;
  purifiers.set(win, p);
  return p;
}

const run = (p: Purifier, html: string) =>
  p.sanitize(stripHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https:\/\/|\/(?![/\\]))/i,
    ADD_ATTR: ['target'],
  });

/** The HTML with everything that could run code, load off-site or leave the app removed (plain text without a usable DOM). */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const native = nativeSanitizer();
  if (native) return native(html);
  const p = purifier();
  return p ? run(p, html) : escapeText(html);
}
