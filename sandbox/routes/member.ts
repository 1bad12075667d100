// Member info, wallets, head icon, inbox, feedback, VIP benefits and the reward-center promotions.
import type { HandlerMap } from '../context.ts';
import { memberOf, page } from '../context.ts';
import type { Member } from '../data/accounts.ts';
import { CLUB_LEVELS, MESSAGES, MINI_NOTICE } from '../data/content.ts';
import { PROMOTIONS } from '../data/notices.ts';
import { Refusal } from '../http.ts';
import { promoStatusOf } from './promotions.ts';
import type { AvailablePromotions } from '../../engine/api/types.gen.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;
const mask = (s: string | undefined, keep = 3) => (s && s.length > keep * 2 ? `${s.slice(0, keep)}****${s.slice(-keep)}` : (s ?? ''));
const ICONS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** Unread inbox messages of a member (trial members have no inbox). */
export const unreadOf = (m: Member | null): number =>
  !m || m.type === 4 ? 0 : MESSAGES.filter((msg) => !m.readMessages.includes(msg.id)).length;

type PromoStatus = AvailablePromotions['list'][number]['status'];

export const memberHandlers = {
  memberInfo: (ctx) => {
    const m = memberOf(ctx);
    return {
      id: m.id,
      type: m.type,
      userName: m.userName,
      account: m.userName,
      nickname: m.nickname,
      regDate: m.regDate,
      toUpline: m.toUpline,
      vipLevel: m.vipLevel,
      vipLabel: m.vipLevel > 0 ? `VIP ${m.vipLevel}` : '',
      mobileNum: mask(m.mobileNum),
      countryDialingCode: m.countryDialingCode,
      email: mask(m.email, 2),
      hasPassword: m.type !== 4,
    };
  },
  // As the platform's current build: the balance itself (PLATFORM-API.md §5).
  wallet: (ctx) => round2(memberOf(ctx).balance),
  // The sandbox merchant runs one wallet for every vendor.
  merchantWallet: () => ({ isSingle: true }),
  headIcon: (ctx) => {
    const { headIcon } = memberOf(ctx);
    return { iconId: headIcon, url: `/sandbox-assets/avatars/${headIcon}.png` };
  },
  setHeadIcon: async (ctx) => {
    if (!ICONS.includes(ctx.input.iconId)) throw new Refusal('validation.failed', 'iconId: unknown icon', 400);
    memberOf(ctx).headIcon = ctx.input.iconId;
    await ctx.store.save();
    return true;
  },
  unreadCount: (ctx) => unreadOf(memberOf(ctx)),
  messageList: async (ctx) => {
    const m = memberOf(ctx);
    const list = ctx.input.types ? MESSAGES.filter((x) => ctx.input.types?.split(',').includes(x.types)) : MESSAGES;
    const { items, pageNum, totalPages } = page(list, ctx.input.pageNum, ctx.input.pageSize, 10);
    const value = { list: items.map((x) => ({ ...x, read: m.readMessages.includes(x.id) })), pageNum, totalPages };
    for (const x of items) if (!m.readMessages.includes(x.id)) m.readMessages.push(x.id);
    await ctx.store.save();
    return value;
  },
  miniNotice: () => ({ contentLobby: MINI_NOTICE }),
  feedback: async (ctx) => {
    const content = ctx.input.content.trim();
    if (content.length < 10 || content.length > 500) throw new Refusal('validation.failed', 'content: feedback_length', 400);
    // As the platform: no session needed (the client sends no token), so the sender is whoever the token names, if any.
    ctx.state.feedback.push({
      userName: ctx.member?.userName ?? '',
      type: ctx.input.type ?? 'OTHER',
      content,
      at: new Date().toISOString(),
    });
    await ctx.store.save();
    return true;
  },
  clubBenefit: ({ member }) => ({ currentLevel: member && member.type !== 4 ? member.vipLevel : null, levels: CLUB_LEVELS }),
  availablePromotions: (ctx) => {
    const { type, userName } = memberOf(ctx);
    const list =
      type === 4
        ? []
        : PROMOTIONS.map((p, i) => ({
            id: p.id,
            title: p.title,
            status: promoStatusOf(ctx.state, userName, p.id) as PromoStatus,
            bonus: (i + 1) * 58,
          }));
    return { unclaimed: list.filter((p) => p.status === 'Claim').length, list };
  },
} satisfies Partial<HandlerMap>;
