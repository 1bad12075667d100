// Server HTML made safe: DOMPurify (loaded only when a popup first shows content) strips scripts, handlers and
// dangerous URLs before anything reaches the DOM; until then the plain text shows.
import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** Loads DOMPurify once and returns its sanitize function; where DOMPurify cannot work, markup is dropped. */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: purify }) => {
    // Bound to this window when the module was loaded without one (tests); never pass HTML through unsanitised.
    const dp = purify.isSupported ? purify : purify(globalThis.window);
    const clean = (html: string) => dp.sanitize(html, { FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] });
    // Self-check: a DOM that DOMPurify cannot work with gets text only.
    const works = dp.isSupported && !/<script|javascript:/i.test(clean('<script>0</script><a href="javascript:void 0">a</a>'));
    return works ? clean : (html: string) => escapeText(plain(html));
  });
  return sanitizer;
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text of an HTML string without any markup (a fallback while the sanitizer loads, or where it cannot run). */
const plain = (html: string) => html.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** Renders sanitised server HTML in a div with `className`. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setClean(null);
    loadSanitizer().then((s) => { if (live) setClean(s(typeof html === 'string' ? html : '')); }, () => { if (live) setClean(null); });
    return () => { live = false; };
  }, [html]);
  if (clean === null) return <div className={className}><p>{plain(typeof html === 'string' ? html : '')}</p></div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
