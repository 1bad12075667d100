// What home widgets' loads share: the server renders with their data, the content shown stays while a newer load
// (a language change) runs, and a failure is logged before the widget shows its retry.
import type { DataOptions } from '../../engine/widget-module.ts';

/** The data options of a home widget's load. */
export const HOME_DATA: DataOptions = { keep: 'always', serve: true };

/** `load` with its failure logged (not a load already replaced by a newer one). */
export const homeLoad =
  <T>(load: () => Promise<T>) =>
  (signal: AbortSignal): Promise<T> =>
    load().catch((err: unknown) => {
      if (!signal.aborted) console.warn('[home] load failed', err);
      throw err;
    });
