// When a screen's deferred widgets mount. `"defer": true`: once the first screenful has painted (engine/settled.ts).
// `"defer": "near"`: then too, but only once its place in the page (an empty marker until it mounts) comes within
// NEAR_MARGIN of the view, so a player who never scrolls that far never pays for its code's work, requests or
// images. One widget per task, in document order, each its own small commit. `"defer": "code"`: a page the server
// rendered has it in its HTML from the start, and its hydration boundary waits for its code (see lateModule).
import { lazy, startTransition, useCallback, useEffect, useMemo, useRef, useState } from './react-deps.ts';
import type { ScreenDef, WidgetNode } from '../schema-types.ts';
import type { WidgetModule } from '../widget-module.ts';
import type { Prepared } from '../screens/prepare.ts';
import { renderingServerHtml } from './hydration.ts';
import { walkWidgets } from '../screens/tree.js';
import { whenSettled } from '../settled.ts';
import { nextTask } from '../yield.ts';

/** How far beyond the view (above and below) a "near" widget's place must come for it to mount: half a screen. */
const NEAR_MARGIN = '50% 0px';

/** Deferred nodes in document order: the order they mount in. */
function deferredNodes(screen: ScreenDef | undefined): WidgetNode[] {
  return screen ? [...walkWidgets(screen)].filter(([node]) => node.defer).map(([node]) => node) : [];
}

const NONE: ReadonlySet<WidgetNode> = new Set();

/**
 * The places of "near" widgets not mounted yet, watched by one IntersectionObserver: which of them are near (within
 * NEAR_MARGIN of the view; a place in a hidden screen, one being left, never is), as the observer last reported.
 * Where there is no observer, every place counts as near.
 */
function nearPlaces() {
  const places = new Map<Element, WidgetNode>();
  const near = new Set<WidgetNode>();
  const refs = new Map<WidgetNode, (el: HTMLElement | null) => void>();
  let waiting: (() => void) | null = null;
  const wake = () => {
    const w = waiting;
    waiting = null;
    w?.();
  };
  const io =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const e of entries) {
              const node = places.get(e.target);
              if (node && e.isIntersecting) near.add(node);
              else if (node) near.delete(node);
            }
            wake();
          },
          { rootMargin: NEAR_MARGIN },
        );
  const next = () =>
    new Promise<void>((resolve) => {
      waiting = resolve;
    });
  return {
    /** The ref for a node's place (the same function each time, so React does not detach and attach it again). */
    ref(node: WidgetNode) {
      let ref = refs.get(node);
      if (!ref) {
        let at: HTMLElement | null = null;
        ref = (el) => {
          if (at) {
            io?.unobserve(at);
            places.delete(at);
            near.delete(node);
          }
          at = el;
          if (!el) return;
          places.set(el, node);
          io?.observe(el);
        };
        refs.set(node, ref);
      }
      return ref;
    },
    isNear: (node: WidgetNode) => !io || near.has(node),
    /** Resolves at the observer's next report (a place came near or went away), or at `wake()`. */
    next,
    /**
     * Asks the observer again about every place: after a mount, the places below it have moved, and the observer
     * reports only changes, so what it said before may be out of date. Resolves once it has answered.
     */
    refresh(): Promise<void> {
      if (!io || !places.size) return Promise.resolve();
      io.takeRecords();
      near.clear();
      const answered = next();
      for (const el of places.keys()) {
        io.unobserve(el);
        io.observe(el);
      }
      return answered;
    },
    wake,
  };
}

/** The module each served node of a prepared screen mounts with, chosen once: its component must stay the same. */
const chosen = new WeakMap<Prepared, Map<WidgetNode, WidgetModule>>();

/**
 * What a node the server rendered (`"defer": "code"`) mounts with in the page it rendered: its module when its code
 * is in (on the server, always), else one whose component is lazy. In the hydrating render the lazy component
 * suspends inside the node's hydration boundary (hydration.ts), and React keeps the server's HTML there, untouched,
 * until the code has loaded (asked once the page's frame has committed, `after`: it is no part of the first
 * paint's chunks and does not compete with them), then hydrates it with
 * the data the server rendered it with: no empty place, no second request. The page's hydration ends after it.
 */
