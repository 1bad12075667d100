// Promotions data for the list and detail widgets: the list (notices type PR), categories, the cover image
// and the signed-in member's status per promotion. Malformed entries are dropped, never thrown on.
import type { Announcement, AvailablePromotions } from '../../engine/api/types.gen.ts';
import type { EngineServices } from '../../engine/widget-module.ts';

type Calls = Pick<EngineServices, 'call'>;

export type Promo = Announcement;
export type PromoStatus = AvailablePromotions['list'][number]['status'];

const isPromo = (p: unknown): p is Promo =>
  !!p && typeof p === 'object' && typeof (p as Promo).id === 'number' && typeof (p as Promo).title === 'string';

/** The promotions of the activity page (notices call, types PR). */
export async function loadPromotions(engine: Calls): Promise<Promo[]> {
  const value = await engine.call('notices', { types: 'PR', groupName: 'm_activity', platform: 'M' });
  return Array.isArray(value?.promotion) ? value.promotion.filter(isPromo) : [];
}

/** Promotion categories for the tab strip (a failure gives no tabs rather than no page). */
export async function loadCategories(engine: Calls): Promise<{ id: number; name: string }[]> {
  const list = await engine.call('promotionCategories').catch(() => []);
  return Array.isArray(list) ? list.filter((c) => typeof c?.id === 'number' && typeof c?.name === 'string') : [];
}

/** The member's status per promotion id (empty for guests or when the call fails). A plain object, not a Map: a
 * server-rendered page carries the value as JSON. */
export async function loadStatuses(engine: Calls, signedIn: boolean): Promise<Record<number, PromoStatus>> {
  if (!signedIn) return {};
  const value = await engine.call('availablePromotions').catch(() => null);
  return Object.fromEntries((value?.list ?? []).map((p) => [p.id, p.status]));
}

/** The cover image: the one with sequence 1, else the lowest sequence; undefined without images. */
export function coverOf(p: Pick<Promo, 'announcementImages'>): string | undefined {
  const images = Array.isArray(p.announcementImages) ? p.announcementImages.filter((i) => typeof i?.url === 'string') : [];
  const cover = images.find((i) => i.sequence === 1) ?? [...images].sort((a, b) => a.sequence - b.sequence)[0];
  return cover?.url;
}

/** Whether a promotion belongs to a category ('all' matches every promotion). */
export function inCategory(p: Promo, category: string): boolean {
  return category === 'all' || (p.promoAnnouncementCategoryIds ?? []).map(String).includes(category);
}

/** Label key of a status (Join, Claim, Applying, ... coming soon). */
export const statusKey = (status: string): string => `promo_status_${status.toLowerCase().replace(/\s+/g, '_')}`;
