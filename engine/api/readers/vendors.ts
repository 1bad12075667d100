// The vendor lanes as the platform sends them (GET /wps/relay/GCSGAME_newGameVendor: value.data.lanes, PLATFORM-API.md
// §5) as the client's vendor index: the categories in the platform's order, each with its vendors, ESPORTS and
// COCKFIGHT split out of the SPORTS lane as the platform's own client does (§6.7: they are not server categories);
// and the lottery menu's prize mode the lanes imply (quirk 15).
import type { GameType, GameVendorLanes, GameVendors, Vendor } from '../types.gen.ts';

/** SPORTS cards that belong to a category of their own (PLATFORM-API.md §6.7; esports TF, cockfight DS88). */
const FROM_SPORTS: Record<string, GameType> = { IMES: 'ESPORTS', TF: 'ESPORTS', IA: 'ESPORTS', SV3: 'COCKFIGHT', DS88: 'COCKFIGHT' };

/** A vendor's small icon on the platform's image host (PLATFORM-API.md §2). */
export const smallIconOf = (imageBase: string, vendor: string) =>
  `${imageBase.replace(/\/+$/, '')}/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vendor}-DEFAULT.png`;

/** The platform's lanes as the client's index; cards without a vendor code and lanes without a proper title are dropped. */
export function fromLanes(answer: GameVendorLanes | null | undefined, imageBase = ''): GameVendors {
  const mapping: Record<string, Vendor[]> = {};
  const order: GameType[] = [];
  const add = (category: GameType, vendor: Vendor) => {
    if (!mapping[category]) {
      mapping[category] = [];
      order.push(category);
    }
    if (!mapping[category]!.some((v) => v.vassalage === vendor.vassalage)) mapping[category]!.push(vendor);
  };
  const lanes = Array.isArray(answer?.data?.lanes) ? answer.data.lanes : [];
  for (const lane of lanes) {
    // A category this client does not know (RECENT, SPB...) is kept: the game pages show it under its own name.
    if (!lane || typeof lane.title !== 'string' || !/^[A-Z0-9_]{1,32}$/.test(lane.title)) continue;
    const title = lane.title as GameType;
    if (!mapping[title]) {
      mapping[title] = [];
      order.push(title);
    }
    for (const card of Array.isArray(lane.cards) ? lane.cards : []) {
      if (!card || typeof card.vassalage !== 'string' || card.vassalage === '') continue;
      const name = typeof card.displayName === 'string' && card.displayName ? card.displayName : card.vassalage;
      const category = (title === 'SPORTS' && FROM_SPORTS[card.vassalage]) || title;
      add(category, {
        vassalage: card.vassalage,
        name,
        accountTypeName: name,
        mobileSmallIcon: imageBase ? smallIconOf(imageBase, card.vassalage) : '',
        mobileLargeIcon: typeof card.lagerIcon === 'string' ? card.lagerIcon : '',
        gameTypes: [category],
      });
    }
  }
  // The split-out categories come right after SPORTS, as the platform's client lists them.
  const sports = order.indexOf('SPORTS');
  const split: GameType[] = order.filter((c) => c === 'ESPORTS' || c === 'COCKFIGHT');
  const rest = order.filter((c) => !split.includes(c));
  const sorted = sports < 0 ? order : [...rest.slice(0, rest.indexOf('SPORTS') + 1), ...split, ...rest.slice(rest.indexOf('SPORTS') + 1)];
  return {
    sorting: sorted.map((gameCategory) => ({
      gameCategory,
      vendorNames: (mapping[gameCategory] ?? []).map((v) => ({
        vassalage: v.vassalage,
        accountTypeName: v.accountTypeName ?? v.vassalage,
      })),
    })),
    mapping,
  };
}

/** The lottery menu's prize mode as the platform's client derives it from the lanes (PLATFORM-API.md quirk 15):
 * ELOTT when the ELOTT lane has TCG_LOTTO_VN or LOTT cards, else LOTT. */
export function lotteryPrizeModeOf(answer: GameVendorLanes | null | undefined): 'ELOTT' | 'LOTT' {
  const lanes = Array.isArray(answer?.data?.lanes) ? answer.data.lanes : [];
  const elott = lanes.find((l) => l?.title === 'ELOTT');
  const cards = Array.isArray(elott?.cards) ? elott.cards : [];
  return cards.some((c) => c?.vassalage === 'TCG_LOTTO_VN' || c?.vassalage === 'LOTT') ? 'ELOTT' : 'LOTT';
}
