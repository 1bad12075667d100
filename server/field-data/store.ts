// What a field-data store does (files: file-store.ts; PostgreSQL: pg-store.ts): it takes clean reports at once, in
// memory, and writes them in the background, so a report never waits on a disk or a database, and a storage that
// fails loses reports without taking the endpoint down.
import type { CleanReport } from './clean.ts';
import type { DayData } from './aggregate.ts';

export interface FieldStore {
  /** Where the data lives, for staff ("files" or "database"). */
  readonly kind: 'files' | 'database';
  /** Keeps a clean report received at `at`; never throws, never waits. */
  add(report: CleanReport, at: Date): void;
  /** The `count` days up to the day of `now` (UTC), oldest first, each as stored plus what is not written yet. */
  days(count: number, now?: Date): Promise<DayData[]>;
  /** Writes what is waiting (and deletes days past the retention). */
  flush(): Promise<void>;
  /** Writes what is waiting and lets go of timers and connections. */
  close(): Promise<void>;
}

/** The `count` UTC days (YYYY-MM-DD) ending with the day of `now`, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Calls `log` for a failure once until `ok` is called (a storage that stays away is one log line, not one per report). */
export function logOnce(log: (message: string) => void) {
  let failing = false;
  return {
    fail(message: string): void {
      if (!failing) log(message);
      failing = true;
    },
    ok(message?: string): void {
      if (failing && message) log(message);
      failing = false;
    },
  };
}

/** Runs `write` once, `ms` after the first `soon()` since it last ran (a burst of reports is one write); `cancel` drops a pending one. */
export function writeSoon(write: () => Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | null = null;
  return {
    soon(): void {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void write();
      }, ms);
      timer.unref?.();
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
