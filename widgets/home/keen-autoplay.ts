// A keen-slider plugin that advances the slider by itself and stops when it should not move: off screen, page
// hidden, reduced motion, while the player touches or hovers it, or with too few slides.
import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';
import { observeInView, prefersReducedMotion, shouldAutoplay } from './motion.ts';

/**
 * intervalMs between steps; continuous: glide one slide per intervalMs with no pause (tickers, carousels);
 * firstStepMs: when the first step is due, counted from now (a slider attached late keeps its cadence). A first
 * step that could not be taken by then (off screen, page hidden, touched) waits the full interval, as any other.
 */
export interface AutoplayOptions {
  intervalMs: number;
  firstStepMs?: number;
  minSlides?: number;
  continuous?: boolean;
  durationMs?: number;
}

const linear = (t: number) => t;

/** The autoplay plugin. */
export function autoplay({ intervalMs, firstStepMs, minSlides = 2, continuous = false, durationMs }: AutoplayOptions): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let firstAt = firstStepMs === undefined ? undefined : performance.now() + firstStepMs;
    let visible = false;
    let held = false;
    let stopObserving = () => {};
    const can = () =>
      shouldAutoplay({
        count: slider.slides.length,
        minCount: minSlides,
        visible,
        held,
        pageHidden: document.visibilityState === 'hidden',
        reducedMotion: prefersReducedMotion(),
      });
    const step = () => {
      if (!can() || !slider.track.details) return;
      if (continuous) slider.moveToIdx(slider.track.details.abs + 1, true, { duration: intervalMs, easing: linear });
      else slider.moveToIdx(slider.track.details.abs + 1, true, durationMs ? { duration: durationMs } : undefined);
    };
    const schedule = () => {
      clearTimeout(timer);
      if (!can()) return;
      if (continuous) step();
      else {
        const left = firstAt === undefined ? 0 : firstAt - performance.now();
        firstAt = undefined;
        timer = setTimeout(step, left > 0 ? left : intervalMs);
      }
    };
    const pause = () => {
      clearTimeout(timer);
      if (continuous) slider.animator.stop();
    };
    const hold = () => {
      held = true;
      pause();
    };
    const release = () => {
      held = false;
      schedule();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? pause() : schedule());
    slider.on('created', () => {
      slider.container.addEventListener('mouseenter', hold);
      slider.container.addEventListener('mouseleave', release);
      // Attached under the pointer (sliders attach late, use-slider.ts): no mouseenter comes, but it is hovered.
      held = slider.container.matches?.(':hover') === true;
      document.addEventListener('visibilitychange', onVisibility);
      stopObserving = observeInView(slider.container, (v) => {
        visible = v;
        if (v) schedule();
        else pause();
      });
    });
    slider.on('dragStarted', hold);
    slider.on('dragEnded', release);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      clearTimeout(timer);
      stopObserving();
      document.removeEventListener('visibilitychange', onVisibility);
    });
  };
}
