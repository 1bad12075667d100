// usePress: tap and long-press handling with the spec's touch rules. The pressed look appears only after
// PRESS_DELAY_MS (so scrolling does not flash rows), holding LONG_PRESS_MS fires onLongPress instead of onPress,
// and mouse events within MOUSE_LOCK_AFTER_TOUCH_MS of a touch are ignored (they are the browser's echo of it).
// Clicks that come without a touch (mouse, keyboard on a button, screen readers) activate too; so do Enter and
// Space on elements that are not native buttons.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { LONG_PRESS_MS, MOUSE_LOCK_AFTER_TOUCH_MS, PRESS_DELAY_MS, PRESS_MOVE_TOLERANCE_PX } from '../../engine/page-constants.ts';
import { clock } from './clock.ts';

/** Callbacks of usePress; onLongPress is optional (without it a long hold is an ordinary press). */
export interface PressOptions {
  onPress: () => void;
  onLongPress?: () => void;
}

/** Event handlers to spread on the pressable element, and whether it shows as pressed. */
export function usePress({ onPress, onLongPress }: PressOptions) {
  const [pressed, setPressed] = useState(false);
  const latest = useRef({ onPress, onLongPress });
  latest.current = { onPress, onLongPress };
  const state = useRef({ timers: [] as unknown[], longFired: false, lockUntil: -Infinity, touching: false, x: 0, y: 0 });

  const clearTimers = () => {
    state.current.timers.forEach((t) => clock.clearTimeout(t));
    state.current.timers = [];
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the timers on unmount; clearTimers touches only refs
  useEffect(() => clearTimers, []);

  function start() {
    clearTimers();
    state.current.longFired = false;
    state.current.timers.push(clock.setTimeout(() => setPressed(true), PRESS_DELAY_MS));
    if (latest.current.onLongPress) {
      state.current.timers.push(
        clock.setTimeout(() => {
          state.current.longFired = true;
          setPressed(false);
          latest.current.onLongPress?.();
        }, LONG_PRESS_MS),
      );
    }
  }
  function cancel() {
    clearTimers();
    setPressed(false);
  }
  const locked = () => state.current.touching || clock.now() < state.current.lockUntil;

  return {
    pressed,
    handlers: {
      onTouchStart(e: TouchEvent) {
        const t = e.touches?.[0];
        Object.assign(state.current, { touching: true, x: t?.clientX ?? 0, y: t?.clientY ?? 0 });
        start();
      },
      onTouchMove(e: TouchEvent) {
        const t = e.touches?.[0];
        // A finger that travels is scrolling, not tapping: cancelling the timers makes the release no tap.
        if (t && Math.hypot(t.clientX - state.current.x, t.clientY - state.current.y) > PRESS_MOVE_TOLERANCE_PX) cancel();
      },
      onTouchEnd() {
        const wasTap = state.current.timers.length > 0 && !state.current.longFired;
        cancel();
        Object.assign(state.current, { touching: false, longFired: false, lockUntil: clock.now() + MOUSE_LOCK_AFTER_TOUCH_MS });
        if (wasTap) latest.current.onPress();
      },
      onTouchCancel() {
        cancel();
        Object.assign(state.current, { touching: false, lockUntil: clock.now() + MOUSE_LOCK_AFTER_TOUCH_MS });
      },
      onMouseDown(e: MouseEvent) {
        if (!locked() && e.button === 0) start();
      },
      onMouseUp() {
        if (!locked()) {
          clearTimers();
          setPressed(false);
        }
      },
      onMouseLeave() {
        if (!locked()) cancel();
      },
      onClick(e: MouseEvent) {
        if (locked() || state.current.longFired) {
          state.current.longFired = false;
          e.preventDefault();
          return;
        }
        latest.current.onPress();
      },
      onKeyDown(e: KeyboardEvent) {
        const native = e.currentTarget instanceof HTMLButtonElement || e.currentTarget instanceof HTMLAnchorElement;
        if (native || (e.key !== 'Enter' && e.key !== ' ')) return;
        e.preventDefault();
        latest.current.onPress();
      },
    },
  };
}
