// The app's one policy for server HTML (promotions, notices, help, messages, popups, report cells), with DOMPurify: no scripts, frames, forms or
// handler attributes survive, and links open in a new tab with rel="noopener noreferrer".
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'];
// Inline handlers are dropped from the text before any parsing: a strict CSP reports every handler the browser
// parses (even in inert documents), so the prefilter keeps the console clean; DOMPurify does the real work.
const HANDLER_ATTR = /(<[^>]*?[\s/])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
const purifiers = new WeakMap<object, Purifier>();

/** The HTML text without on* attributes (repeated until stable, for nested or repeated handlers). */
export function stripHandlers(html: string): string {
  let previous: string;
  let out = html;
  do { previous = out; out = out.replace(HANDLER_ATTR, '$1'); } while (out !== previous);
  return out;
}

/** A DOMPurify bound to the current window (made on first use, so a DOM registered later is honoured). */
function purifier(): Purifier | null {
  const win = globalThis.window;
  if (!win) return null;
  let p = purifiers.get(win);
  if (!p) {
    p = DOMPurify(win);
    p.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    purifiers.set(win, p);
  }
  return p.isSupported ? p : null;
}

const escapeText = (s: string) => s.replace(/<[^>]*>/g, ' ').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML with everything that could run code or navigate the app removed (plain text when no DOM is available). */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const p = purifier();
  if (!p) return escapeText(html);
  return p.sanitize(stripHandlers(html), {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
    ADD_ATTR: ['target'],
  });
}
