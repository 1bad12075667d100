// Seeded rows of the report screens: downlines, bets, daily P&L, rebates, leaderboard, red rain rounds,
// dividend periods and contract tiers. Row i lies i steps before `now`, so date filters and paging are stable.
import { pick, seeded } from './rng.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const money = (rand: () => number, max: number) => Math.round(rand() * max * 100) / 100;
const GAMES = [
  ['Fortune Gems', 'RNG'],
  ['Super Ace', 'RNG'],
  ['Baccarat A1', 'LIVE'],
  ['Roulette Live', 'LIVE'],
  ['Fishing King', 'FISH'],
  ['Tongits Go', 'PVP'],
  ['NBA Moneyline', 'SPORTS'],
  ['VN Lottery MB', 'LOTT'],
] as const;
const NAMES = [
  'lucky777',
  'jackpotjoe',
  'mariaw',
  'spin4fun',
  'acehigh',
  'reddragon',
  'goldfish',
  'nightowl',
  'bigwin88',
  'tiger55',
  'cebuking',
  'manilabay',
  'pearl22',
  'sunny09',
  'delta7',
  'rocket3',
  'happyday',
  'koi1688',
  'silverfox',
  'blueocean',
  'zen01',
  'maxbet',
  'star8',
  'ninja66',
];

/** The seeded downlines of an agent (agent01 has 24, agent41 4, others none). */
export function seedDownlines(agent: string, now = Date.now()) {
  const count = agent === 'agent01' ? 24 : agent === 'agent41' ? 4 : 0;
  const rand = seeded(agent.length * 131);
  return NAMES.slice(0, count).map((userName, i) => ({
    userName,
    type: i % 6 === 5 ? 1 : 0,
    regDate: new Date(now - (i * 5 + 1) * DAY).toISOString(),
    lastLoginTime: new Date(now - Math.floor(rand() * 72) * HOUR).toISOString(),
    balance: money(rand, 20_000),
    online: i % 3 === 0,
  }));
}

/** 80 bets of a member, or of an agent's team (userName of each downline), newest first. */
export function seedBets(userName: string, team: string[] | null, now = Date.now()) {
  const rand = seeded(userName.charCodeAt(0) * 53 + (team ? 7 : 0));
  return Array.from({ length: team && team.length === 0 ? 0 : 80 }, (_, i) => {
    const [gameName, gameType] = pick(rand, GAMES);
    const betAmount = Math.round(rand() * 200 + 10);
    const status = i < 2 ? ('PENDING' as const) : pick(rand, ['WON', 'LOST', 'LOST'] as const);
    return {
      orderNo: `BT${userName.slice(0, 3).toUpperCase()}${String(90_000 - i)}`,
      userName: team ? pick(rand, team) : userName,
      gameName,
      gameType,
      betAmount,
      validBet: betAmount,
      winAmount: status === 'WON' ? Math.round(betAmount * (1 + rand() * 3) * 100) / 100 : 0,
      betTime: new Date(now - i * 5 * HOUR).toISOString(),
      status,
    };
  });
}

/** 45 rebate rows (one per 16 hours from today's midnight); the newest six are claimable for a member's own scope. */
export function seedRebates(userName: string, scope: string, team: string[], now = Date.now()) {
  const rand = seeded(userName.length * 17 + scope.length);
  const base = Math.floor(now / DAY) * DAY; // rebates settle at midnight, so a claim covers every row up to now
  return Array.from({ length: scope === 'self' || team.length ? 45 : 0 }, (_, i) => {
    const validBet = Math.round(rand() * 20_000);
    const rate = pick(rand, [0.3, 0.5, 0.8, 1]);
    return {
      id: `RB${scope.slice(0, 1).toUpperCase()}${userName.slice(0, 3)}${i + 1}`,
      date: new Date(base - i * 16 * HOUR).toISOString(),
      userName: scope === 'team' ? pick(rand, team) : userName,
      gameType: pick(rand, GAMES)[1],
      validBet,
      rate,
      amount: Math.round(validBet * rate) / 100,
      status: scope === 'self' && i < 6 ? ('CLAIMABLE' as const) : scope === 'agent' ? ('ISSUED' as const) : ('CLAIMED' as const),
    };
  });
}

