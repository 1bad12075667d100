// Server render and hydration. The server renders a page twice: the first pass collects the first
// data each widget asks for (useFirstData), the second renders with what arrived within the budget. The values
// used go into the page (id="render-data"), keyed by React's useId, and the client's hydrating render reads them,
// so both renders agree. While hydrating, the client renders the visitor's view (the server never sees a session);
// once hydrated, the player's view replaces it (endHydration).
// Each widget hydrates in a Suspense boundary of its own (HydrationBoundary): React hydrates the app's frame first,
// then the boundaries in a render that yields to the browser, so no single task hydrates the whole page. The
// hydration ends when the frame and every boundary are hydrated.
import { createElement, startTransition, Suspense, useEffect, useId, useLayoutEffect, useState, type ReactNode } from './react-deps.ts';

/** The server's collector for one page render. */
export interface Collector {
  /** Loads started by the first pass, by component id. */
  loads: Map<string, Promise<unknown>>;
  /** Values that arrived in time, by component id. */
  done: Map<string, unknown>;
  /** The values the final pass rendered with: what the page carries to the client. */
  used: Record<string, unknown>;
}

let collector: Collector | null = null;
let pageData: Record<string, unknown> | null = null;
let hydrating = false;
let restore: (() => void) | null = null;
let setAside = false;
/** Boundaries met by the hydrating render that have not hydrated yet; the frame's own commit counts as one. */
let pending = 0;
const listeners = new Set<() => void>();

/** A new, empty collector. */
export const newCollector = (): Collector => ({ loads: new Map(), done: new Map(), used: {} });

/** Runs a synchronous server render with `c` collecting (renders are synchronous, so one at a time). */
export function collecting<T>(c: Collector, render: () => T): T {
  collector = c;
  try {
    return render();
  } finally {
    collector = null;
  }
}

/** Client: the page is server-rendered; its render data is read by the hydrating render, and `undo` (the
 * player's session, set aside so the first render is the visitor's, like the server's) runs when it is done. */
export function beginHydration(data: Record<string, unknown>, undo: (() => void) | null): void {
  hydrating = true;
  pageData = data;
  restore = undo;
  setAside = undo !== null;
  pending = 1;
}

/** Client: the hydrating render of the frame, or of one boundary, is done; the last one ends the hydration. */
export function endHydration(): void {
  if (!hydrating || --pending > 0) return;
  hydrating = false;
  pageData = null;
  restore?.();
  restore = null;
  for (const l of listeners) l();
}

/** Whether this render is the server's or the hydration of what it rendered (not one the client does on its own). */
export const renderingServerHtml = (): boolean => collector !== null || hydrating;

/** Client: whether the page is hydrating now (false on the server, whose renders `useHydrating` knows of). */
export const hydratingNow = (): boolean => hydrating;

/** Calls `listener` when the hydration ends (the set-aside session is back by then); returns the unsubscribe. */
export function onHydrationEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True on the server and during the hydrating render; false once the client renders on its own. The switch is
 * a transition: a component that reads it renders again when the hydration ends, and as a transition React does
 * that in short slices instead of one long task. (Widgets' state reads do not depend on it: see useTracked.) */
export function useHydrating(): boolean {
  const [now, setNow] = useState(() => collector !== null || hydrating);
  useEffect(() => {
    const follow = () => startTransition(() => setNow(hydrating));
    listeners.add(follow);
    // The hydration may have ended between this component's render and its effect.
    if (now !== hydrating) follow();
    return () => {
      listeners.delete(follow);
    };
  }, []);
  return now;
}

/** Marks the document (`data-hydrated` on <html>) once the app renders for its own player: what shows before is
 * the visitor's view the server rendered, and a signed-in player's access rules apply only after it. Browser tests
 * and tools wait for the mark; `hydrating` is the App's useHydrating(). */
export function useHydratedMark(hydrating: boolean): void {
  useEffect(() => {
    if (!hydrating) document.documentElement.dataset.hydrated = '';
  }, [hydrating]);
}

/** A first value from the server; `reload`: it is the visitor's, and a player is signed in, so load again. */
export interface FirstData<T> {
  data: T;
  reload: boolean;
}

/**
 * The first value a widget shows, when the server loaded it: on the server (second pass) the value that arrived
 * within the budget, on the client the value the server rendered with, else null (render the loading state and
 * load as usual). `load` runs on the server only; `enabled` false asks for nothing.
 */
export function useFirstData<T>(load: () => Promise<T>, enabled = true): FirstData<T> | null {
  const id = useId();
  const [first] = useState(() => {
    if (!enabled) return null;
    if (collector) {
      if (collector.done.has(id)) {
        const data = collector.done.get(id) as T;
        collector.used[id] = data;
        return { data, reload: false };
      }
      if (!collector.loads.has(id)) {
        const loading = Promise.resolve().then(load);
        // A load the render stops waiting for (the budget ran out, or it began in the last pass) may still fail:
        // handled here, or the failure would end the server's process.
        loading.catch(() => {});
        collector.loads.set(id, loading);
      }
      return null;
    }
    // Read, not taken: React may render a boundary again before it commits (an interrupted hydration), and that
    // render must find the same value. The data goes when the hydration ends.
    if (pageData && Object.hasOwn(pageData, id)) return { data: pageData[id] as T, reload: setAside };
    return null;
  });
  return first;
}

/** A value made once per component, the same on the server and in the hydrating render (a random starting
 * figure, say): the server's goes into the page; elsewhere `make()` decides. */
export function useFirstValue<T>(make: () => T): T {
  const id = useId();
  const [value] = useState(() => {
    if (collector) {
      const v = Object.hasOwn(collector.used, id) ? (collector.used[id] as T) : make();
      collector.used[id] = v;
      return v;
    }
    if (pageData && Object.hasOwn(pageData, id)) return pageData[id] as T;
    return make();
  });
  return value;
}

/** Counts a boundary while the page hydrates; the returned function, called once, marks it hydrated (or gone). */
function holdHydration(): () => void {
  if (!hydrating) return () => {};
  pending++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    endHydration();
  };
}

interface Hold {
  release: (() => void) | null;
}

/** Inside a boundary, after its content: its effect runs once the content has hydrated (or rendered afresh). */
function Hydrated({ hold }: { hold: Hold }) {
  useEffect(() => hold.release?.(), [hold]);
  return null;
}

/** A Suspense boundary React hydrates on its own, after the page's frame; renders `children` unchanged. */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  // No state changes here: an update would reach the boundary before it hydrated and make React hydrate it at once.
  const [hold] = useState<Hold>(() => ({ release: null }));
  // Counted when the frame commits (before any boundary content hydrates); a boundary unmounted before it
  // hydrated (an error, a navigation) stops counting too.
  useLayoutEffect(() => {
    hold.release = holdHydration();
    return hold.release;
  }, [hold]);
  return createElement(Suspense, { fallback: null }, children, createElement(Hydrated, { hold }));
}
