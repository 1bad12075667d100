// The platform does not offer this call: one of this project's assumed calls (schema/api/endpoints.json
// `contract: "assumed"`) that the operator's platform refused, which the app's server remembers and says so
// (server/not-offered.ts). An expected state, not a failure: the defaults apply, and nothing is logged.
import { ApiError, ERROR_LABELS } from './api-error.ts';

/** The app server's error code for a call the platform does not offer (answered 200, so no browser logs it red). */
export const NOT_OFFERED_CODE = 'call.not.offered';

export class NotOfferedError extends ApiError {
  override readonly name = 'NotOfferedError';
  readonly labelKey = ERROR_LABELS.loadFailed;
}
