// The device is online but the platform cannot be reached: our proxy answered 502/503/504 without the platform's
// envelope, or the connection was refused or reset.
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class UnreachableError extends ApiError {
  override readonly name = 'UnreachableError';
  readonly labelKey = ERROR_LABELS.unreachable;
  override readonly retryable = true;
}
