// Yielding to the browser: inside long loops of start-up work, so the loop runs as several short tasks (input and
// paint can go between them) instead of one long task; and after a tap, so what its frame does not show waits for
// that frame (afterPaint, inInputTask).

/** The next macrotask: scheduler.yield() where there is one, else a zero timeout. */
export const nextTask = (): Promise<void> => {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof s?.yield === 'function' ? s.yield() : new Promise((done) => setTimeout(done, 0));
};

/** A check to await between steps of a loop: it yields once `budgetMs` of work have passed since the last yield. */
export function yielder(budgetMs = 8): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return nextTask().then(() => {
      since = performance.now();
    });
  };
}

/** The browser's next idle period, or after `timeoutMs` at most (a macrotask where there is no requestIdleCallback). */
export const idleWithin = (timeoutMs: number): Promise<void> =>
  new Promise<void>((done) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => done(), { timeout: timeoutMs }) : setTimeout(done, 0),
  );

/** The browser's next idle period (within a second). */
export const idleTask = (): Promise<void> => idleWithin(1000);

/** The longest afterPaint waits for a frame in a page that is shown (one that is hidden draws none). */
const PAINT_WAIT_MS = 1000;

/**
 * Runs `fn` after the next frame is painted: in the task right after it, or with `when` 'idle' in the idle period
 * after it (without a frame, at once in a hidden page, else after PAINT_WAIT_MS). Returns a cancel.
 */
export function afterPaint(fn: () => void, when: 'task' | 'idle' = 'task'): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    fn();
  };
  const frame = requestAnimationFrame(() => (when === 'idle' ? void idleTask().then(run) : setTimeout(run, 0)));
  const fallback = setTimeout(run, document.hidden ? 0 : PAINT_WAIT_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}

/** Input that asks for an answer on screen (a tap, a key, a swipe, Back): its task should end in a frame. */
const INPUT = /^(click|key|pointer|touch|mouse|submit|popstate|input|change)/;

/**
 * Whether the code running now is inside the task of a player's input (the browser's `window.event`, set while an
 * event is dispatched; React runs a tap's effects before that task ends). Work such code starts that the tap's
 * frame does not show can wait for afterPaint.
 */
export const inInputTask = (): boolean => {
  const event = (globalThis as { event?: Event }).event;
  return !!event && INPUT.test(event.type);
};
