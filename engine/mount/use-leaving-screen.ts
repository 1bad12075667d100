// Screens by visit: each visit to an address mounts its screen afresh, and the screen just left stays mounted,
// hidden, until the new one has painted (taking a big screen apart in the tap's task held the next frame back).
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from './react-deps.ts';
import { idleTask } from '../yield.ts';
import { shownFlag } from './screen-shown.ts';

/** The longest a left screen stays mounted (when no frame is drawn: a hidden tab). */
const LEAVING_MAX_MS = 2000;

/** A visit's screen as last committed. */
interface Shown {
  visit: string;
  element: ReactNode;
  flag: ReturnType<typeof shownFlag>;
}

/**
 * One visit to an address: [a new id each time the address changes, its screen's own shown flag (screen-shown.ts)].
 * `adopt` gives the visit a screen rendered ahead for the address (use-ahead.ts): its key as the id, and its flag,
 * shown from this render's commit.
 */
export function useVisit(address: string, adopt?: (address: string) => { key: string; flag: Shown['flag'] } | undefined) {
  const last = useRef<{ address: string; n: number; adopted?: { key: string; flag: Shown['flag'] } }>({ address, n: 0 });
  if (last.current.address !== address) last.current = { address, n: last.current.n + 1, adopted: adopt?.(address) };
  const { n, adopted } = last.current;
  const visit = adopted?.key ?? `${address}#${n}`;
  const flag = useMemo(() => adopted?.flag ?? shownFlag(), [visit]);
  useLayoutEffect(() => flag.show(), [flag]);
  return [visit, flag] as const;
}

/**
 * The screen just left, kept in the document but not shown (after the `.app-leaving` mark: display none) until the
 * new screen has painted, then unmounted. Taking a big screen apart (its effects' cleanup, its fibers and DOM) is
 * as much work as building the next one: done in the tap's task, it held the new screen's first frame back by as
 * much. Its effects run on meanwhile (a few frames), as they would have until the tap's task ended.
 */
export function useLeaving(visit: string, element: ReactNode, flag: Shown['flag'], keep: boolean): Shown | null {
  const shown = useRef<Shown | null>(null);
  const [leaving, setLeaving] = useState<Shown | null>(null);
  // The address changed: the screen last committed becomes the leaving one (this re-renders at once, before commit).
  if (keep && shown.current && shown.current.visit !== visit && leaving?.visit !== shown.current.visit) setLeaving(shown.current);
  useLayoutEffect(() => {
    shown.current = { visit, element, flag };
  });
  // Its modals close before the new screen's first frame (a flag change in a layout effect renders them at once).
  useLayoutEffect(() => leaving?.flag.leave(), [leaving]);
  useEffect(() => {
    if (!leaving) return;
    let live = true;
    const remove = () => {
      if (!live) return;
      live = false;
      startTransition(() => setLeaving(null));
    };
    // After the new screen's frame and the one after it, when the browser is idle; a hidden tab draws no frames.
    requestAnimationFrame(() => requestAnimationFrame(() => idleTask().then(remove)));
    const fallback = setTimeout(remove, LEAVING_MAX_MS);
    return () => {
      live = false;
      clearTimeout(fallback);
    };
  }, [leaving]);
  return leaving && leaving.visit !== visit ? leaving : null;
}
