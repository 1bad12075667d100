// Lottery lists by prize mode, the lottery centre, popular lotteries and the VN results and numero game.
import type { Lottery } from '../../engine/api/types.gen.ts';
import type { HandlerMap } from '../context.ts';
import { GAMES } from '../data/games.ts';
import { seeded } from '../data/rng.ts';
import { ELOTT_VENDORS } from '../data/vendors.ts';

const LOTTERIES: Lottery[] = GAMES.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT').map((g, i) => ({
  code: g.gameId.toUpperCase(),
  name: g.gameName,
  vendor: g.vassalage,
  prizeMode: g.gameType as 'LOTT' | 'ELOTT',
  iconUrl: g.iconUrl,
  nodeId: g.nodeId,
  drawIntervalMinutes: [1, 3, 5, 15, 1440][i % 5] ?? 5,
}));

const today = () => new Date().toISOString().slice(0, 10);

/** The lottery a launch names by its code, or the lobby's (the first of the prize mode) without one. */
export const lotteryFor = (code: string | undefined, prizeMode: string | undefined): Lottery | undefined =>
  code ? LOTTERIES.find((l) => l.code === code) : LOTTERIES.find((l) => l.prizeMode === (prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT'));

export const lotteryHandlers = {
  // As the platform: bare JSON, an object of menus each tagged by its gameGroupCode; prizeMode Lott or Elott.
  lotteryList: ({ input }) =>
    Object.fromEntries(
      LOTTERIES.filter((l) => l.prizeMode === (input.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT')).map((l) => [
        l.code,
        { gameGroupCode: l.prizeMode === 'ELOTT' ? 'SEA' : 'VN', ...l },
      ]),
    ),
  lotteryCenter: () => ({
    prizeModes: ['LOTT', 'ELOTT'] as ('LOTT' | 'ELOTT')[],
    elottVendors: ELOTT_VENDORS,
    menu: LOTTERIES.filter((_, i) => i % 5 === 0).map((l) => ({ code: l.code, name: l.name, prizeMode: l.prizeMode })),
  }),
  popularLotteries: () => LOTTERIES.filter((_, i) => i % 10 === 0),
  recentVnLottery: () => {
    const rand = seeded(Number(today().replaceAll('-', '')));
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
    return LOTTERIES.filter((l) => l.prizeMode === 'LOTT')
      .slice(0, 6)
      .map((l) => ({ code: l.code, name: l.name, drawDate: today(), specialPrize: digits(6), firstPrize: digits(5) }));
  },
  // As the platform: bare JSON, an object whose values are the opened numero games (the draw fields are assumed).
  vnNumero: () => ({ VNNUMERO: numero() }),
} satisfies Partial<HandlerMap>;

/** The numero game's current draw: one every 5 minutes. */
function numero() {
  const now = new Date();
  const close = new Date(Math.ceil(now.getTime() / 300_000) * 300_000);
  const rand = seeded(Math.floor(now.getTime() / 300_000));
  return {
    issue: `${today().replaceAll('-', '')}${String(Math.floor((close.getUTCHours() * 60 + close.getUTCMinutes()) / 5)).padStart(3, '0')}`,
    closeTime: close.toISOString(),
    lastResult: Array.from({ length: 5 }, () => Math.floor(rand() * 10)),
  };
}
