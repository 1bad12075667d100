// How a slider attaches and comes down, in the slider library's own chunk (keen.ts): use-slider.ts, in the first
// paint's script, only decides when.
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { autoplay as autoplayPlugin, type AutoplayOptions } from './keen-autoplay.ts';

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
export function destroyLater(node: HTMLElement, slider: KeenSliderInstance): void {
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
  if (!opts.now) await idle();
  await nextTurn();
  if (!opts.live()) return null;
  dying.get(node)?.();
  const { options, autoplay } = opts.settings();
  const firstStepMs = autoplay && Math.max(0, autoplay.intervalMs - (performance.now() - opts.shownAt));
  return new KeenSlider(node, options, autoplay ? [autoplayPlugin({ ...autoplay, firstStepMs })] : []);
}
