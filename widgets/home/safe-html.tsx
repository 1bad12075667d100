// Server HTML on home made safe with the app's one sanitiser (widgets/html/sanitize.ts), loaded only when a
// popup first shows content so DOMPurify stays off home's first paint; until then the plain text shows.
import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** Loads the sanitiser once and returns it (it checks itself: where DOMPurify cannot work, markup is dropped). */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('../html/sanitize.ts').then(
    ({ sanitizeHtml }) =>
      (html: string) =>
        sanitizeHtml(html),
  );
  return sanitizer;
}

/** The text of an HTML string without any markup (a fallback while the sanitizer loads, or where it cannot run). */
const plain = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Renders sanitised server HTML in a div with `className`. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setClean(null);
    loadSanitizer().then(
      (s) => {
        if (live) setClean(s(typeof html === 'string' ? html : ''));
      },
      () => {
        if (live) setClean(null);
      },
    );
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null)
    return (
      <div className={className}>
        <p>{plain(typeof html === 'string' ? html : '')}</p>
      </div>
    );
  return <div className={className} data-server-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
