// The platform refused the call: its envelope with success=false (and usually a non-2xx status), or a bare 5xx.
// Carries its errorCode, message and any value.
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class ServerError extends ApiError {
  override readonly name = 'ServerError';
  readonly labelKey: string;
  override readonly retryable: boolean;

  constructor(
    readonly errorCode: string | null,
    message: string | null,
    readonly status: number,
    /** value of the refusal, e.g. { captcha: true } after a failed login. */
    readonly value: unknown = null,
    /** Whether the platform gave a message of its own to show. */
    readonly hasMessage = !!message,
    /** `cause`: the failure this error was made from (ky's HTTPError), kept as ky's NetworkError keeps its own. */
    options?: ErrorOptions,
  ) {
    super(message ?? errorCode ?? `HTTP ${status}`, options);
    this.retryable = status >= 500;
    this.labelKey = status >= 500 ? ERROR_LABELS.platformError : ERROR_LABELS.unknown;
  }
}
