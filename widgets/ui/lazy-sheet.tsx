// The header's bottom sheet and drawer (language list, menu), loaded when first opened: they are not part of
// the first paint. Pressing the button that opens one starts the load (warmSheet), so it is usually there by
// the click. Once loaded, the real sheet stays mounted and follows `open` (focus return and all).
// Code already loaded renders at once, in the tap's own render: through React.lazy it would suspend on its first
// render however warm the module, and React holds a revealed Suspense boundary back for up to 300 ms
// (its fallback throttle), which made the header menu's first tap take 5x a static page's at 4x CPU.
import { lazy, Suspense, useState } from 'react';
import type { SheetProps } from './sheet.tsx';

type SheetModule = typeof import('./sheet.tsx');
/** The sheet code, once loaded. */
let loaded: SheetModule | undefined;
const load = () =>
  import('./sheet.tsx').then((m) => {
    loaded = m;
    return m;
  });
const RealBottomSheet = lazy(() => load().then((m) => ({ default: m.BottomSheet })));
const RealDrawer = lazy(() => load().then((m) => ({ default: m.Drawer })));

/** Starts loading the sheet code (in idle time, and on pointerdown of the button that opens it). */
export const warmSheet = (): void => {
  void load();
};

/**
 * How the sheet shows since `open` was first true: `direct` when its code was loaded by then, `lazy` when it
 * was not (through Suspense); null before. Decided once, so a sheet opened the lazy way is never swapped for
 * (remounted as) the direct one when the code arrives.
 */
function useOpened(open: boolean): 'direct' | 'lazy' | null {
  const how = () => (loaded ? 'direct' : 'lazy');
  const [opened, setOpened] = useState<'direct' | 'lazy' | null>(open ? how : null);
  if (open && !opened) {
    const now = how();
    setOpened(now);
    return now;
  }
  return opened;
}

/** sheet.tsx's BottomSheet, loaded on first open. */
export function LazyBottomSheet(props: SheetProps) {
  const opened = useOpened(props.open);
  if (!opened) return null;
  if (opened === 'direct' && loaded) return <loaded.BottomSheet {...props} />;
  return (
    <Suspense fallback={null}>
      <RealBottomSheet {...props} />
    </Suspense>
  );
}

/** sheet.tsx's Drawer, loaded on first open. */
export function LazyDrawer(props: SheetProps & { side?: 'start' | 'end' }) {
  const opened = useOpened(props.open);
  if (!opened) return null;
  if (opened === 'direct' && loaded) return <loaded.Drawer {...props} />;
  return (
    <Suspense fallback={null}>
      <RealDrawer {...props} />
    </Suspense>
  );
}
