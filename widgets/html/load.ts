// Which sanitiser applies the app's policy (policy.ts), loaded on first need: the browser's own where there is one
// (native.ts, no library), else DOMPurify (sanitize.ts). Nothing here is imported eagerly, so a widget that takes
// this choice adds nothing to its chunk beyond these few lines.

/** A sanitiser: the safe HTML of a text (escaped text where neither can work). */
export type Sanitize = (html: unknown) => string;

let loading: Promise<Sanitize> | null = null;

/** The sanitiser this browser uses, loaded once. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./native.ts').then(({ nativeSanitizer }) => {
    const native = nativeSanitizer();
    return native
      ? (html: unknown) => (typeof html === 'string' && html !== '' ? native(html) : '')
      : import('./sanitize.ts').then((m) => m.sanitizeHtml);
  });
  return loading;
}
