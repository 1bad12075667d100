// Whether the screen a component is in is the one shown. A screen just left stays mounted, hidden, for a few frames
// (app.tsx useLeaving); a modal it had open is portalled out of it, so it reads this to close with its screen
// rather than stay over the next one (and keep its scroll lock) until the left screen unmounts. A screen rendered
// ahead (use-ahead.ts) is not shown either until the player goes to it: its modals wait.
// Each visit's screen gets a flag of its own through context, and the flag, not the context's value, changes when
// the screen starts being left: the components that read it (dialogs and sheets) render again, and React does not
// search the left screen's whole tree for them inside the tap (a new context value cost that search, 4 ms of a
// route change from home at 4x CPU).
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from './react-deps.ts';
import { afterPaint } from '../yield.ts';

/** One visit's screen: shown (from the start, or once a screen rendered ahead is gone to) until it starts being left. */
export interface ShownFlag {
  shown(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * A visit's flag: `show()` marks a screen rendered ahead as gone to, `leave()` its screen as being left (once, for
 * good); each tells the components that read it.
 */
export function shownFlag(ahead = false): ShownFlag & { show(): void; leave(): void } {
  let shown = !ahead;
  let left = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (shown === value) return;
    shown = value;
    for (const listener of listeners) listener();
  };
  return {
    shown: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show() {
      if (!left) set(true);
    },
    leave() {
      left = true;
      set(false);
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

/**
 * Whether the screen this component is in has been shown: at once for a screen shown from the start; for one
 * rendered ahead (use-ahead.ts), from the task after the frame that shows it (nothing renders in the tap for it);
 * and it stays true while the screen is being left. Without rendering on leaving: the components of a screen being
 * left are not searched or rendered for it.
 */
export function useShownOnce(): boolean {
  const flag = useContext(ScreenShown);
  const [once, setOnce] = useState(flag.shown);
  useEffect(() => {
    if (once) return;
    if (flag.shown()) return setOnce(true);
    let cancel = () => {};
    const stop = flag.subscribe(() => {
      if (flag.shown()) cancel = afterPaint(() => setOnce(true));
    });
    return () => {
      stop();
      cancel();
    };
  }, [flag, once]);
  return once;
}
