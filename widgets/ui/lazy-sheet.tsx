// The header's bottom sheet and drawer (language list, menu), loaded when first opened: they are not part of
// the first paint. Pressing the button that opens one starts the load (warmSheet), so it is usually there by
// the click, and then it opens in the tap's own render (preloadable.tsx). Once opened, the real sheet stays
// mounted and follows `open` (focus return and all).
import { useState } from 'react';
import type { SheetProps } from './sheet.tsx';
import { preloadable } from './preloadable.tsx';

const load = () => import('./sheet.tsx');
const bottomSheet = preloadable(() => load().then((m) => m.BottomSheet));
const drawer = preloadable(() => load().then((m) => m.Drawer));

/** Starts loading the sheet code (on pointerdown of the button that opens it, or in idle time). */
export const warmSheet = (): void => {
  void bottomSheet.preload().catch(() => {});
  void drawer.preload().catch(() => {});
};

/** Whether `open` has ever been true. */
function useOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** sheet.tsx's BottomSheet, loaded on first open. */
export function LazyBottomSheet(props: SheetProps) {
  return useOpened(props.open) ? <bottomSheet.Component {...props} /> : null;
}

/** sheet.tsx's Drawer, loaded on first open. */
export function LazyDrawer(props: SheetProps & { side?: 'start' | 'end' }) {
  return useOpened(props.open) ? <drawer.Component {...props} /> : null;
}
