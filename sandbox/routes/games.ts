// Game lists with paging and filters, hot games, favourites and recent games per member, vendors, launch, winners.
import type { GameType } from '../../engine/api/types.gen.ts';
import type { Game } from '../data/games.ts';
import type { HandlerMap } from '../context.ts';
import { memberOf, page } from '../context.ts';
import type { Member } from '../data/accounts.ts';
import { WINNERS } from '../data/content.ts';
import { GAMES, HOT_NODE_IDS, gameByNode } from '../data/games.ts';
import { VENDORS, VENDOR_SEEDS } from '../data/vendors.ts';

/** Categories the platform does not have: their vendors come in the SPORTS lane. */
const SPORTS_SPLIT: Record<string, true> = { ESPORTS: true, COCKFIGHT: true };
import { Refusal } from '../http.ts';
import { lotteryFor } from './lottery.ts';

export const CATEGORIES: GameType[] = ['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'COCKFIGHT', 'ELOTT', 'LOTT'];
const GAME_PAGE = 26;
const RECENT_PAGE = 25;
const RECENT_KEEP = 50;

const hotGames = (): Game[] => HOT_NODE_IDS.map(gameByNode).filter((g): g is Game => !!g);
const byType = (type: string | undefined) => (g: Game) => !type || type === 'ALL' || g.gameType === type;
const gamesOf = (ids: number[]): Game[] => ids.map(gameByNode).filter((g): g is Game => !!g);

function requireGame(nodeId: number): Game {
  const game = gameByNode(nodeId);
  if (!game) throw new Refusal('game.not.found', 'Game not found');
  return game;
}

function touchRecent(member: Member, nodeId: number): void {
  member.recent = [nodeId, ...member.recent.filter((id) => id !== nodeId)].slice(0, RECENT_KEEP);
}

export const gameHandlers = {
  gameList: ({ input }) => {
    const type = input.gameType === 'RECENT' ? 'RNG' : input.gameType;
    const vendors = input.vassalage ? input.vassalage.split(',') : null;
    const name = input.gameName?.trim().toLowerCase();
    const classify = input.gameClassify && input.gameClassify !== 'ALL' ? input.gameClassify : null;
    // In-house games are RNG games of the in-house vendors: an RNG list filtered by vendors includes them.
    const ofType = (g: Game) => byType(type)(g) || (type === 'RNG' && !!vendors && g.gameType === 'INHOUSE');
    const list = (type === 'HOT' ? hotGames() : GAMES.filter(ofType)).filter(
      (g) =>
        (!vendors || vendors.includes(g.vassalage)) &&
        (!name || g.gameName.toLowerCase().includes(name)) &&
        (!classify || (classify === 'NEW' ? g.isNew : g.gameClassifyNew === classify)) &&
        (!input.isNew || g.isNew) &&
        (input.minBet === undefined || g.minBet === input.minBet),
    );
    const { items, pageNum, totalPages } = page(list, input.pageNo, input.pageSize, GAME_PAGE);
    return { games: items, pageNum, totalPages };
  },
  hotGames: ({ input }) => ({ list: hotGames().filter(byType(input.gameType === 'HOT' ? undefined : input.gameType)) }),
  favourites: (ctx) => {
    const list = gamesOf(memberOf(ctx).favourites).filter(byType(ctx.input.gameType));
    const { items, pageNum, totalPages } = page(list, ctx.input.pageNo, ctx.input.pageSize, GAME_PAGE);
    return { content: items, pageNum, totalPages };
  },
  // As the platform: the favourite games' node ids, a bare array.
  favouriteIds: (ctx) => [...memberOf(ctx).favourites],
  addFavourite: async (ctx) => {
    const member = memberOf(ctx);
    requireGame(ctx.input.nodeId);
    if (!member.favourites.includes(ctx.input.nodeId)) member.favourites.unshift(ctx.input.nodeId);
    await ctx.store.save();
    return true;
  },
  removeFavourite: async (ctx) => {
    const member = memberOf(ctx);
    member.favourites = member.favourites.filter((id) => id !== ctx.input.nodeId);
    await ctx.store.save();
    return true;
  },
  recentGames: (ctx) => {
    const list = gamesOf(memberOf(ctx).recent).filter(byType(ctx.input.gameType));
    const { items, pageNum, totalPages } = page(list, ctx.input.page, ctx.input.pageSize, RECENT_PAGE);
    return { list: items, pageNum, totalPages };
  },
  addRecentGame: async (ctx) => {
    requireGame(ctx.input.nodeId);
    touchRecent(memberOf(ctx), ctx.input.nodeId);
    await ctx.store.save();
    return true;
  },
  // As the platform (PLATFORM-API.md §5): value.content maps each game type to its vendors.
  gameTypes: () => ({
    content: Object.fromEntries(
      CATEGORIES.filter((c) => c !== 'HOT').map((c) => [
        c,
        Object.fromEntries(VENDOR_SEEDS.filter((v) => v.types.includes(c)).map((v) => [v.code, []])),
      ]),
    ),
  }),
  allVassalage: () => [...VENDORS],
  // As the platform: lanes of vendor cards per server category. ESPORTS and COCKFIGHT vendors sit in the SPORTS
  // lane; the client splits them out (PLATFORM-API.md §6.7).
  gameVendors: () => ({
    data: {
      lanes: CATEGORIES.filter((c) => c !== 'HOT' && !(c in SPORTS_SPLIT)).map((title) => ({
        title,
        cards: VENDOR_SEEDS.filter((v) => v.types.some((t) => t === title || (title === 'SPORTS' && t in SPORTS_SPLIT))).map((v) => ({
          vassalage: v.code,
          displayName: v.name,
          gameType: title,
          lagerIcon: `/sandbox-assets/icons/vendor/${v.code}-large.png`,
          gameCode: v.code,
          isGame: false,
        })),
        gameClassify: [],
      })),
    },
  }),
  launchGame: async (ctx) => {
    const input = ctx.input as { launchMode?: string; nodeId?: number; vendor?: string; lottoGameCode?: string; lottoPrizeMode?: string };
    // As the platform: no launchMode is a 500 '#727 system busy'.
    if (!input.launchMode) throw new Refusal('#727', 'system busy', 500);
    // The lottery form: betting on a game code, or the lobby (the prize mode's first lottery here).
    const game =
      input.launchMode === 'LOTT'
        ? requireGame(lotteryFor(input.lottoGameCode, input.lottoPrizeMode)?.nodeId ?? 0)
        : requireGame(Number(input.nodeId));
    if (input.launchMode !== 'LOTT' && input.vendor && input.vendor !== game.vassalage)
      throw new Refusal('game.not.found', 'Game not found');
    touchRecent(memberOf(ctx), game.nodeId);
    await ctx.store.save();
    // As the platform's current build: value.content.game_url.
    return { content: { game_url: `/sandbox-assets/game/${game.nodeId}.html` } };
  },
  winnerBoard: ({ input }) => {
    const games = new Map(GAMES.map((g) => [g.nodeId, g.gameType]));
    const list = WINNERS.filter((w) => input.gameCategory === 'ALL' || games.get(w.nodeId) === input.gameCategory)
      .sort((a, b) => b.winAmount - a.winAmount)
      .slice(0, Math.max(0, input.limitNum))
      .map((vo) => ({ vo: { ...vo } }));
    return { list };
  },
} satisfies Partial<HandlerMap>;
