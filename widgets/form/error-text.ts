// The errorCode of a failed call, and its text for the player (engine/api/errors messageOf, the one place).
import { ServerError, ValidationError, messageOf } from '../../engine/widget-module.ts';

/** The errorCode of a refusal, or null. */
export function errorCodeOf(err: unknown): string | null {
  return err instanceof ServerError ? err.errorCode : err instanceof ValidationError ? 'validation.failed' : null;
}

/** A player-facing message for any error a call can throw. */
export const errorText = (err: unknown, t: (key: string) => string): string => messageOf(err, t);
