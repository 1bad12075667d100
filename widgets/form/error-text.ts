// The text to show for a failed call: the platform's own (localized) refusal message, or the catalogue message of
// the typed error (offline, timeout, validation, ...).
import { ApiError, ServerError, ValidationError } from '../../engine/api/errors/index.ts';

/** The errorCode of a refusal, or null. */
export function errorCodeOf(err: unknown): string | null {
  return err instanceof ServerError ? err.errorCode : err instanceof ValidationError ? 'validation.failed' : null;
}

/** A player-facing message for any error a call can throw. */
export function errorText(err: unknown, t: (key: string) => string): string {
  if (err instanceof ServerError && err.status < 500 && err.message && err.errorCode) return err.message;
  if (err instanceof ApiError) return t(err.labelKey) || t('unknown_error');
  return t('unknown_error');
}
