// A fake clock for UI timing tests: time moves only when advance() is called, firing due timers in order.
import { setClock, type Clock } from '../../widgets/ui/clock.ts';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  pending(): number;
}

/** Creates a fake clock starting at 0 and installs it; call the returned restore() when done. */
export function installFakeClock(): { clock: FakeClock; restore: () => void } {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: FakeClock = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        // Earliest due timer first; ties in creation order. Timers scheduled while firing are honoured.
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    pending: () => timers.size,
  };
  return { clock, restore: setClock(clock) };
}
