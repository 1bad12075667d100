// Unread and pending counts that menu badges read (state paths unread.<name>): each spec names a call, its
// params and where the number sits in the answer. A failed count leaves the previous value.
import { type EngineServices, readPath } from '../../engine/widget-module.ts';

/** One count to load into app.unread[name]. */
export interface CountSpec {
  name: string;
  call: 'unreadCount' | 'availablePromotions' | 'notices';
  params?: Record<string, unknown>;
  path?: string;
}

/** The number at `path` in a call's value (the value itself without a path); 0 when it is not a number. */
export function countOf(value: unknown, path?: string): number {
  const n = Number(path ? readPath(value, path) : value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Loads every count (in parallel) into app.unread. */
export async function loadCounts(engine: Pick<EngineServices, 'callNamed' | 'setUnread'>, specs: readonly CountSpec[]): Promise<void> {
  await Promise.all(
    specs.map(async (spec) => {
      try {
        const value = await engine.callNamed(spec.call, spec.params, { force: true });
        engine.setUnread(spec.name, countOf(value, spec.path));
      } catch {
        /* keep the last known count */
      }
    }),
  );
}
