// Game vendors per category (gameVendors: sorting and mapping), loaded once per page life and shared by the
// game list, the popular panel and the vendor tiles.
import { api } from '../../engine/api/calls.ts';
import type { GameVendors, Vendor } from '../../engine/api/types.gen.ts';

let pending: Promise<GameVendors> | null = null;

/** The platform's vendor data; a failed load is retried on the next call. */
export function loadGameVendors(): Promise<GameVendors> {
  pending ??= api.gameVendors().catch((e: unknown) => { pending = null; throw e; });
  return pending;
}

/** The vendors of one category (an empty list for unknown data). */
export function vendorsOf(data: GameVendors | null | undefined, category: string): Vendor[] {
  const list = data?.mapping?.[category];
  return Array.isArray(list) ? list.filter((v) => v && typeof v.vassalage === 'string') : [];
}

/** The categories in the platform's order. */
export const sortedCategories = (data: GameVendors | null | undefined): string[] =>
  Array.isArray(data?.sorting) ? data.sorting.map((s) => s?.gameCategory).filter((c): c is GameVendors['sorting'][number]['gameCategory'] => typeof c === 'string') : [];

/** A vendor's display name. */
export const vendorName = (v: Vendor): string => String(v.name || v.accountTypeName || v.vassalage);
