// Infinite scroll: load more when the grid's end is within 500 px of the viewport bottom, at most once
// per second; checked on scroll and whenever the list changes (a short list keeps loading until it fills).
import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_MARGIN_PX, INFINITE_SCROLL_THROTTLE_MS } from '../../engine/page-constants.ts';
import { clock } from '../ui/clock.ts';

/** Whether an element ending at `bottom` (viewport px) is near enough to the viewport's bottom to load more. */
export const nearEnd = (bottom: number, viewport: number, margin = INFINITE_SCROLL_MARGIN_PX): boolean => bottom - viewport <= margin;

/** Calls `load` when `target()` nears the viewport bottom and `enabled`; throttled to one call per second. */
export function useInfiniteScroll(target: () => HTMLElement | null, enabled: boolean, load: () => void, deps: unknown[] = []): void {
  const last = useRef(-Infinity);
  const latest = useRef({ target, enabled, load });
  latest.current = { target, enabled, load };

  // biome-ignore lint/correctness/useExhaustiveDependencies: enabled and deps make it check again once a page has rendered; the values themselves are read through `latest`
  useEffect(() => {
    let timer: unknown;
    const check = () => {
      const { target: t, enabled: on, load: go } = latest.current;
      const el = t();
      if (!on || !el || !nearEnd(el.getBoundingClientRect().bottom, window.innerHeight)) return;
      const wait = last.current + INFINITE_SCROLL_THROTTLE_MS - clock.now();
      if (wait > 0) {
        timer ??= clock.setTimeout(() => {
          timer = undefined;
          check();
        }, wait);
        return;
      }
      last.current = clock.now();
      go();
    };
    // First check after layout settles (the grid reserves its full height once a row is measured).
    const frame = requestAnimationFrame(() => check());
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      clock.clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, ...deps]);
}
