// A popup belongs to the visit it was opened in: leaving the address (a link, Back, Forward) closes it, before the
// next screen's first frame, so it neither stays over that screen nor opens again on coming back.
import { useLayoutEffect, useRef } from './react-deps.ts';
import { app } from '../state.ts';

/** Closes every open popup when `address` changes. */
export function useClosePopups(address: string) {
  const visited = useRef(address);
  useLayoutEffect(() => {
    if (visited.current === address) return;
    visited.current = address;
    for (const id in app.popups) if (app.popups[id]) app.popups[id] = false;
  }, [address]);
}
