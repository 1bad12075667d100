// How a slider attaches and comes down, loaded with the slider library in a chunk of its own: use-slider.ts, in the first
// paint's script, only decides when.
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { autoplay as autoplayPlugin, type AutoplayOptions } from './keen-autoplay.ts';
import { idleTask } from '../../engine/widget-module.ts';

/** Resolves once the page has loaded, then at the browser's next idle period. */
const loadedAndIdle = (): Promise<void> =>
  (document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((done) => addEventListener('load', () => done(), { once: true }))
  ).then(idleTask);

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
export function destroyLater(node: HTMLElement, slider: KeenSliderInstance): void {
  // Still now: no step of its animation while the screen changes.
  slider.animator.stop();
  const destroy = () => {
    if (dying.get(node) !== destroy) return;
    dying.delete(node);
    slider.destroy();
  };
  dying.set(node, destroy);
  idleTask().then(destroy);
}

/**
 * Attaches a slider to `node`: at once (`now`, the player reached for it) or once the page has loaded and the browser
 * is idle, then in the task after a frame. Null when the slider went meanwhile (`live()` false). `shownAt`: when
 * its markup showed, so the first autoplay step comes when it would have, had the slider attached at once.
 */
export async function attachSlider(
  node: HTMLElement,
  opts: {
    now: boolean;
    shownAt: number;
    live: () => boolean;
    settings: () => { options: KeenSliderOptions; autoplay?: AutoplayOptions };
  },
): Promise<KeenSliderInstance | null> {
  if (!opts.now) await loadedAndIdle();
  await nextTurn();
  if (!opts.live()) return null;
  dying.get(node)?.();
  const { options, autoplay } = opts.settings();
  const firstStepMs = autoplay && Math.max(0, autoplay.intervalMs - (performance.now() - opts.shownAt));
  return new KeenSlider(node, options, autoplay ? [autoplayPlugin({ ...autoplay, firstStepMs })] : []);
}
