// Runs a form's call with the loading message and reports the outcome instead of throwing, so the form
// keeps what the player typed.
import type { EngineServices } from '../../engine/widget-module.ts';
import { errorCodeOf, errorText } from './error-text.ts';

/** The outcome of a call: its value, or the error with its code and player-facing text. */
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown; code: string | null; text: string };

/** What running a call needs from the engine: its words and its toasts. */
export type CallEngine = Pick<EngineServices, 't' | 'notify'>;

/** Shows `loadingText` (hidden after, or after `loadingMs`) while `send` runs. */
export async function runCall<T>(
  engine: CallEngine,
  send: () => Promise<T>,
  loadingText: string,
  loadingMs?: number,
): Promise<CallOutcome<T>> {
  const { t, notify } = engine;
  const id = notify.show({ text: loadingText, kind: 'loading', durationMs: loadingMs });
  try {
    const value = await send();
    notify.hide(id);
    return { ok: true, value };
  } catch (error) {
    notify.hide(id);
    return { ok: false, error, code: errorCodeOf(error), text: errorText(error, t) };
  }
}

/** Shows a call's failure as an error toast. */
export function showFailure(engine: CallEngine, text: string): void {
  engine.notify.show({ text, kind: 'default', tone: 'error' });
}
