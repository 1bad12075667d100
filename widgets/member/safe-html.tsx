// Server HTML rendered after sanitising (widgets/html/); the only place member widgets set inner HTML.
import { useSanitized } from '../html/use-sanitized.ts';
import { useHydrating } from '../../engine/widget-module.ts';
import './safe-html.css';

/** A block of sanitised rich text. */
export function SafeHtml({ html, className }: { html: unknown; className?: string }) {
  // A server render has no DOM to sanitise with: it shows the text, and so does the hydrating render; then the HTML.
  const hydrating = useHydrating();
  const clean = useSanitized(html, hydrating);
  return (
    <div className={['m-rich', className].filter(Boolean).join(' ')} data-server-html="" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
