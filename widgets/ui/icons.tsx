// The app's line icons (menus, footer, header, kit controls).
// All are decorative (aria-hidden); the control that holds them carries the accessible name.
// The icons home's first paint shows (its widgets, the footers, the header) are here; the rest are in
// icons-more.ts, which the widgets that show them import (through all-icons.ts), so this file's share of the first
// script stays small. A name only screen data gives (a button's icon) that is not here yet loads the rest when
// first shown: the icon's box is there at once, its stroke a moment later.
import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import type { more } from './icons-more.ts';

// The one icon set, here and in icons-more.ts: schema/defs.schema.json#/$defs/icon lists these names (a unit test
// keeps the two equal).
const first = {
  home: 'M3 11 12 3l9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  gift: 'M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-4v4M16 13h2',
  share: 'M18 8a3 3 0 1 0-3-3M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22a9 9 0 0 1 18 0',
  back: 'M15 5l-7 7 7 7',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 21h4',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  refresh: 'M20 11a8 8 0 1 0-2 6M20 4v7h-7',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M9 5l7 7-7 7',
  phone: 'M7 2h10v20H7zM11 18h2',
  money: 'M2 6h20v12H2zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 9v6M18 9v6',
} as const;

/** Names of the built-in icons. */
export type IconName = keyof typeof first | keyof typeof more;

const paths: Partial<Record<IconName, string>> = { ...first };
const listeners = new Set<() => void>();
// biome-ignore lint/correctness/noUnusedVariables: read by the `??=` below, which starts the import once
let loading: Promise<unknown> | null = null;

/** Adds icons to the set (icons-more.ts, as it loads) and redraws the icons that waited for them. */
export function addIcons(set: Partial<Record<IconName, string>>): void {
  Object.assign(paths, set);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** The stroke of an icon not loaded yet: drawn once icons-more.ts has added it (loaded on first need). */
function LatePath({ name }: { name: IconName }): ReactElement {
  const d = useSyncExternalStore(
    subscribe,
    () => paths[name],
    () => paths[name],
  );
  useEffect(() => {
    if (d === undefined) loading ??= import('./icons-more.ts');
  }, [d]);
  return <path d={d} />;
}

/**
 * A 24px stroke icon that follows currentColor; flips chevron/back in RTL via the ui-icon--dir class. Its stroke
 * (colour, width, caps) comes from the `.ui-icon` rule in base.css rather than five attributes on each of the
 * dozens of icons a screen draws.
 */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }): ReactElement {
  const d = paths[name];
  const directional = name === 'chevron' || name === 'back';
  return (
    <svg className={directional ? 'ui-icon ui-icon--dir' : 'ui-icon'} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      {d === undefined ? <LatePath name={name} /> : <path d={d} />}
    </svg>
  );
}
