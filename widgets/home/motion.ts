// Motion rules shared by the home sliders and tickers: autoplay only when there is something to move, the widget
// is on screen, the page is visible and the player has not asked for reduced motion.
import { useEffect, useState, type RefObject } from 'react';

/** Everything the autoplay decision looks at. */
export interface MotionFacts {
  count: number;
  minCount: number;
  visible: boolean;
  pageHidden: boolean;
  reducedMotion: boolean;
  held?: boolean;
}

/** Whether a slider or ticker should move now. */
export function shouldAutoplay(f: MotionFacts): boolean {
  return f.count >= f.minCount && f.visible && !f.pageHidden && !f.reducedMotion && !f.held;
}

/** Whether the player asked for reduced motion (prefers-reduced-motion: reduce). */
export function prefersReducedMotion(win: Window | undefined = globalThis.window): boolean {
  return win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Watches whether `el` is within `rootMargin` of the viewport; true where IntersectionObserver is missing. */
export function observeInView(el: Element, onChange: (inView: boolean) => void, rootMargin = '0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) onChange(e.isIntersecting);
    },
    { rootMargin },
  );
  io.observe(el);
  return () => io.disconnect();
}

/** React state of observeInView; `once` keeps true after the first sighting (for deferred loading). */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px', once = false): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let stop = () => {};
    stop = observeInView(
      el,
      (v) => {
        if (once && !v) return;
        setInView(v);
        if (once && v) stop();
      },
      rootMargin,
    );
    return () => stop();
  }, [ref, rootMargin, once]);
  return inView;
}
