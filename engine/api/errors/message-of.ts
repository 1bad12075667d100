// The one place that turns any error a call can throw into the sentence the player reads.
import { ApiError } from './api-error.ts';
import { ServerError } from './server-error.ts';

/** The platform's error codes that have a label of the spec's own (shown instead of the platform's text). */
const CODE_LABELS: Record<string, string> = {
  'login.not.session': 'session_logged_out',
  'system.maintenance': 'system_upgrading',
  'promotion.not.open': 'promo_not_open',
  'promotion.not.found': 'promo_not_found',
  'trial.reject': 'free_reject',
};

/** What the player reads for `error`: the spec's label for a known code, else the platform's own message, else
 * the label of the error's kind (offline, unreachable, platform error, malformed answer, ...). */
export function messageOf(error: unknown, t: (key: string) => string): string {
  if (error instanceof ServerError) {
    const label = error.errorCode ? CODE_LABELS[error.errorCode] : undefined;
    if (label) return t(label);
    if (error.hasMessage) return error.message;
  }
  if (error instanceof ApiError) return t(error.labelKey) || t('unknown_error');
  return t('unknown_error');
}
