// Server HTML on home made safe with the app's one policy (widgets/html/), loaded only when a popup first shows
// content, so no sanitiser is on home's first paint (and DOMPurify never loads where the browser has its own
// sanitizer); until then the plain text shows.
import { useEffect, useState } from 'react';
import { nextTask } from '../../engine/widget-module.ts';
import { loadSanitizer, type Sanitize } from '../html/load.ts';

export { loadSanitizer };
/** The end of the last queued sanitising. */
let turn: Promise<void> = Promise.resolve();

/** Sanitises `html` in a task of its own: a popup's items (and the sanitiser's first use, its self-check) would
 * otherwise all run in the one task that loaded it, a long task on a slow phone. */
function sanitizeInTurn(s: Sanitize, html: string): Promise<string> {
  // Each starts in a new task: the first one not in the task that evaluated the sanitiser's code either.
  const result = turn.then(nextTask).then(() => s(html));
  turn = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
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
    loadSanitizer()
      .then((s) => (live ? sanitizeInTurn(s, typeof html === 'string' ? html : '') : null))
      .then(
        (out) => {
          if (live && out !== null) setClean(out);
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
