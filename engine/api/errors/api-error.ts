// Base of the typed API errors; `labelKey` names the catalogue message the UI shows for it.

/** Catalogue keys the errors point at: the UI maps each to its localized text. */
export const ERROR_LABELS = {
  maintenance: 'system_upgrading', // 'System upgrading, please try again later.'
  offline: 'network_offline',
  slow: 'network_slow',
  unreachable: 'platform_unreachable', // the platform cannot be reached (502/503/504 from our proxy, refused)
  platformError: 'platform_error', // the platform answered with an error and no message of its own
  malformed: 'platform_malformed', // HTML or cut-off JSON instead of the platform's answer
  loggedOut: 'session_logged_out', // 'The account has been logged out, please log in again'
  loadFailed: 'load_failed', // 'Loading failed, click to retry'
  unknown: 'unknown_error', // 'Unknown error'
} as const;

export abstract class ApiError extends Error {
  /** Catalogue key of the message to show. */
  abstract readonly labelKey: string;
  /** Whether trying the same call again may succeed (drives 'click to retry'). */
  readonly retryable: boolean = false;
}
