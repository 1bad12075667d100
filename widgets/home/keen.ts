// keen-slider, our autoplay plugin and how a slider attaches, loaded when a slider is about to move (use-slider.ts).
// A module of ours, so the lazily loaded chunk shares the engine's core chunk (build.mjs's one-core plugin) instead
// of splitting it.
export { attachSlider, destroyLater } from './slider-attach.ts';
