// A screen's title label key: `titleBy` picks one by a screen parameter or a state path (the game list per
// gameType, change password for a first login), otherwise the screen's `title`.
import type { ScreenDef } from '../schema-types.ts';

/** The label key of a screen's title for these parameters and state (lookup reads a state path). */
export function titleKey(
  screen: Pick<ScreenDef, 'title' | 'titleBy'>,
  params: Readonly<Record<string, string>>,
  lookup: (path: string) => unknown,
): string {
  const by = screen.titleBy;
  if (!by) return screen.title;
  const value = by.param ? params[by.param] : by.state ? lookup(by.state) : undefined;
  const key = value === undefined || value === null ? undefined : by.labels[String(value)];
  return typeof key === 'string' && Object.hasOwn(by.labels, String(value)) ? key : screen.title;
}
