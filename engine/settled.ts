// When a page's first screenful has painted: nothing on it still loading (aria-busy) and every image in view
// complete, or SETTLE_CAP_MS passed; then the browser's next idle period. Deferred widgets
// (`"defer"`) mount after this, so their code, requests and images never compete with the first paint; the service
// worker and the theme's code wait for it too. It reads the document, not React: beside yield.ts, not in mount/.
import { idleWithin } from './yield.ts';

/** The longest a page waits for its first screenful before mounting deferred widgets anyway. */
export const SETTLE_CAP_MS = 3000;
const POLL_MS = 50;
/** The longest a look waits for an idle period. */
const IDLE_WAIT_MS = 500;

/**
 * Whether the document's first screenful is painted (the page's own <main> may still say busy). A screen rendered
 * ahead (`.app-ahead`, mount/use-ahead.ts) is not shown: what it has loading does not count.
 */
export function firstScreenfulDone(doc: Document = document): boolean {
  for (const el of doc.querySelectorAll('[aria-busy="true"]')) if (el.tagName !== 'MAIN' && !el.closest('.app-ahead')) return false;
  const bottom = doc.defaultView?.innerHeight ?? 0;
  for (const img of doc.querySelectorAll('img')) {
    if (img.complete || img.closest('.app-ahead')) continue; // lazy images count too, when in view (they load then)
    const box = img.getBoundingClientRect();
    if (box.top < bottom && box.bottom > 0) return false;
  }
  return true;
}

/**
 * Resolves once the first screenful is done (or after `capMs`) and the browser is idle. Each look at the document
 * is made in an idle period: made in the first task after a route change's frame, it could run before the task
 * the tap's answer waits on, walking the document's images, the left screen's among them (in CPU profiles of that
 * tap at 4x CPU, 1-8 ms inside it).
 */
export function whenSettled(capMs = SETTLE_CAP_MS): Promise<void> {
  return new Promise((done) => {
    const started = performance.now();
    const look = () =>
      void idleWithin(IDLE_WAIT_MS).then(() =>
        firstScreenfulDone() || performance.now() - started >= capMs ? done() : setTimeout(look, POLL_MS),
      );
    // Start after the frame that shows the first screenful has been produced.
    requestAnimationFrame(look);
  });
}
