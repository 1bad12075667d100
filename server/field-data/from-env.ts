// Field data for `npm start` (docs/operations.md "Field data"): the store the settings choose (PostgreSQL with DATABASE_URL, else
// files), the /rum endpoint over it, and the studio's read of it.
import { fieldDataEndpoint, type FieldDataHandler } from './endpoint.ts';
import { createFileStore } from './file-store.ts';
import { createPgFieldStore } from './pg-store.ts';
import { fieldDataSettings, type FieldDataSettings } from './settings.ts';
import type { FieldStore } from './store.ts';
import { fieldDataView, type FieldDataView } from './view.ts';

export interface FieldData {
  /** Mounted by server/app.ts (its `fieldData` option). */
  handle: FieldDataHandler;
  /** The studio's GET /studio/api/field-data. */
  view(): Promise<FieldDataView>;
  store: FieldStore;
}

/** The field data over the store `settings` choose. */
export function createFieldData(settings: FieldDataSettings, log: (message: string) => void): FieldData {
  const store = settings.databaseUrl
    ? createPgFieldStore({ connectionString: settings.databaseUrl, days: settings.days, log })
    : createFileStore({ dir: settings.dir, days: settings.days, rawBytesPerDay: settings.rawBytesPerDay, log });
  return {
    handle: fieldDataEndpoint({ store, rates: settings.rates, perMinute: settings.perMinute, trustProxy: settings.trustProxy }),
    view: () => fieldDataView(store, settings.rates),
    store,
  };
}

/** The field data `npm start` serves, from the environment; `root` is the checkout. */
export const fieldDataFromEnv = (env: NodeJS.ProcessEnv, root: string, log: (message: string) => void): FieldData =>
  createFieldData(fieldDataSettings(env, root), log);
