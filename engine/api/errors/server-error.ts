// The platform answered success=false (or a 5xx): carries its errorCode, message and any data.value.
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class ServerError extends ApiError {
  override readonly name = 'ServerError';
  readonly labelKey: string;
  override readonly retryable: boolean;

  constructor(
    readonly errorCode: string | null,
    message: string | null,
    readonly status: number,
    /** data.value of the refusal, e.g. { captcha: true } after a failed login. */
    readonly value: unknown = null,
  ) {
    super(message ?? errorCode ?? `HTTP ${status}`);
    this.retryable = status >= 500;
    this.labelKey = status >= 500 ? ERROR_LABELS.loadFailed : ERROR_LABELS.unknown;
  }
}
