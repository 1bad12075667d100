// The app's one policy for server HTML (promotions, notices, help, messages, popups, report cells), shared by the two
// ways it is applied: the browser's own sanitizer where there is one (native.ts) and DOMPurify elsewhere
// (sanitize.ts). No scripts, styles, frames, forms, SVG/MathML or handler attributes survive; links and images pass
// the engine's link policy (engine/links.ts: same-origin paths, https on hosts site config names) and links open in
// a new tab.
import { checkLink, configuredHosts } from '../../engine/widget-module.ts';

export const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'audio',
  'video',
  'source',
  'track',
  'picture',
  'area',
  'map',
  'template',
  'noscript',
];
/** Attributes that load or point somewhere; only the ones the hook checks (a href, img src) are kept. */
export const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'lowsrc', 'dynsrc', 'ping', 'data'];
// Inline handlers are dropped from the text before any parsing: a strict CSP reports every handler the browser
// parses (even in inert documents), so the prefilter keeps the console clean; the sanitizer does the real work.
const HANDLER_ATTR = /(<[^>]*?[\s/])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
/** What a working sanitizer must remove (its self-check); where neither does (a DOM they cannot use), only text is shown. */
export const CANARY =
  '<p>ok</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="//evil.example/">b</a>';
/** The HTML text without on* attributes (repeated until stable, for nested or repeated handlers). */
export function stripHandlers(html: string): string {
  let previous: string;
  let out = html;
  do {
    previous = out;
    out = out.replace(HANDLER_ATTR, '$1');
  } while (out !== previous);
  return out;
}

/** Attributes removed wherever they are: inline styles and the URL lists no check covers. */
export const FORBID_ATTR = ['style', 'srcset', 'formaction', 'ping'];

/** Keeps a link's href and an image's src only when the link policy passes them; drops every other URL. */
export function checkUrls(node: Element): void {
  const hosts = configuredHosts();
  for (const name of URL_ATTRS) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    const keep = (name === 'href' && node.tagName === 'A') || (name === 'src' && node.tagName === 'IMG');
    if (keep && checkLink(value.trim(), hosts).ok) continue;
    if (node.tagName === 'IMG') {
      node.remove();
      return;
    }
    node.removeAttribute(name);
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Whether sanitised output still holds something the sanitiser must remove (the self-check). */
export const unsafe = (html: string) => /<script|\son\w+=|javascript:|\/\/evil\.example/i.test(html) || !html.includes('<p>ok</p>');

export const escapeText = (s: string) => s.replace(/<[^>]*>/g, ' ').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text of HTML only, escaped: what a server render shows (it has no DOM to sanitise with), and the hydrating
 * render too, so both agree. */
export function textOfHtml(html: unknown): string {
  return typeof html === 'string' ? escapeText(html) : '';
}
