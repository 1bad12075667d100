// A tap on a section the server rendered ahead of its code (`"defer": "code"`, deferred.ts) before that code has
// come: the section shows, but React cannot hydrate it yet and drops the tap. The last such tap on a button is kept
// and clicked again once the page has hydrated, so the player's tap is answered, late, instead of lost. Links are
// left alone: they work without a script.
import { afterPaint } from '../yield.ts';
import { onHydrationEnd } from './hydration.ts';

/**
 * Whether React's hydrating render has reached an element, by the mark React puts on each element it owns. Where
 * the page's frame shows none (a React that marks elements otherwise), every element counts as reached, so a tap is
 * never clicked twice.
 */
const reached = (el: Element | null, root: Element): boolean => {
  const marked = (e: Element | null) => !!e && Object.keys(e).some((k) => k.startsWith('__reactFiber$'));
  return marked(el) || !marked(root.querySelector('main'));
};

/** Client: keeps the last tap React dropped on `root`'s server HTML and clicks it again once the hydration ends. */
export function replayDroppedTaps(root: HTMLElement): void {
  let kept: HTMLButtonElement | null = null;
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.('button');
    if (button?.type !== 'button' || reached(button, root)) return;
    // React hydrates a section whose code is in at once for the tap and answers it: only a button still not reached
    // after the tap's dispatch was dropped.
    queueMicrotask(() => {
      if (!reached(button, root)) kept = button;
    });
  };
  root.addEventListener('click', onClick, true);
  const stop = onHydrationEnd(() => {
    stop();
    root.removeEventListener('click', onClick, true);
    const button = kept;
    kept = null;
    if (button) afterPaint(() => button.isConnected && reached(button, root) && button.click());
  });
}
