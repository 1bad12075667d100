// keen-slider, attached when a slider is about to move: its markup (first slide in place) paints at once, and the
// library (about 15 KB) is fetched only then, so a first load neither fetches it nor measures sliders (about
// 100 ms of main thread at 4x CPU) while the page is still loading. A slider that steps (home's banners and hot
// matches: a step every 5 s) attaches shortly before its first step is due; one that glides all the time (vendors,
// winners) when it comes into view (it stands still off screen anyway); either at once when the player reaches
// for it (a touch, the pointer, focus). If the library cannot load, the first slide simply stays, still usable.
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import type { AutoplayOptions } from './keen-autoplay.ts';
import './slider.css';

type Library = typeof import('./keen.ts');
let library: Promise<Library> | null = null;

/** Resolves once the page has loaded (unless `afterLoad` is false) and the browser is idle (or after `timeoutMs` at most). */
function idle(timeoutMs = 2000, afterLoad = true): Promise<void> {
  return new Promise((done) => {
    const go = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => done(), { timeout: timeoutMs }) : setTimeout(done, 1);
    if (!afterLoad || document.readyState === 'complete') go();
    else addEventListener('load', go, { once: true });
  });
}

/**
 * Sliders attach one per task (each its own short task, not one long one for all of home's sliders), each in the
 * task just after a frame: the page's layout is then up to date, so the slider's measuring reads it instead of
 * laying the page out again inside its own task.
 */
let turns: Promise<unknown> = Promise.resolve();
const afterFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const nextTurn = () => (turns = turns.then(afterFrame));

/**
 * Sliders taken down but not yet destroyed, by container. keen-slider's destroy reads computed styles (a forced
 * style and layout pass): run while a tap changes screen, it lays out the next screen inside the tap's task, so it
 * runs once the browser is idle again. A slider attaching to the same container first finishes the old one.
 */
const dying = new WeakMap<HTMLElement, () => void>();
function destroyLater(node: HTMLElement, slider: KeenSliderInstance) {
  // Still now: no step of its animation while the screen changes.
  slider.animator.stop();
  const destroy = () => {
    if (dying.get(node) !== destroy) return;
    dying.delete(node);
    slider.destroy();
  };
  dying.set(node, destroy);
  idle(2000, false).then(destroy);
}

/** The slider library and the autoplay plugin, fetched once. */
const fetchLibrary = (): Promise<Library> => (library ??= import('./keen.ts'));

/** The slider library and the autoplay plugin, after load and idle (or at once, `now`: the player reached for one). */
export const loadSlider = (now = false): Promise<Library> => (now ? fetchLibrary() : idle().then(fetchLibrary));

/** How long before a stepping slider's first step is due it attaches: the library loads and the slider measures. */
export const ATTACH_LEAD_MS = 1500;
/** What attaches a slider at once: the player about to swipe, press or tab into it. */
const REACHED_FOR = ['pointerdown', 'touchstart', 'mouseenter', 'focusin'] as const;

/**
 * Like keen-slider's useKeenSlider with our autoplay plugin: a ref for the container and the instance (null until
 * attached), whether it is attached, and `attach()`, which attaches it now (a control that needs the slider, such as
 * a dot, calls it) and resolves with the instance (null if the library cannot load or the slider went). Options are
 * read when the slider attaches (key the component to reset).
 */
export function useSlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  autoplay?: AutoplayOptions,
): [(node: T | null) => void, MutableRefObject<KeenSliderInstance | null>, boolean, () => Promise<KeenSliderInstance | null>] {
  const slider = useRef<KeenSliderInstance | null>(null);
  const [node, setNode] = useState<T | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ options, autoplay });
  latest.current = { options, autoplay };
  const attachNow = useRef<() => Promise<KeenSliderInstance | null>>(() => Promise.resolve(null));
  useEffect(() => {
    if (!node) return;
    let live = true;
    const shownAt = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inView: IntersectionObserver | undefined;
    const onReach = () => void attach(true);
    const stopWaiting = () => {
      clearTimeout(timer);
      inView?.disconnect();
      for (const type of REACHED_FOR) node.removeEventListener(type, onReach);
    };
    let attaching: Promise<KeenSliderInstance | null> | null = null;
    const attach = (now: boolean) => {
      if (attaching) return attaching;
      stopWaiting();
      return (attaching = loadSlider(now)
        .then((lib) => nextTurn().then(() => lib))
        .then(
          ({ default: Slider, autoplay: plugin }) => {
            if (!live) return null;
            dying.get(node)?.();
            const { options: o, autoplay: a } = latest.current;
            // The first step comes when it would have, had the slider attached at once.
            const firstStepMs = a && Math.max(0, a.intervalMs - (performance.now() - shownAt));
            slider.current = new Slider(node, o, a ? [plugin({ ...a, firstStepMs })] : []);
            setReady(true);
            return slider.current;
          },
          (err) => {
            console.warn('[slider] not loaded; showing the first slide', err);
            return null;
          },
        ));
    };
    attachNow.current = () => attach(true);
    const a = latest.current.autoplay;
    if (!a) void attach(false);
    else {
      for (const type of REACHED_FOR) node.addEventListener(type, onReach, { passive: true });
      if (!a.continuous) timer = setTimeout(() => void attach(false), Math.max(0, a.intervalMs - ATTACH_LEAD_MS));
      else if (typeof IntersectionObserver === 'undefined') void attach(false);
      else {
        inView = new IntersectionObserver((entries) => {
          if (entries.some((e) => e.isIntersecting)) void attach(false);
        });
        inView.observe(node);
      }
    }
    return () => {
      live = false;
      stopWaiting();
      attachNow.current = () => Promise.resolve(null);
      if (slider.current) destroyLater(node, slider.current);
      slider.current = null;
    };
  }, [node]);
  const attach = useRef(() => attachNow.current()).current;
  return [setNode, slider, ready, attach];
}
