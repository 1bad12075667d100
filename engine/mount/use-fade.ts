// Whether a screen fades in as it mounts: not the first screen (server-rendered, or the first one drawn), and not
// during the browser's swipe-back gesture, which shows its own transition.
import { useEffect, useRef } from './react-deps.ts';
import { useSwipeBack } from './swipe-back.ts';

/** True when a screen mounting in this render should fade in. */
export function useFade(): boolean {
  const swiping = useSwipeBack();
  const firstRender = useRef(true);
  useEffect(() => {
    firstRender.current = false;
  }, []);
  return !swiping.current && !firstRender.current;
}
