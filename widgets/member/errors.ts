// Maps a failed call to the catalogue key the member screens show for it.
import { MaintenanceError } from '../../engine/widget-module.ts';
import { ServerError } from '../../engine/widget-module.ts';

const BY_CODE: Record<string, string> = {
  'promotion.not.open': 'promo_not_open',
  'promotion.not.found': 'promo_not_found',
  'trial.reject': 'free_reject',
};

/** The label key to show for an error from an api call. */
export function errorKey(err: unknown): string {
  if (err instanceof ServerError && err.errorCode && BY_CODE[err.errorCode]) return BY_CODE[err.errorCode]!;
  if (err instanceof MaintenanceError) return 'system_upgrading';
  return 'member_action_failed';
}
