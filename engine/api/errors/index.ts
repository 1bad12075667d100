// The typed API errors, exported on purpose one by one, and the one function that words them for the player.
export { ApiError, ERROR_LABELS } from './api-error.ts';
export { NetworkError } from './network-error.ts';
export { UnreachableError } from './unreachable-error.ts';
export { MalformedResponseError } from './malformed-response-error.ts';
export { TimeoutError } from './timeout-error.ts';
export { ServerError } from './server-error.ts';
export { ValidationError } from './validation-error.ts';
export { SessionExpiredError } from './session-expired-error.ts';
export { MaintenanceError } from './maintenance-error.ts';
export { NOT_OFFERED_CODE, NotOfferedError } from './not-offered-error.ts';
export { messageOf } from './message-of.ts';
