// useSticky: whether the page has scrolled past a threshold, for headers that change look once content scrolls.
import { useEffect, useState } from 'react';
import { STICKY_HEADER_THRESHOLD_PX } from '../../engine/page-constants.ts';

/** True while window.scrollY is beyond `threshold` px (default STICKY_HEADER_THRESHOLD_PX). */
export function useSticky(threshold: number = STICKY_HEADER_THRESHOLD_PX): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const update = () => setStuck(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return stuck;
}
