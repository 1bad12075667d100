// Server HTML made safe for a render: at once with the browser's own sanitizer (native.ts), or with DOMPurify once
// its chunk has loaded (the escaped text until then), so no widget brings DOMPurify where the browser has its own.
import { useEffect, useMemo, useState } from 'react';
import { loadSanitizer, type Sanitize } from './load.ts';
import { nativeSanitizer } from './native.ts';
import { textOfHtml } from './policy.ts';

let fallback: Sanitize | null = null;

/** The sanitised HTML of `html`; its escaped text while DOMPurify loads, and always when `textOnly` (a server render
 * and the render that hydrates it have no sanitiser, so both show the text). */
export function useSanitized(html: unknown, textOnly = false): string {
  const native = textOnly ? null : nativeSanitizer();
  const [ready, setReady] = useState(fallback !== null);
  useEffect(() => {
    if (textOnly || native || fallback) return;
    let live = true;
    void loadSanitizer().then((s) => {
      fallback = s;
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [textOnly, native]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` only makes it run again once DOMPurify has loaded
  return useMemo(() => {
    if (typeof html !== 'string' || html === '') return '';
    if (textOnly) return textOfHtml(html);
    if (native) return native(html);
    return fallback ? fallback(html) : textOfHtml(html);
  }, [html, textOnly, native, ready]);
}
