// The platform (or something in front of it) answered, but not with JSON the app can read: an HTML page, a
// cut-off body, or JSON without the envelope.
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class MalformedResponseError extends ApiError {
  override readonly name = 'MalformedResponseError';
  readonly labelKey = ERROR_LABELS.malformed;
  override readonly retryable = true;
}
