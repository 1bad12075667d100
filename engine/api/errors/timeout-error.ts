// The request took longer than the client's timeout (slow network).
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class TimeoutError extends ApiError {
  override readonly name = 'TimeoutError';
  readonly labelKey = ERROR_LABELS.slow;
  override readonly retryable = true;
}
