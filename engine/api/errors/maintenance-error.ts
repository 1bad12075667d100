// The platform is under maintenance; the UI shows the maintenance screen.
import { ApiError, ERROR_LABELS } from './api-error.ts';

export class MaintenanceError extends ApiError {
  override readonly name = 'MaintenanceError';
  readonly labelKey = ERROR_LABELS.maintenance;
}
