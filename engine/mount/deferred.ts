// When a screen's deferred widgets mount. `"defer": true`: once the first screenful has painted (settled.ts).
// `"defer": "near"`: then too, but only once its place in the page (an empty marker until it mounts) comes within
// NEAR_MARGIN of the view, so a player who never scrolls that far never pays for its code's work, requests or
// images. One widget per task, in document order, each its own small commit.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ScreenDef, WidgetNode } from '../schema-types.ts';
import type { Prepared } from '../screens/prepare.ts';
import { walkWidgets } from '../screens/tree.js';
import { whenSettled } from './settled.ts';
import { nextTask } from '../yield.ts';

/** How far beyond the view (above and below) a "near" widget's place must come for it to mount: half a screen. */
const NEAR_MARGIN = '50% 0px';

/** Deferred nodes in document order: the order they mount in. */
function deferredNodes(screen: ScreenDef | undefined): WidgetNode[] {
  return screen ? [...walkWidgets(screen)].filter(([node]) => node.defer).map(([node]) => node) : [];
}

const NONE: ReadonlySet<WidgetNode> = new Set();

/** Whether a place is shown, within NEAR_MARGIN (half the view's height) of the view; always where there is no observer. */
function isNear(el: HTMLElement | undefined): boolean {
  if (typeof IntersectionObserver === 'undefined') return true;
  // Not a place in a screen being left (hidden) or gone.
  if (!el?.getClientRects().length) return false;
  const box = el.getBoundingClientRect();
  const margin = innerHeight / 2;
  return box.top <= innerHeight + margin && box.bottom >= -margin;
}

export interface Deferred {
  /** Whether a deferred node may mount now. */
  mayMount(node: WidgetNode): boolean;
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
  const [mounted, setMounted] = useState(NONE);
  const [busy, setBusy] = useState(true);
  // Resolves when the last `mounted` step has committed: the next widget mounts only after it, so each widget's
  // commit (its DOM, effects and layout, which React does not split) is a task of its own, never two at once.
  const committed = useRef<(() => void) | null>(null);
  useEffect(() => {
    committed.current?.();
    committed.current = null;
  }, [mounted]);

  // The places of "near" widgets not mounted yet. Whether one is near is read from the layout when the next
  // widget is picked (an observer's last report may predate the mount just made); the observer only wakes a loop
  // that waits for a place to come near.
  const places = useRef(new Map<WidgetNode, HTMLElement>());
  const wake = useRef<(() => void) | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const refs = useRef(new Map<WidgetNode, (el: HTMLElement | null) => void>());
  const place = useCallback((node: WidgetNode) => {
    let ref = refs.current.get(node);
    if (!ref) {
      ref = (el) => {
        const old = places.current.get(node);
        if (old) observer.current?.unobserve(old);
        places.current.delete(node);
        if (!el) return;
        places.current.set(node, el);
        if (typeof IntersectionObserver === 'undefined') return;
        observer.current ??= new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake.current?.(), {
          rootMargin: NEAR_MARGIN,
        });
        observer.current.observe(el);
      };
      refs.current.set(node, ref);
    }
    return ref;
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);

  useEffect(() => {
    if (!prepared) return;
    let live = true;
    setMounted(NONE);
    setBusy(order.length > 0);
    whenSettled().then(async () => {
      if (!live) return;
      if (order.length) {
        const problems = await (prepared.later?.() ?? []);
        if (!live) return;
        if (problems.length) onProblems(problems);
      }
      let done: ReadonlySet<WidgetNode> = NONE;
      let ranThen = false;
      while (live) {
        const next = order.find((n) => !done.has(n) && (n.defer !== 'near' || isNear(places.current.get(n))));
        if (next) {
          setBusy(true);
          done = new Set(done).add(next);
          const step = done;
          const ready = new Promise<void>((resolve) => {
            committed.current = resolve;
          });
          startTransition(() => setMounted(step));
          await ready;
          await nextTask();
          continue;
        }
        setBusy(false);
        // Not awaited: a place that comes near meanwhile mounts at once, not after all of it.
        if (!ranThen) void then(() => live);
        ranThen = true;
        if (done.size === order.length) return;
        await new Promise<void>((resolve) => {
          wake.current = resolve;
        });
        wake.current = null;
      }
    });
    return () => {
      live = false;
      wake.current?.();
    };
  }, [prepared]);

  const mayMount = useCallback((node: WidgetNode) => mounted.has(node), [mounted]);
  return { mayMount, place, busy: order.length > 0 && busy };
}
