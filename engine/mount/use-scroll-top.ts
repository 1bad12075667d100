// A new path starts at the top of the page.
import { useEffect } from './react-deps.ts';

/** Scrolls the window to the top whenever `path` changes. */
export function useScrollTop(path: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
}
