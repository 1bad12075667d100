// Toast store: plain TypeScript, no React. One centred toast at a time (a new one replaces it) and a stack of
// notices at the top; each hides itself after its kind's duration from engine/constants.ts (TOAST_MS), counted
// from the frame that first shows it.
import { TOAST_MS } from '../../engine/constants.ts';
import { clock } from './clock.ts';
import type { ToastKind, ToastOptions } from '../../engine/widget-module.ts';

// The kinds and options are the engine's (engine/shell-parts.ts): this store is what the shell is given to show them.
export type { ToastKind, ToastOptions };

/** A toast on screen. */
export interface ToastItem {
  id: number;
  text: string;
  kind: ToastKind;
  tone: 'info' | 'error';
}

type Listener = () => void;

/** Creates an independent toast store (the app uses the shared `toast`). */
export function createToastStore() {
  let items: readonly ToastItem[] = [];
  const timers = new Map<number, unknown>();
  const listeners = new Set<Listener>();
  let nextId = 1;
  const emit = () => listeners.forEach((l) => l());

  function hide(id: number): void {
    clock.clearTimeout(timers.get(id));
    timers.delete(id);
    if (!items.some((t) => t.id === id)) return;
    items = items.filter((t) => t.id !== id);
    emit();
  }

  function show({ text, kind = 'default', durationMs, tone = 'info' }: ToastOptions): number {
    const id = nextId++;
    // A centred toast replaces the previous centred one, as a native toast does.
    if (kind !== 'notice') items.filter((t) => t.kind !== 'notice').forEach((t) => hide(t.id));
    items = [...items, { id, text, kind, tone }];
    emit();
    // Its time counts from the frame that first shows it: a toast shown as a slow phone renders the screen it was
    // sent to (an access rule's message) would otherwise spend its seconds behind that work and flash by unread,
    // and one shown in a hidden tab waits for the player to come back.
    clock.nextFrame(() => {
      if (items.some((t) => t.id === id) && !timers.has(id))
        timers.set(
          id,
          clock.setTimeout(() => hide(id), durationMs ?? TOAST_MS[kind]),
        );
    });
    return id;
  }

  return {
    show,
    hide,
    /** Shows a loading toast (10 s at most); returns the function that hides it. */
    loading(text: string): () => void {
      const id = show({ text, kind: 'loading' });
      return () => hide(id);
    },
    /** Removes every toast (route change, tests). */
    clear(): void {
      [...items].forEach((t) => hide(t.id));
    },
    /** The current toasts (an immutable snapshot, for useSyncExternalStore). */
    getSnapshot: (): readonly ToastItem[] => items,
    /** Calls listener on every change; returns unsubscribe. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A toast store's API. */
export type ToastStore = ReturnType<typeof createToastStore>;
/** The app's shared toast store: toast.show({ text, kind }), toast.loading(text) returns hide. */
export const toast: ToastStore = createToastStore();
