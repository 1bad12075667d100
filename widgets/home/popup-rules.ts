// Announcement-popup rules, as pure functions: who sees which group, and whether the popup shows.
// The show flag lives in session storage with a signature of the list, so a changed list re-enables it.
import type { Notices } from './notices.ts';
import { asArray } from '../../engine/widget-module.ts';

export type PopupItem = NonNullable<Notices['popup']>[number];
/** The stored show flag and the list it was stored for (no sig: the flag holds for any list, e.g. set by a test). */
export interface PopupMemory {
  sig?: string;
  show: boolean;
}

/** Groups a session sees: B for visitors (and trial members), A for members, plus F on a first-time login. */
export function popupGroups(info: { type: number; firstTimeLogin?: boolean } | null, trialType = 4): Set<PopupItem['execution']> {
  if (!info || info.type === trialType) return new Set(['B']);
  return new Set(info.firstTimeLogin ? ['A', 'F'] : ['A']);
}

/** The items for these groups, skipping malformed entries. */
export function popupItemsFor(items: readonly PopupItem[] | undefined, groups: Set<string>): PopupItem[] {
  return asArray<NonNullable<typeof items>[number]>(items).filter((p) => p && typeof p.title === 'string' && groups.has(p.execution));
}

/** A short signature of a list (ids and titles), to notice when it changes. */
export function listSignature(items: readonly PopupItem[]): string {
  return items.map((p) => `${p.id}:${p.title}`).join('|');
}

/** The memory after seeing `sig`: unchanged for the same list (or a flag stored without a list), else re-enabled. */
export function remember(stored: PopupMemory | null, sig: string): PopupMemory {
  if (stored && typeof stored.show === 'boolean' && (stored.sig === undefined || stored.sig === sig)) return stored;
  return { sig, show: true };
}

/** Whether the popup shows: there are items and the flag is set. */
export function popupShows(items: readonly PopupItem[], memory: PopupMemory): boolean {
  return items.length > 0 && memory.show;
}
