// The field-data settings `npm start` reads from the environment (docs/operations.md "Field data"), with their defaults.
import { join } from 'node:path';
import { DEFAULT_RATES, rate, type SampleRates } from '../../engine/field-data/protocol.ts';

export interface FieldDataSettings {
  /** The share of page views reporting vitals and errors (FIELD_DATA_VITALS, FIELD_DATA_ERRORS: 0 to 1). */
  rates: SampleRates;
  /** Where the file store keeps its days (FIELD_DATA_DIR; default .field-data/ in the checkout). */
  dir: string;
  /** Days kept, today included (FIELD_DATA_DAYS); older days are deleted, in files and in the database. */
  days: number;
  /** Raw report lines kept per day, at most this many bytes (FIELD_DATA_RAW_MB, in MB); the day's summary goes on. */
  rawBytesPerDay: number;
  /** Reports one client address may send a minute (FIELD_DATA_PER_MINUTE); more are refused with 429. */
  perMinute: number;
  /** Trust X-Forwarded-For for the client address (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** The PostgreSQL store instead of files (DATABASE_URL). */
  databaseUrl?: string;
}

const whole = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** The settings from `env`; `root` is the checkout (the default folder's place). */
export function fieldDataSettings(env: NodeJS.ProcessEnv, root: string): FieldDataSettings {
  return {
    rates: { vitals: rate(env.FIELD_DATA_VITALS, DEFAULT_RATES.vitals), errors: rate(env.FIELD_DATA_ERRORS, DEFAULT_RATES.errors) },
    dir: env.FIELD_DATA_DIR || join(root, '.field-data'),
    days: Math.round(whole(env.FIELD_DATA_DAYS, 30, 7, 400)),
    rawBytesPerDay: Math.round(whole(env.FIELD_DATA_RAW_MB, 5, 0, 1000) * 1024 * 1024),
    perMinute: Math.round(whole(env.FIELD_DATA_PER_MINUTE, 30, 1, 10_000)),
    trustProxy: env.TRUST_PROXY === '1',
    databaseUrl: env.DATABASE_URL || undefined,
  };
}
