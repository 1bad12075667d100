// The dozen seeded game vendors (vassalage codes) and the categories each serves.
import type { GameType, Vendor } from '../../engine/api/types.gen.ts';

interface VendorSeed {
  code: string;
  name: string;
  types: GameType[];
  color: string;
}

export const VENDOR_SEEDS: readonly VendorSeed[] = [
  { code: 'JL', name: 'JILI', types: ['RNG', 'FISH', 'PVP'], color: '#e53935' },
  { code: 'PG', name: 'PG Soft', types: ['RNG'], color: '#8e24aa' },
  { code: 'PP', name: 'Pragmatic Play', types: ['RNG', 'LIVE'], color: '#fb8c00' },
  { code: 'FC', name: 'Fa Chai', types: ['RNG', 'FISH'], color: '#3949ab' },
  { code: 'EVO', name: 'Evolution', types: ['LIVE'], color: '#00897b' },
  { code: 'KY', name: 'Kaiyuan', types: ['PVP'], color: '#6d4c41' },
  { code: 'SABA', name: 'SABA Sports', types: ['SPORTS'], color: '#1e88e5' },
  { code: 'TF', name: 'TF Gaming', types: ['ESPORTS'], color: '#5e35b1' },
  { code: 'DS88', name: 'DS88 Sabong', types: ['COCKFIGHT'], color: '#c62828' },
  { code: 'MCG', name: 'House Games', types: ['INHOUSE'], color: '#f9a825' },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', types: ['LOTT'], color: '#43a047' },
  { code: 'TCG_SEA', name: 'TCG SEA', types: ['ELOTT'], color: '#00acc1' },
];

/** Vendors whose lotteries are e-lottery (prize mode ELOTT). */
export const ELOTT_VENDORS = ['TCG_SEA'];

/** A vendor as the API returns it. */
export function vendorItem(seed: VendorSeed, accountTypeName = seed.name): Vendor {
  return {
    vassalage: seed.code,
    name: seed.name,
    accountTypeName,
    mobileSmallIcon: `/sandbox-assets/icons/vendor/${seed.code}.png`,
    mobileLargeIcon: `/sandbox-assets/icons/vendor/${seed.code}-large.png`,
    gameTypes: seed.types,
  };
}

export const VENDORS: readonly Vendor[] = VENDOR_SEEDS.map((v) => vendorItem(v));

/** Vendor colour for generated icons. */
export const vendorColor = (code: string): string => VENDOR_SEEDS.find((v) => v.code === code)?.color ?? '#607d8b';