function lateModule(prepared: Prepared, node: WidgetNode, after: Promise<void>): WidgetModule | undefined {
  let nodes = chosen.get(prepared);
  if (!nodes) chosen.set(prepared, (nodes = new Map()));
  let mod = nodes.get(node);
  if (!mod) {
    mod = prepared.modules.get(node.type);
    const load = prepared.lateOne;
    if (!mod && load) {
      const type = node.type;
      const Component = lazy(() =>
        after
          .then(() => load(type))
          .then((m) => {
            if (!m) throw new Error(`widget "${type}" could not be loaded`);
            return { default: m.Component };
          }),
      );
      mod = { type, Component };
    }
    if (mod) nodes.set(node, mod);
  }
  return mod;
}

export interface Deferred {
  /** Whether a deferred node may mount now. */
  mayMount(node: WidgetNode): boolean;
  /** The module a node the server rendered although deferred mounts with (undefined for any other node). */
  served(node: WidgetNode): WidgetModule | undefined;
  /** The ref for the place of a "near" node that has not mounted yet. */
  place(node: WidgetNode): (el: HTMLElement | null) => void;
  /** Whether deferred widgets are being mounted (the page's main says busy meanwhile). */
  busy: boolean;
}

/**
 * Mounts the deferred widgets of a prepared screen as they become due; `then` starts once the first of them are
 * in (all but the "near" ones not yet in view): the page's next work, such as getting the footer's targets ready,
 * for as long as `live()` says the screen is still mounted.
 */
export function useDeferred(
  prepared: Prepared | null,
  onProblems: (problems: Prepared['problems']) => void,
  then: (live: () => boolean) => Promise<void>,
): Deferred {
  const order = useMemo(() => deferredNodes(prepared?.screen), [prepared]);
  // Rendered by the server, or hydrating what it rendered: the "code" nodes are in the page from the start.
  const [fromServer] = useState(renderingServerHtml);
  const isServed = (node: WidgetNode) => fromServer && node.defer === 'code';
  // Resolves once the page's frame has committed (its first screenful is mounted): then served nodes' code loads.
  const [framed] = useState(() => {
    let done = () => {};
    const committed = new Promise<void>((resolve) => {
      done = resolve;
    });
    return { committed, done };
  });
  useEffect(() => framed.done(), []);
  const [mounted, setMounted] = useState(NONE);
  // Only a screen with deferred widgets ever changes this (what it says counts only for one): a screen without them
  // then commits once, where a no-op change of it rendered the whole screen again in the frame after a route change.
  const [busy, setBusy] = useState(true);
  // Resolves when the last `mounted` step has committed: the next widget mounts only after it, so each widget's
  // commit (its DOM, effects and layout, which React does not split) is a task of its own, never two at once.
  const committed = useRef<(() => void) | null>(null);
  useEffect(() => {
    committed.current?.();
    committed.current = null;
  }, [mounted]);

  const placesRef = useRef<ReturnType<typeof nearPlaces> | null>(null);
  placesRef.current ??= nearPlaces();
  // Each place unobserves itself as it goes (its ref is called with null), so the observer is left with nothing.
  const places = placesRef.current;

  useEffect(() => {
    if (!prepared) return;
    let live = true;
    setMounted(NONE);
    if (order.length) setBusy(true);
    whenSettled().then(async () => {
      if (!live) return;
      if (order.length) {
        const problems = await (prepared.later?.() ?? []);
        if (!live) return;
        if (problems.length) onProblems(problems);
      }
      let done: ReadonlySet<WidgetNode> = new Set(order.filter(isServed));
      let ranThen = false;
      while (live) {
        const next = order.find((n) => !done.has(n) && (n.defer !== 'near' || places.isNear(n)));
        if (next) {
          setBusy(true);
          done = new Set(done).add(next);
          const step = done;
          const ready = new Promise<void>((resolve) => {
            committed.current = resolve;
          });
          startTransition(() => setMounted(step));
          await ready;
          await Promise.all([nextTask(), places.refresh()]);
          continue;
        }
        if (order.length) setBusy(false);
        // Not awaited: a place that comes near meanwhile mounts at once, not after all of it.
        if (!ranThen) void then(() => live);
        ranThen = true;
        if (done.size === order.length) return;
        await places.next();
      }
    });
    return () => {
      live = false;
      places.wake();
    };
  }, [prepared]);

  const mayMount = useCallback((node: WidgetNode) => isServed(node) || mounted.has(node), [mounted]);
  const served = useCallback(
    (node: WidgetNode) => (prepared && isServed(node) ? lateModule(prepared, node, framed.committed) : undefined),
    [prepared],
  );
  return { mayMount, served, place: places.ref, busy: order.length > 0 && busy };
}
