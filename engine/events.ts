// A tiny publish/subscribe bus for app-wide events (language change, footer home tap, ...).

type Listener = (value: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** Subscribes to an event; returns the unsubscribe function. */
export function on(event: string, fn: Listener): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

/** Publishes an event to every subscriber. A failing subscriber does not stop the others. */
export function emit(event: string, value?: unknown): void {
  for (const fn of [...(listeners.get(event) ?? [])]) {
    try {
      fn(value);
    } catch (err) {
      console.error(`[events] ${event} listener failed`, err);
    }
  }
}

/** Event names used across the app. */
export const EVENTS = { language: 'language-change' } as const;
