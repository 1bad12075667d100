// Groups the platform's vendor mapping into titled sections, splitting sport vendors into SPORTS, ESPORTS and
// COCKFIGHT by vendor code.
import type { GameVendors, Vendor } from '../../engine/api/types.gen.ts';
import { sportGroup } from './categories.ts';
import { sortedCategories, vendorsOf } from './vendors.ts';

const SPORTS = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Sections of [category, vendors] for the given categories (default: the platform's order), empty ones left out. */
export function vendorSections(
  data: GameVendors | null | undefined,
  categories: readonly string[] | undefined,
  splitSports: boolean,
): Array<[string, Vendor[]]> {
  const wanted = categories?.length ? [...categories] : sortedCategories(data);
  const sections = new Map<string, Vendor[]>(wanted.map((c) => [c, []]));
  const add = (category: string, v: Vendor) => {
    const list = sections.get(category);
    if (list && !list.some((x) => x.vassalage === v.vassalage)) list.push(v);
  };
  for (const c of wanted) {
    if (splitSports && SPORTS.includes(c)) continue;
    for (const v of vendorsOf(data, c)) add(c, v);
  }
  if (splitSports) for (const c of SPORTS) for (const v of vendorsOf(data, c)) add(sportGroup(v.vassalage), v);
  return [...sections].filter(([, list]) => list.length > 0);
}
