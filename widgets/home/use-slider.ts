// keen-slider, attached when a slider is about to move: its markup (first slide in place) paints at once, and the
// library (about 15 KB) is fetched only then, so a first load neither fetches it nor measures sliders (about
// 100 ms of main thread at 4x CPU) while the page is still loading. A slider that steps (home's banners and hot
// matches: a step every 5 s) attaches shortly before its first step is due; one that glides all the time (vendors,
// winners) when it comes into view (it stands still off screen anyway); either at once when the player reaches
// for it (a touch, the pointer, focus). If the library cannot load, the first slide simply stays, still usable.
// The first paint carries only this hook (when to attach); attaching and taking down is slider-attach.ts's, in the
// library's own chunk. keen-slider reads the page's direction once, when it attaches: an attached slider is built
// again when <html dir> changes (a switch to or from Arabic), or it keeps the old direction's offsets and shows nothing.
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import type { AutoplayOptions } from './keen-autoplay.ts';
import './slider.css';

type Library = typeof import('./slider-attach.ts');
let library: Promise<Library> | null = null;
/** The library once loaded: a slider's teardown needs it at once (there is a slider only once it has loaded). */
let loaded: Library | null = null;

/** The slider library, the autoplay plugin and how a slider attaches (slider-attach.ts), fetched once. */
const fetchLibrary = (): Promise<Library> =>
  (library ??= import('./slider-attach.ts').then((lib) => {
    loaded = lib;
    return lib;
  }));

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
      return (attaching = fetchLibrary()
        .then((lib) => lib.attachSlider(node, { now, shownAt, live: () => live, settings: () => latest.current }))
        .then(
          (instance) => {
            if (!instance) return null;
            // Gone between the attaching and now: taken down like any other.
            if (!live) {
              loaded?.destroyLater(node, instance);
              return null;
            }
            slider.current = instance;
            setReady(true);
            return instance;
          },
          (err) => {
            console.warn('[slider] not loaded; showing the first slide', err);
            return null;
          },
        ));
    };
    attachNow.current = () => attach(true);
    // A new direction: the attached slider comes down and a new one measures the slides in their new order.
    let dir = document.documentElement.dir;
    const direction = new MutationObserver(() => {
      if (document.documentElement.dir === dir) return;
      dir = document.documentElement.dir;
      if (!slider.current) return;
      loaded?.destroyLater(node, slider.current);
      slider.current = null;
      attaching = null;
      void attach(true);
    });
    direction.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
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
      direction.disconnect();
      stopWaiting();
      attachNow.current = () => Promise.resolve(null);
      if (slider.current) loaded?.destroyLater(node, slider.current);
      slider.current = null;
    };
  }, [node]);
  const attach = useRef(() => attachNow.current()).current;
  return [setNode, slider, ready, attach];
}
