// Game categories and their rules (home, game list, prize mode): the popular-panel order, what
// each category shows, the sport vendor split, and the routes a category or a game opens.
import type { GameType, LotteryCenter } from '../../engine/api/types.gen.ts';
import { ROUTES } from '../../engine/constants.ts';

/** Every category in the platform's order. */
export const CATEGORIES: readonly GameType[] = [
  'HOT',
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
];
/** Merchant codes of the esports and cockfight vendors. */
export const ESPORTS_VENDOR = 'TF';
export const COCKFIGHT_VENDOR = 'DS88';
/** The event that selects a popular-panel category (the footer's home button sends HOT). */
export const POPULAR_CATEGORY_EVENT = 'popular.category';
/** Categories that are lotteries: their links go to the lottery screen. */
export const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];
/** The label key of a category, e.g. cat_rng. */
export const categoryLabel = (type: string): string => `cat_${type.toLowerCase()}`;
/** A category's name for the player: its label, or for a category the catalogue does not know, its code in words. */
export const categoryName = (type: string, t: (key: string) => string): string =>
  t(categoryLabel(type)) || type.charAt(0).toUpperCase() + type.slice(1).toLowerCase().replace(/_/g, ' ');

/** What a popular-panel category shows: hot games, a game list of one type, an RNG list of some vendors, or vendor tiles. */
export type CategoryView =
  | { kind: 'hot' }
  | { kind: 'list'; gameType: string }
  | { kind: 'vendorList'; gameType: 'RNG'; vendors: string[] }
  | { kind: 'vendors'; category: string };

const LIST_TYPES = new Set(['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS']);

/** HOT shows hot games; RNG, PVP, LIVE, FISH, SPORTS a list by type; INHOUSE an RNG list of its vendors; RECENT is RNG; others vendor tiles. */
export function categoryView(category: string, inhouseVendors: readonly string[] = []): CategoryView {
  const c = category === 'RECENT' ? 'RNG' : category;
  if (c === 'HOT') return { kind: 'hot' };
  if (LIST_TYPES.has(c)) return { kind: 'list', gameType: c };
  if (c === 'INHOUSE') return { kind: 'vendorList', gameType: 'RNG', vendors: [...inhouseVendors] };
  return { kind: 'vendors', category: c };
}

/** The popular panel's categories: the platform's sorted list with HOT added in front when missing. */
export function panelCategories(sorted: readonly string[]): string[] {
  const known = sorted.filter((c, i) => typeof c === 'string' && c && sorted.indexOf(c) === i);
  return known.includes('HOT') ? known : ['HOT', ...known];
}

/** Sport vendors split into SPORTS, ESPORTS (TF) and COCKFIGHT (DS88). */
export function sportGroup(vassalage: string): 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' {
  if (vassalage === ESPORTS_VENDOR) return 'ESPORTS';
  if (vassalage === COCKFIGHT_VENDOR) return 'COCKFIGHT';
  return 'SPORTS';
}

/** Prize mode: e-lottery when the lottery config lists the vendor among its e-lottery vendors, else lottery. */
export function prizeModeOf(vendor: string, center: Pick<LotteryCenter, 'elottVendors'> | null | undefined): 'LOTT' | 'ELOTT' {
  return center?.elottVendors?.includes(vendor) ? 'ELOTT' : 'LOTT';
}

/** Where a category link goes: lotteries to the lottery screen, others to the game list of that type. */
export function categoryRoute(type: string, lotteryRoute: string = ROUTES.lottery): string {
  return LOTTERY_TYPES.includes(type) ? lotteryRoute : `${ROUTES.gameList}?gameType=${encodeURIComponent(type)}`;
}

const query = (params: Record<string, string | number | undefined>): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** /m/launchGame for a game: vendor, game id and node id, no choice prompt; its game type names the category. */
export function launchRoute(game: { vassalage?: string; gameId?: string; roomId?: string; nodeId: number; gameType?: string }): string {
  return `${ROUTES.launchGame}?${query({ vendor: game.vassalage, gameId: game.gameId ?? game.roomId, nodeId: game.nodeId, gameType: game.gameType })}`;
}

/**
 * The category a launched game is titled by: its own game type, else the one category that lists the vendor. A
 * vendor listed under several (JILI under slots and fishing) gives none without a type: no guess is shown.
 */
export function launchCategory(
  vendor: string,
  gameType: string | undefined,
  mapping: Readonly<Record<string, ReadonlyArray<{ vassalage: string }> | undefined>>,
): string | undefined {
  const lists = (c: string) => Array.isArray(mapping[c]) && mapping[c]!.some((v) => v?.vassalage === vendor);
  const type = gameType?.toUpperCase();
  if (type && Object.hasOwn(mapping, type) && lists(type)) return type;
  if (type && (CATEGORIES as readonly string[]).includes(type)) return type;
  const listing = Object.keys(mapping).filter(lists);
  return listing.length === 1 ? listing[0] : undefined;
}

/** /m/launchGame for a lottery: playType=trad, prize_mode, code, pageBack=home. */
export function lotteryLaunchRoute(lottery: { code: string; nodeId?: number; vendor?: string }, prizeMode: string): string {
  return `${ROUTES.launchGame}?${query({ playType: 'trad', prize_mode: prizeMode, code: lottery.code, pageBack: 'home', nodeId: lottery.nodeId, vendor: lottery.vendor })}`;
}
