// The sliders' autoplay plugin (widgets/home/keen-autoplay.ts) with a slider attached late: its first step comes
// when it would have with the slider attached at once (firstStepMs), and only the first; a first step that could
// not be taken by then waits a full interval, as any other.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { KeenSliderInstance } from 'keen-slider';
import { autoplay, type AutoplayOptions } from '../../../widgets/home/keen-autoplay.ts';

const s = suite('autoplay: the first step of a late slider');

let now = 0;
let timers: Array<{ fn: () => void; ms: number }> = [];
const real = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  now: performance.now,
  document: globalThis.document,
};
s.before.each(() => {
  now = 0;
  timers = [];
  (globalThis as any).setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms });
  (globalThis as any).clearTimeout = (id: number) => {
    if (timers[id - 1]) timers[id - 1]!.fn = () => {};
  };
  performance.now = () => now;
  // No IntersectionObserver here: the plugin's slider counts as in view.
  (globalThis as any).document = { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} };
});
s.after.each(() => {
  globalThis.setTimeout = real.setTimeout;
  globalThis.clearTimeout = real.clearTimeout;
  performance.now = real.now;
  (globalThis as any).document = real.document;
});

/** A stand-in for keen-slider: three slides, and what the plugin calls. */
function fakeSlider(options: AutoplayOptions, hovered = false) {
  const handlers: Record<string, Array<() => void>> = {};
  const moves: number[] = [];
  const listeners: Record<string, () => void> = {};
  const slider = {
    slides: [{}, {}, {}],
    track: { details: { abs: 0 } },
    container: {
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      removeEventListener() {},
      matches: (selector: string) => selector === ':hover' && hovered,
    },
    animator: { stop() {} },
    on: (event: string, fn: () => void) => (handlers[event] ??= []).push(fn),
    moveToIdx: (i: number) => moves.push(i),
  };
  autoplay(options)(slider as unknown as KeenSliderInstance);
  return { fire: (event: string) => handlers[event]?.forEach((fn) => fn()), moves, pointer: (type: string) => listeners[type]?.() };
}
const waits = () => timers.map((t) => t.ms);

s('the first step waits what is left of the interval, the next ones the whole interval', () => {
  const slider = fakeSlider({ intervalMs: 5000, firstStepMs: 1500 });
  slider.fire('created');
  assert.equal(waits(), [1500]);
  now = 1500;
  timers[0]!.fn();
  assert.equal(slider.moves, [1], 'it stepped');
  slider.fire('animationEnded');
  assert.equal(waits(), [1500, 5000]);
});

s('a first step that could not come in time waits a whole interval', () => {
  const slider = fakeSlider({ intervalMs: 5000, firstStepMs: 1500 });
  // Its first chance to move is after the time it was due (it was scrolled off, the page hidden, ...).
  now = 4000;
  slider.fire('created');
  assert.equal(waits(), [5000]);
});

s('attached under the pointer, it waits for the pointer to leave', () => {
  const slider = fakeSlider({ intervalMs: 5000, firstStepMs: 1500 }, true);
  slider.fire('created');
  assert.equal(waits(), [], 'held: no step scheduled');
  slider.pointer('mouseleave');
  assert.equal(waits(), [1500]);
});

s('without firstStepMs, every step waits the interval', () => {
  const slider = fakeSlider({ intervalMs: 5000 });
  slider.fire('created');
  assert.equal(waits(), [5000]);
});

s.run();
