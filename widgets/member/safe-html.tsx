// Server HTML rendered after sanitising (widgets/html/sanitize.ts); the only place member widgets set inner HTML.
import { useMemo } from 'react';
import { sanitizeHtml } from '../html/sanitize.ts';
import './safe-html.css';

/** A block of sanitised rich text. */
export function SafeHtml({ html, className }: { html: unknown; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={['m-rich', className].filter(Boolean).join(' ')} data-server-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
