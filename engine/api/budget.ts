// The client's time budget for one platform call (engine/constants.ts CALL_BUDGET_MS): the call, retries and their
// waits included, ends within it, and the widget then shows its retry message.

/** A signal that aborts (reason: a TimeoutError DOMException) once a call starting now has spent `budgetMs`, or
 * when `signal` aborts. */
export function budgetSignal(budgetMs: number, signal?: AbortSignal | null): AbortSignal {
  const spent = AbortSignal.timeout(Math.max(0, Math.round(budgetMs)));
  return signal ? AbortSignal.any([signal, spent]) : spent;
}
