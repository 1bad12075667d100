// Whether the screen a component is in is the one shown. A screen just left stays mounted, hidden, for a few frames
// (app.tsx useLeaving); a modal it had open is portalled out of it, so it reads this to close with its screen
// rather than stay over the next one (and keep its scroll lock) until the left screen unmounts.
// Each visit's screen gets a flag of its own through context, and the flag, not the context's value, changes when
// the screen starts being left: the components that read it (dialogs and sheets) render again, and React does not
// search the left screen's whole tree for them inside the tap (a new context value cost that search, 4 ms of a
// route change from home at 4x CPU).
import { createContext, useContext, useSyncExternalStore } from './react-deps.ts';

/** One visit's screen: shown until it starts being left. */
export interface ShownFlag {
  shown(): boolean;
  subscribe(listener: () => void): () => void;
}

/** A visit's flag; `leave()` marks its screen as being left (once) and tells the components that read it. */
export function shownFlag(): ShownFlag & { leave(): void } {
  let shown = true;
  const listeners = new Set<() => void>();
  return {
    shown: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leave() {
      if (!shown) return;
      shown = false;
      for (const listener of listeners) listener();
    },
  };
}

const ALWAYS: ShownFlag = { shown: () => true, subscribe: () => () => {} };

/** The app gives each visit's screen its flag; outside one (a component on its own), the screen is shown. */
export const ScreenShown = createContext<ShownFlag>(ALWAYS);

/** False while the screen this component is in is being left. */
export function useScreenShown(): boolean {
  const flag = useContext(ScreenShown);
  return useSyncExternalStore(flag.subscribe, flag.shown, flag.shown);
}
