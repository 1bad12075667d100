// The timer source every UI timing rule goes through (toasts, mask guard, prompt focus, press, counters).
// Tests swap it for a fake clock with setClock, so timing rules are checked without real waiting.

/** What the UI needs from time: a monotonic "now", cancellable timeouts and the next frame. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Calls `fn` as the next frame is drawn (at once where there are no frames: a clock without it, a test). */
  nextFrame?(fn: () => void): void;
}

/** The real clock; looks globals up at call time so a DOM registered later is honoured. */
export const systemClock: Clock = {
  now: () => globalThis.performance.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  nextFrame: (fn) => (typeof globalThis.requestAnimationFrame === 'function' ? void globalThis.requestAnimationFrame(() => fn()) : fn()),
};

let current: Clock = systemClock;

/** The clock in use; UI code reads time only through this object. */
export const clock: Clock & Required<Pick<Clock, 'nextFrame'>> = {
  now: () => current.now(),
  setTimeout: (fn, ms) => current.setTimeout(fn, ms),
  clearTimeout: (handle) => current.clearTimeout(handle),
  nextFrame: (fn) => (current.nextFrame ? current.nextFrame(fn) : fn()),
};

/** Replaces the clock (tests); returns a function restoring the previous one. */
export function setClock(next: Clock): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}
