// Notices in one call (banners, player notices, popup, hot matches, promotions, agent notices, unread count).
import type { HandlerMap } from '../context.ts';
import { AGENT_NOTICES, BANNERS, HOT_MATCHES, PLAYER_NOTICES, POPUP_ITEMS, PROMOTIONS, PROMOTION_CATEGORIES } from '../data/notices.ts';
import { unreadOf } from './member.ts';

const NON_AGENT = [0, 4, 40];

export const noticeHandlers = {
  notices: ({ input, member, language }) => {
    const types = new Set(input.types.split(',').map((t) => t.trim()));
    const lang = (input.language ?? language).toUpperCase();
    const group = input.groupName ?? '';
    const bannersFor = (l: string) =>
      BANNERS.filter((b) => b.groupName.endsWith(`_${l}`) && (!group || b.groupName.startsWith(`${group}_`)));
    const banners = bannersFor(lang).length ? bannersFor(lang) : bannersFor('EN');
    const audience = member && member.type !== 4 ? ['A', 'F'] : ['B'];
    const isAgent = !!member && !NON_AGENT.includes(member.type);
    return {
      banners: types.has('B') ? banners : [],
      player: types.has('PL') ? [...PLAYER_NOTICES] : [],
      popup: types.has('PU') ? POPUP_ITEMS.filter((p) => audience.includes(p.execution)) : [],
      hot: types.has('H') ? [...HOT_MATCHES] : [],
      promotion: types.has('PR') || types.has('PU') ? [...PROMOTIONS] : [],
      agent: types.has('A') && isAgent ? [...AGENT_NOTICES] : [],
      footer: { unreadCount: unreadOf(member) },
    };
  },
  promotionCategories: () => PROMOTION_CATEGORIES.map((c) => ({ ...c })),
} satisfies Partial<HandlerMap>;
