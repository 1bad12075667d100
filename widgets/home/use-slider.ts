// keen-slider, attached after the page has loaded: a slider's markup (first slide in place) paints at once,
// and the library (about 15 KB) is fetched when the browser is idle, so it never delays home's first paint.
// If it cannot load, the first slide simply stays, still usable.
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

/** The slider library and the autoplay plugin, fetched once, after load and idle. */
export const loadSlider = (): Promise<Library> => (library ??= idle().then(() => import('./keen.ts')));

/**
 * Like keen-slider's useKeenSlider with our autoplay plugin: a ref for the container and the instance (null until
 * attached), plus whether it is attached. Options are read when the slider attaches (key the component to reset).
 */
export function useSlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  autoplay?: AutoplayOptions,
): [(node: T | null) => void, MutableRefObject<KeenSliderInstance | null>, boolean] {
  const slider = useRef<KeenSliderInstance | null>(null);
  const [node, setNode] = useState<T | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ options, autoplay });
  latest.current = { options, autoplay };
  useEffect(() => {
    if (!node) return;
    let live = true;
    loadSlider()
      .then((lib) => nextTurn().then(() => lib))
      .then(
        ({ default: Slider, autoplay: plugin }) => {
          if (!live) return;
          dying.get(node)?.();
          const { options: o, autoplay: a } = latest.current;
          slider.current = new Slider(node, o, a ? [plugin(a)] : []);
          setReady(true);
        },
        (err) => console.warn('[slider] not loaded; showing the first slide', err),
      );
    return () => {
      live = false;
      if (slider.current) destroyLater(node, slider.current);
      slider.current = null;
    };
  }, [node]);
  return [setNode, slider, ready];
}
