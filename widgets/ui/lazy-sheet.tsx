// The header's bottom sheet and drawer (language list, menu), loaded when first opened: they are not part of
// the first paint. Pressing the button that opens one starts the load (warmSheet), so it is usually there by
// the click. Once loaded, the real sheet stays mounted and follows `open` (focus return and all).
import { lazy, Suspense, useState } from 'react';
import type { SheetProps } from './sheet.tsx';

const load = () => import('./sheet.tsx');
const RealBottomSheet = lazy(() => load().then((m) => ({ default: m.BottomSheet })));
const RealDrawer = lazy(() => load().then((m) => ({ default: m.Drawer })));

/** Starts loading the sheet code (on pointerdown of the button that opens it). */
export const warmSheet = (): void => {
  void load();
};

/** Whether `open` has ever been true. */
function useOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** sheet.tsx's BottomSheet, loaded on first open. */
export function LazyBottomSheet(props: SheetProps) {
  return useOpened(props.open) ? (
    <Suspense fallback={null}>
      <RealBottomSheet {...props} />
    </Suspense>
  ) : null;
}

/** sheet.tsx's Drawer, loaded on first open. */
export function LazyDrawer(props: SheetProps & { side?: 'start' | 'end' }) {
  return useOpened(props.open) ? (
    <Suspense fallback={null}>
      <RealDrawer {...props} />
    </Suspense>
  ) : null;
}
