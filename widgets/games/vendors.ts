// Game vendors per category, loaded once per page life and shared by the game list, the popular panel and the
// vendor tiles. The platform answers lanes of vendor cards (value.data.lanes, PLATFORM-API.md §5), which
// engine/api/readers/vendors.ts turns into the client's index.
import type { EngineServices } from '../../engine/widget-module.ts';
import type { GameType, GameVendors, Vendor } from '../../engine/api/types.gen.ts';
import { fromLanes } from '../../engine/api/readers/vendors.ts';

/** The vendor index, fresh from the platform (the server render asks this way: nothing kept between pages). */
export const fetchGameVendors = (engine: Pick<EngineServices, 'call' | 'siteConfig'>): Promise<GameVendors> =>
  engine.call('gameVendors').then((lanes) => fromLanes(lanes, engine.siteConfig?.imageCDNs?.default ?? ''));

let pending: Promise<GameVendors> | null = null;

/** The vendor index, loaded once per page life; a failed load is retried on the next call. On the server (no
 * document) every render asks afresh: a copy kept for the process's life would never renew. */
export function loadGameVendors(engine: Pick<EngineServices, 'call' | 'siteConfig'>): Promise<GameVendors> {
  if (typeof document === 'undefined') return fetchGameVendors(engine);
  pending ??= fetchGameVendors(engine).catch((e: unknown) => {
    pending = null;
    throw e;
  });
  return pending;
}

/** The vendors of one category (an empty list for unknown data). */
export function vendorsOf(data: GameVendors | null | undefined, category: string): Vendor[] {
  const list = data?.mapping?.[category];
  return Array.isArray(list) ? list.filter((v) => v && typeof v.vassalage === 'string') : [];
}

/** The categories in the platform's order. */
export const sortedCategories = (data: GameVendors | null | undefined): string[] =>
  Array.isArray(data?.sorting)
    ? data.sorting.map((s) => s?.gameCategory).filter((c): c is GameVendors['sorting'][number]['gameCategory'] => typeof c === 'string')
    : [];

/** A vendor's display name. */
export const vendorName = (v: Vendor): string => String(v.name || v.accountTypeName || v.vassalage);

/** Every vendor of the index once, each under the first category it is in: the vendor carousel's list when the
 * platform does not offer the assumed `allVassalage` call. */
export function everyVendor(data: GameVendors | null | undefined): Vendor[] {
  const seen = new Map<string, Vendor>();
  for (const category of sortedCategories(data))
    for (const v of vendorsOf(data, category))
      if (!seen.has(v.vassalage)) seen.set(v.vassalage, { ...v, gameTypes: v.gameTypes ?? [category as GameType] });
  return [...seen.values()];
}