/** A ranking of 30 players for a period; amounts fall with the rank. */
export function seedLeaderboard(period: string) {
  const rand = seeded(period.charCodeAt(0) * 7);
  let amount = period === 'MONTH' ? 2_500_000 : period === 'WEEK' ? 800_000 : 150_000;
  return Array.from({ length: 30 }, (_, i) => {
    amount = Math.round(amount * (0.8 + rand() * 0.15));
    const name = NAMES[i % NAMES.length]!;
    return {
      rank: i + 1,
      userName: `${name.slice(0, 2)}***${name.slice(-1)}`,
      amount,
      prize: i < 10 ? [8888, 5888, 3888, 1888, 888, 588, 388, 288, 188, 88][i]! : 0,
    };
  });
}

/** Twelve red envelope rain rounds: two upcoming, one live, the rest ended. */
export function seedRedRain(now = Date.now()) {
  const rand = seeded(4242);
  return Array.from({ length: 12 }, (_, i) => {
    const start = now + (2 - i) * DAY - 2 * HOUR;
    const packets = 50 + Math.floor(rand() * 150);
    const status = i < 2 ? ('UPCOMING' as const) : i === 2 ? ('LIVE' as const) : ('ENDED' as const);
    return {
      id: `RR${1000 + i}`,
      title: i % 2 ? 'Weekend team red envelopes' : 'Daily lucky rain',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 4 * HOUR).toISOString(),
      totalAmount: packets * 20,
      packets,
      claimed: status === 'UPCOMING' ? 0 : status === 'LIVE' ? Math.floor(packets / 3) : packets,
      status,
    };
  });
}

/** Fourteen half-month dividend periods, the newest pending. */
export function seedDividends(userName: string, now = Date.now()) {
  const rand = seeded(userName.charCodeAt(0) * 11);
  return Array.from({ length: 14 }, (_, i) => {
    const end = new Date(now - i * 15 * DAY);
    const start = new Date(end.getTime() - 14 * DAY);
    const teamProfit = Math.round(rand() * 300_000);
    const rate = pick(rand, [10, 15, 20]);
    return {
      period: `${start.toISOString().slice(0, 10).replaceAll('-', '/')} – ${end.toISOString().slice(0, 10).replaceAll('-', '/')}`,
      teamProfit,
      activeMembers: 5 + Math.floor(rand() * 30),
      rate,
      amount: Math.round(teamProfit * rate) / 100,
      status: i === 0 ? ('PENDING' as const) : ('PAID' as const),
    };
  });
}

/** Tiers of a contract kind: team bet threshold, active members needed and the rate paid. */
export const CONTRACT_TIERS: Record<
  'salary' | 'dividend' | 'hourly',
  Array<{ tier: number; threshold: number; activeMembers: number; rate: number }>
> = {
  salary: [
    { tier: 1, threshold: 50_000, activeMembers: 5, rate: 0.3 },
    { tier: 2, threshold: 200_000, activeMembers: 15, rate: 0.5 },
    { tier: 3, threshold: 1_000_000, activeMembers: 40, rate: 0.8 },
  ],
  dividend: [
    { tier: 1, threshold: 100_000, activeMembers: 10, rate: 10 },
    { tier: 2, threshold: 500_000, activeMembers: 25, rate: 15 },
    { tier: 3, threshold: 2_000_000, activeMembers: 60, rate: 20 },
  ],
  hourly: [
    { tier: 1, threshold: 5_000, activeMembers: 3, rate: 0.1 },
    { tier: 2, threshold: 20_000, activeMembers: 8, rate: 0.2 },
  ],
};
