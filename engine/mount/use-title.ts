// The screen's title (its label key with its state binding, translated) for the header, and the tab's title
// (with the brand's name), set after the frame.
import { useEffect } from './react-deps.ts';
import { afterPaint } from '../yield.ts';
import type { Resolved } from '../routes.ts';
import { titleKey } from '../screens/title.ts';

/** The screen's translated title ('' with no screen); the document's title follows it. */
export function useTitle(resolved: Resolved | null, t: (key: string) => string, lookup: (path: string) => unknown, brandName: string) {
  const title = resolved ? t(titleKey(resolved.screen, resolved.params ?? {}, lookup)) : '';
  // In the idle period after the frame: setting the title took a route change's tap a few ms (1-20 ms at 4x CPU,
  // measured), and the tab's title is no part of the screen the player waits for.
  useEffect(
    () =>
      afterPaint(() => {
        document.title = brandName ? `${title} · ${brandName}` : title;
      }, 'idle'),
    [title, brandName],
  );
  return title;
}
