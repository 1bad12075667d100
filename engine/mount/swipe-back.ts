// Tracks a horizontal swipe (the browser's swipe-back gesture) so the page fade is skipped during it.
import { useEffect, useRef } from './react-deps.ts';
import { SWIPE_BACK_THRESHOLD_PX } from '../constants.ts';

/** A ref that is true while (and just after) a horizontal swipe longer than the threshold. */
export function useSwipeBack() {
  const swiping = useRef(false);
  useEffect(() => {
    let startX = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (e: TouchEvent) => {
      startX = e.touches[0]?.clientX ?? 0;
    };
    const move = (e: TouchEvent) => {
      if (Math.abs((e.touches[0]?.clientX ?? 0) - startX) > SWIPE_BACK_THRESHOLD_PX) swiping.current = true;
    };
    const end = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        swiping.current = false;
      }, 600);
    };
    addEventListener('touchstart', start, { passive: true });
    addEventListener('touchmove', move, { passive: true });
    addEventListener('touchend', end, { passive: true });
    return () => {
      removeEventListener('touchstart', start);
      removeEventListener('touchmove', move);
      removeEventListener('touchend', end);
      clearTimeout(timer);
    };
  }, []);
  return swiping;
}
