// Yielding to the browser inside long loops of start-up work, so the loop runs as several short tasks (input and
// paint can go between them) instead of one long task.

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
