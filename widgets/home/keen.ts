// keen-slider and our autoplay plugin, loaded after the first paint (use-slider.ts). A module of ours, so the
// lazily loaded chunk shares the engine's core chunk (build.mjs's one-core plugin) instead of splitting it.
export { default } from 'keen-slider';
export { autoplay } from './keen-autoplay.ts';
