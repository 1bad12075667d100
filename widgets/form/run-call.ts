// Runs a form's call with the loading message and reports the outcome instead of throwing, so the form
// keeps what the player typed.
import { toast } from '../ui/toast-store.ts';
import { errorCodeOf, errorText } from './error-text.ts';

/** The outcome of a call: its value, or the error with its code and player-facing text. */
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown; code: string | null; text: string };

/** Shows `loadingText` (hidden after, or after `loadingMs`) while `send` runs. */
export async function runCall<T>(
  send: () => Promise<T>,
  loadingText: string,
  t: (key: string) => string,
  loadingMs?: number,
): Promise<CallOutcome<T>> {
  const id = toast.show({ text: loadingText, kind: 'loading', durationMs: loadingMs });
  try {
    const value = await send();
    toast.hide(id);
    return { ok: true, value };
  } catch (error) {
    toast.hide(id);
    return { ok: false, error, code: errorCodeOf(error), text: errorText(error, t) };
  }
}

/** Shows a call's failure as an error toast. */
export function showFailure(text: string): void {
  toast.show({ text, kind: 'default', tone: 'error' });
}
