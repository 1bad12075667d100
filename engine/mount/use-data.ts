// The one hook widgets load data with: a status (loading, ready, failed), the value, the error and a reload.
// Each load gets an AbortSignal that is aborted when the widget unmounts, when `deps` change and on reload, and an
// aborted load's answer is ignored, so a slow reply never overwrites a fresher one. With `serve`, a server-rendered
// page starts with the value the server rendered (useFirstData) and does not ask again unless a player is signed in
// (the value stays shown, status 'ready', while the player's loads). In a screen rendered ahead of a tap
// (use-ahead.ts), nothing loads until it is gone to: the platform is asked once per visit, as without it.
import { startTransition, useCallback, useEffect, useRef, useState } from './react-deps.ts';
import { useFirstData } from './hydration.ts';
import { afterPaint, inInputTask } from '../yield.ts';
import { useShownOnce } from './screen-shown.ts';

/** Where a load stands. */
export type DataStatus = 'loading' | 'ready' | 'failed';

/** What a loading widget renders from; `status` 'ready' narrows `value` to the loaded value. */
export type Data<T> = State<T> & {
  /** Loads again (aborting a load under way). */
  reload(): void;
};

type State<T> = (
  | { status: 'ready'; value: T }
  /** The last value loaded, null before the first; kept while loading again and after a failure (read `status`). */
  | { status: 'loading' | 'failed'; value: T | null }
) & {
  /** Why the last load failed (null unless `status` is 'failed'). */
  error: unknown;
};

/** Whether two deps lists hold the same values (as React compares an effect's deps). */
export const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

export interface DataOptions {
  /** False waits (nothing loads; the status stays as it is) until it turns true; default true. */
  enabled?: boolean;
  /** Keeps status 'ready' with the last value while loading again: on reload() only, or on every later load
   * (deps changes too). Without it every load shows 'loading'. */
  keep?: 'reload' | 'always';
  /** The server renders the page with this data (only for loads a visitor may see); default false. */
  serve?: boolean;
}

/** Runs `load` now, whenever `deps` change and on reload(); see DataOptions for `enabled`, `keep` and `serve`. */
export function useData<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], options: DataOptions = {}): Data<T> {
  const { keep, serve = false } = options;
  const shownOnce = useShownOnce();
  const enabled = (options.enabled ?? true) && shownOnce;
  // The server's load is never aborted: the render waits for it within its budget.
  const first = useFirstData(() => load(new AbortController().signal), serve && enabled);
  const [state, setState] = useState<State<T>>(
    first ? { status: 'ready', value: first.data, error: null } : { status: 'loading', value: null, error: null },
  );
  // The deps the state is for: a render with new deps says 'loading' at once (its effect starts their load), so a
  // widget never takes the last deps' value or failure for the new ones, not even for one render.
  const [stateFor, setStateFor] = useState(deps);
  const [round, setRound] = useState(0);
  const served = useRef(first !== null && !first.reload);
  // The visitor's value the server rendered, loaded again for a signed-in player: shown until the player's arrives.
  const refresh = useRef(first?.reload === true);
  const lastRound = useRef(round);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    const byReload = round !== lastRound.current;
    lastRound.current = round;
    if (served.current) {
      served.current = false;
      return;
    }
    const abort = new AbortController();
    const stay = keep === 'always' || (keep === 'reload' && byReload) || refresh.current;
    refresh.current = false;
    setState((s) => (stay && s.status === 'ready' ? s : { ...s, status: 'loading', error: null }));
    // A load that throws before returning its promise fails like one that rejects.
    // What arrives is shown as a transition: React renders it (a grid of tiles, say) in short slices between
    // the browser's other work rather than in one task.
    setStateFor((f) => (sameDeps(f, deps) ? f : deps));
    const start = () =>
      new Promise<T>((resolve) => resolve(loadRef.current(abort.signal))).then(
        (value) => {
          if (!abort.signal.aborted) startTransition(() => setState({ status: 'ready', value, error: null }));
        },
        (error: unknown) => {
          if (!abort.signal.aborted) startTransition(() => setState((s) => ({ status: 'failed', value: s.value, error })));
        },
      );
    // A load a tap asks for (a screen it opens, a filter it changes) starts after the frame that answers the tap:
    // the requests' setup in the tap's task held that frame back (a signed-in tap to the member centre starts four
    // platform calls). The answer cannot come within a frame anyway.
    const cancel = inInputTask() ? afterPaint(() => void start()) : (void start(), () => {});
    return () => {
      cancel();
      abort.abort();
    };
  }, [...deps, enabled, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (enabled && keep !== 'always' && state.status !== 'loading' && !sameDeps(stateFor, deps))
    return { status: 'loading', value: state.value, error: null, reload };
  return { ...state, reload };
}
