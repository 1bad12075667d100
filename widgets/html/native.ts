// The app's HTML policy (policy.ts) applied by the browser's own sanitizer (the HTML Sanitizer API's safe
// Document.parseHTML), so a browser that has one never loads DOMPurify: home's popup and marquee then cost no
// library. It removes what could run code by itself; the policy's lists and link checks are added on top, and the
// same self-check as DOMPurify's decides whether it is used at all.
import { CANARY, FORBID_ATTR, FORBID_TAGS, URL_ATTRS, checkUrls, stripHandlers, unsafe } from './policy.ts';

type ParseHtml = (html: string, options: { sanitizer: object }) => Document;

/** Forbidden elements whose text DOMPurify keeps (it drops the contents of the rest): the same here. */
const KEEP_CONTENT = new Set(['form', 'button', 'textarea', 'select', 'option', 'object', 'picture', 'map', 'frameset']);
const SVG = 'http://www.w3.org/2000/svg';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const CONFIG = {
  removeElements: [
    ...FORBID_TAGS.filter((t) => !KEEP_CONTENT.has(t) && t !== 'svg' && t !== 'math'),
    { name: 'svg', namespace: SVG },
    { name: 'math', namespace: MATHML },
  ],
  replaceWithChildrenElements: [...KEEP_CONTENT],
  // `name` only ever names form fields, and forms never survive; `id` is checked below.
  removeAttributes: [...new Set([...FORBID_ATTR, ...URL_ATTRS.filter((a) => a !== 'href' && a !== 'src' && !a.includes(':')), 'name'])],
  comments: false,
};

/**
 * An id that names a property of the document (`getElementById`, `cookie`...) would shadow it for the whole app once
 * the element is in the page (DOM clobbering, which DOMPurify also guards against): such ids are dropped.
 */
function dropClobbering(root: ParentNode): void {
  for (const el of root.querySelectorAll('[id]')) if (el.id in document) el.removeAttribute('id');
}

function sanitizeWith(parse: ParseHtml, html: string): string {
  const doc = parse.call(Document, stripHandlers(html), { sanitizer: CONFIG });
  for (const el of doc.body.querySelectorAll('*')) if (el.isConnected) checkUrls(el);
  dropClobbering(doc.body);
  return doc.body.innerHTML;
}

let made: ((html: string) => string) | null | undefined;

/** The browser's own sanitizer with the app's policy, or null where there is none or it fails the self-check. */
export function nativeSanitizer(): ((html: string) => string) | null {
  if (made !== undefined) return made;
  const parse = (globalThis.Document as unknown as { parseHTML?: ParseHtml } | undefined)?.parseHTML;
  if (typeof parse !== 'function') return null; // none (yet: a test may register a DOM later)
  made = null;
  try {
    if (!unsafe(sanitizeWith(parse, CANARY))) made = (html) => sanitizeWith(parse, html);
  } catch {
    /* a sanitizer that does not take this configuration: DOMPurify instead */
  }
  return made;
}
