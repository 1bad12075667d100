// The token is missing, expired or was signed out elsewhere; the UI signs out and offers login.
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class SessionExpiredError extends ApiError {
  override readonly name = 'SessionExpiredError';
  readonly labelKey = ERROR_LABELS.loggedOut;
}
