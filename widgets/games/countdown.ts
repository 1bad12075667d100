// A countdown to a close time, ticking each second through the UI clock (fake clocks in tests).
import { useEffect, useRef, useState } from 'react';
import { clock } from '../ui/clock.ts';
import { useFirstValue } from '../../engine/widget-module.ts';
import { pad as two } from '../ui/dates.ts';

const SECOND = 1000;

/** mm:ss (or h:mm:ss) of the time left; 00:00 once passed. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / SECOND));
  const h = Math.floor(s / 3600);
  return h > 0 ? `${h}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}` : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}

/** Milliseconds until `target` (epoch ms), updated every second; onDone runs once when it reaches zero. */
export function useCountdown(target: number | null, onDone?: () => void): number {
  // The first figure is counted from the server's clock when the page was rendered there, so the hydrating
  // render shows the server's text; the first tick moves it to this clock.
  const renderedAt = useFirstValue(() => Date.now());
  const [left, setLeft] = useState(() => (target === null ? 0 : Math.max(0, target - renderedAt)));
  // The caller's onDone as of the last render: a new function each render must not restart the count.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (target === null) return;
    let handle: unknown;
    const tick = () => {
      const ms = Math.max(0, target - Date.now());
      setLeft(ms);
      if (ms === 0) {
        done.current?.();
        return;
      }
      handle = clock.setTimeout(tick, Math.min(SECOND, ms));
    };
    tick();
    return () => clock.clearTimeout(handle);
  }, [target]);
  return left;
}
