// The SMS code button's state machine: idle, sending, a countdown in seconds, idle at zero. A request
// while sending or counting does nothing. Time runs through the UI clock so tests use a fake one.
import { clock } from '../ui/clock.ts';

/** The button's state: idle, sending, or counting with seconds left. */
export type SmsPhase = { phase: 'idle' } | { phase: 'sending' } | { phase: 'counting'; left: number };

/** A countdown bound to a listener; request() sends through `send` (minutes, or null when nothing was sent). */
export function createSmsCountdown(onChange: (state: SmsPhase) => void) {
  let state: SmsPhase = { phase: 'idle' };
  let timer: unknown = null;
  let disposed = false;
  const set = (next: SmsPhase) => {
    state = next;
    if (!disposed) onChange(next);
  };

  const tick = () => {
    if (state.phase !== 'counting') return;
    const left = state.left - 1;
    if (left <= 0) {
      timer = null;
      set({ phase: 'idle' });
      return;
    }
    set({ phase: 'counting', left });
    timer = clock.setTimeout(tick, 1000);
  };

  return {
    get state(): SmsPhase {
      return state;
    },
    /** Sends unless busy; returns whether a send started. The countdown is minutes x 60 seconds. */
    async request(send: () => Promise<number | null>): Promise<boolean> {
      if (state.phase !== 'idle') return false;
      set({ phase: 'sending' });
      let minutes: number | null = null;
      try {
        minutes = await send();
      } catch {
        minutes = null;
      }
      if (disposed) return false;
      if (minutes === null || !(minutes > 0)) {
        set({ phase: 'idle' });
        return false;
      }
      set({ phase: 'counting', left: Math.round(minutes * 60) });
      timer = clock.setTimeout(tick, 1000);
      return true;
    },
    /** Stops the countdown (unmount). */
    dispose(): void {
      disposed = true;
      clock.clearTimeout(timer);
    },
  };
}
