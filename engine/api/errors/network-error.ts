// The request never got an answer: offline, DNS, connection reset or CORS.
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';
  readonly labelKey = ERROR_LABELS.offline;
  override readonly retryable = true;
}
