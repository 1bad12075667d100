// ~300 generated games across every category, with stable node ids, names and icons.
import type { Game as PlatformGame, GameType } from '../../engine/api/types.gen.ts';

/** A seeded game: every field of the platform's game item filled (the answers may leave some out). */
export type Game = PlatformGame &
  Required<
    Pick<
      PlatformGame,
      | 'gameName'
      | 'nodeName'
      | 'vassalage'
      | 'gameType'
      | 'gameId'
      | 'iconUrl'
      | 'showIcon'
      | 'mobileLargeIcon'
      | 'mobileSmallIcon'
      | 'supportPlay'
      | 'gameClassifyNew'
    >
  > & { gameType: GameType };
import { pick, seeded } from './rng.ts';

const PLAN: ReadonlyArray<[vendor: string, type: GameType, count: number]> = [
  ['JL', 'RNG', 30],
  ['PG', 'RNG', 30],
  ['PP', 'RNG', 30],
  ['FC', 'RNG', 20],
  ['JL', 'FISH', 12],
  ['FC', 'FISH', 13],
  ['EVO', 'LIVE', 20],
  ['PP', 'LIVE', 15],
  ['KY', 'PVP', 20],
  ['JL', 'PVP', 10],
  ['SABA', 'SPORTS', 6],
  ['TF', 'ESPORTS', 6],
  ['DS88', 'COCKFIGHT', 4],
  ['MCG', 'INHOUSE', 20],
  ['TCG_LOTTO_VN', 'LOTT', 30],
  ['TCG_SEA', 'ELOTT', 30],
];

const WORDS: Record<string, [string[], string[]]> = {
  RNG: [
    ['Fortune', 'Golden', 'Lucky', 'Mega', 'Super', 'Wild', 'Royal', 'Magic', 'Crazy', 'Dragon'],
    ['Gems', 'Tiger', 'Ace', 'Bonanza', 'Empire', 'Treasure', 'Phoenix', 'Coins', 'Fruits', 'Pharaoh'],
  ],
  FISH: [
    ['Ocean', 'Deep', 'Happy', 'Royal', 'Mega'],
    ['Fishing', 'Hunter', 'King', 'Catch', 'Reef'],
  ],
  LIVE: [
    ['Speed', 'VIP', 'Lightning', 'Classic', 'Golden'],
    ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger'],
  ],
  PVP: [
    ['Pro', 'Classic', 'Fast', 'Royal', 'Lucky'],
    ['Tongits', 'Pusoy', 'Poker', 'Rummy', 'Teen Patti'],
  ],
  SPORTS: [['Premier', 'Asian', 'Live', 'World', 'Virtual', 'Euro'], ['Sportsbook']],
  ESPORTS: [['Dota', 'LoL', 'CS', 'Valorant', 'MLBB', 'PUBG'], ['Arena']],
  COCKFIGHT: [['Sabong', 'Derby', 'Pit', 'Classic'], ['Live']],
  INHOUSE: [
    ['Crash', 'Mines', 'Plinko', 'Dice', 'Limbo', 'Keno', 'Hilo', 'Wheel', 'Tower', 'Coin'],
    ['Original', 'X'],
  ],
  LOTT: [
    ['Mien Bac', 'Mien Nam', 'Mien Trung', 'Ha Noi', 'Sai Gon', 'Da Nang'],
    ['Lotto', 'Express', 'VIP', 'Fast', '5D'],
  ],
  ELOTT: [
    ['SEA', 'Thai', 'Lao', 'Malay', 'Indo', 'Philippine'],
    ['Keno', '3D', '4D', 'Pick 3', 'Swertres'],
  ],
};

const CLASSIFIES = ['SLOT', 'TABLE', 'ARCADE', 'JACKPOT'];
const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75];

function build(): Game[] {
  const rand = seeded(20240601);
  const games: Game[] = [];
  let nodeId = 1000;
  for (const [vendor, gameType, count] of PLAN) {
    const [first, second] = WORDS[gameType] ?? [['Game'], ['']];
    const used = new Set<string>();
    for (let i = 0; i < count; i++) {
      let name = `${pick(rand, first)} ${pick(rand, second)}`.trim();
      while (used.has(name)) name = `${name} ${(used.size % 9) + 2}`;
      used.add(name);
      nodeId += 1;
      const icon = `/sandbox-assets/icons/game/${nodeId}.png`;
      games.push({
        nodeId,
        gameName: name,
        nodeName: name,
        vassalage: vendor,
        gameType,
        gameId: `${vendor.toLowerCase()}_${nodeId}`,
        ...(gameType === 'LIVE' ? { roomId: `room-${nodeId}` } : {}),
        iconUrl: icon,
        showIcon: true,
        mobileLargeIcon: icon,
        mobileSmallIcon: icon,
        supportPlay: true,
        gameClassifyNew: gameType === 'RNG' ? pick(rand, CLASSIFIES) : 'ALL',
        minBet: pick(rand, MIN_BETS),
        isNew: i < 3,
      });
    }
  }
  return games;
}

/** Every seeded game. */
export const GAMES: readonly Game[] = build();

/** Node ids of the hot games (HOT category): a few of each playable category. */
export const HOT_NODE_IDS: readonly number[] = GAMES.filter((_, i) => i % 13 === 0).map((g) => g.nodeId);

/** Looks a game up by node id. */
export const gameByNode = (nodeId: number): Game | undefined => GAMES.find((g) => g.nodeId === nodeId);
