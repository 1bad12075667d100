// Promotion statuses per member (the reward center's list) and the apply and claim calls that change them.
import type { HandlerMap } from '../context.ts';
import { memberOf } from '../context.ts';
import type { State } from '../state.ts';
import { PROMOTIONS } from '../data/notices.ts';
import { Refusal } from '../http.ts';

/** Seeded status cycle: each promotion's starting status by its position in the list. */
const SEED_STATUSES = ['Claim', 'Join', 'Applying', 'Claimed', 'coming soon', 'Claim'] as const;
export const NOT_OPEN = 'This promotion cannot be applied for or claimed now.';

/** The status of a promotion for a member: a change made through apply/claim, else the seeded one. */
export function promoStatusOf(state: State, userName: string, promotionId: number): string {
  const changed = state.promoStatus?.[userName]?.[String(promotionId)];
  if (changed) return changed;
  const index = PROMOTIONS.findIndex((p) => p.id === promotionId);
  return SEED_STATUSES[Math.max(0, index) % SEED_STATUSES.length] ?? 'Join';
}

async function move(
  ctx: Parameters<typeof memberOf>[0] & { state: State; store: { save(): Promise<void> } },
  id: number,
  from: string,
  to: string,
) {
  const { userName } = memberOf(ctx);
  if (!PROMOTIONS.some((p) => p.id === id)) throw new Refusal('promotion.not.found', 'Unknown promotion');
  if (promoStatusOf(ctx.state, userName, id) !== from) throw new Refusal('promotion.not.open', NOT_OPEN);
  ctx.state.promoStatus ??= {};
  (ctx.state.promoStatus[userName] ??= {})[String(id)] = to;
  await ctx.store.save();
  return true;
}

export const promotionHandlers = {
  applyPromotion: (ctx) => move(ctx, ctx.input.promotionId, 'Join', 'Applying'),
  claimPromotion: (ctx) => move(ctx, ctx.input.promotionId, 'Claim', 'Claimed'),
} satisfies Partial<HandlerMap>;
