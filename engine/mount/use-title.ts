// The screen's title (its label key with its state binding, translated) for the header, and the tab's title
// (with the brand's name), set after the frame.
import { useEffect } from './react-deps.ts';
import { idleTask } from '../yield.ts';
import type { Resolved } from '../routes.ts';
import { titleKey } from '../screens/title.ts';

/** The longest afterFrame waits for a frame (a hidden tab draws none). */
const FRAME_WAIT_MS = 100;

/**
 * Runs `fn` in an idle period after the next frame (or after FRAME_WAIT_MS without one); returns a cancel. Idle,
 * not the first task after the frame: that task may be the one the player's tap waits on.
 */
function afterFrame(fn: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const frame = requestAnimationFrame(() => void idleTask().then(run));
  const fallback = setTimeout(run, FRAME_WAIT_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}

/** The screen's translated title ('' with no screen); the document's title follows it. */
export function useTitle(resolved: Resolved | null, t: (key: string) => string, lookup: (path: string) => unknown, brandName: string) {
  const title = resolved ? t(titleKey(resolved.screen, resolved.params ?? {}, lookup)) : '';
  // After the frame, when idle: setting the title took a route change's tap a few ms (1-20 ms at 4x CPU, measured),
  // and the tab's title is no part of the screen the player waits for.
  useEffect(
    () =>
      afterFrame(() => {
        document.title = brandName ? `${title} · ${brandName}` : title;
      }),
    [title, brandName],
  );
  return title;
}
