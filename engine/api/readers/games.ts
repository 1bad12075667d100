// Game answers as the platform sends them (PLATFORM-API.md §5, §6.6): game items under value.games (the list),
// value.list (hot games, the winner board, recent games) or value.content (favourites), winner rows under vo,
// favourite ids as a bare array, the vendor game types as value.content, and the launch URL in
// value.content.game_url (older builds value.url, gameUrl, link or launchUrl). Broken items are dropped.
import type { Game } from '../types.gen.ts';
import { integerOf, isRecord, listOf, numberOf, textOf, unreadable } from './read.ts';

const STRINGS = ['gameName', 'nodeName', 'displayName', 'vassalage', 'gameType', 'gameCode', 'gameId', 'roomId', 'iconUrl'] as const;
const MORE_STRINGS = ['mobileLargeIcon', 'mobileSmallIcon', 'gameClassifyNew'] as const;
const FLAGS = ['showIcon', 'supportPlay', 'isNew', 'isGame'] as const;

/** One game item, or null without a node id; its name falls back to nodeName, then displayName. */
export function gameOf(item: unknown): Game | null {
  if (!isRecord(item)) return null;
  const nodeId = integerOf(item.nodeId);
  if (nodeId === undefined) return null;
  const game: Game = { nodeId };
  const put = game as unknown as Record<string, unknown>;
  for (const key of [...STRINGS, ...MORE_STRINGS]) if (typeof item[key] === 'string') put[key] = item[key];
  for (const key of FLAGS) if (typeof item[key] === 'boolean') put[key] = item[key];
  const minBet = numberOf(item.minBet);
  if (minBet !== undefined) game.minBet = minBet;
  game.gameName = textOf(item.gameName) ?? textOf(item.nodeName) ?? textOf(item.displayName) ?? '';
  game.vassalage ??= '';
  return game;
}

/** The well-formed games of a list. */
export const gamesOf = (list: unknown): Game[] => listOf(list).flatMap((g) => gameOf(g) ?? []);

/** One page of games. */
export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

/**
 * A page of a game list: the items under the first of `keys` that holds an array (the game list's games,
 * favourites' content, recent games' list or content), pageNum (else the page asked for) and totalPages (else this
 * page is the last).
 */
export function gamePageOf(value: unknown, keys: readonly string[], pageNo: number): GamePage {
  const v = isRecord(value) ? value : {};
  const key = keys.find((k) => Array.isArray(v[k]));
  const pageNum = integerOf(v.pageNum) ?? pageNo;
  return { games: gamesOf(key ? v[key] : []), pageNum, totalPages: integerOf(v.totalPages) ?? pageNum };
}

/** Hot games: value.list. */
export const hotGamesOf = (value: unknown): Game[] => gamesOf(isRecord(value) ? value.list : value);

/** The favourite games' node ids: the bare array of GET MCSFE_getFavoriteGames (numbers or numeric strings). */
export const favouriteIdsOf = (value: unknown): number[] =>
  listOf(value).flatMap((id) => {
    const n = integerOf(id);
    return n === undefined ? [] : [n];
  });

/** One latest winner: the name and amount always, the game when the row names one. */
export interface Winner {
  customerName: string;
  winAmount: number;
  gameName: string;
  iconUrl: string;
  nodeId?: number;
  vassalage?: string;
}

/** The winner board: value.list[].vo, rows without a name or amount dropped, the largest win first. */
export function winnersOf(value: unknown): Winner[] {
  const rows = listOf(isRecord(value) ? value.list : undefined).flatMap((row): Winner[] => {
    const vo = isRecord(row) && isRecord(row.vo) ? row.vo : null;
    const winAmount = vo ? numberOf(vo.winAmount) : undefined;
    if (!vo || typeof vo.customerName !== 'string' || winAmount === undefined) return [];
    const nodeId = integerOf(vo.nodeId);
    return [
      {
        customerName: vo.customerName,
        winAmount,
        gameName: textOf(vo.gameName) ?? '',
        iconUrl: textOf(vo.iconUrl) ?? '',
        ...(nodeId !== undefined ? { nodeId } : {}),
        ...(textOf(vo.vassalage) ? { vassalage: vo.vassalage as string } : {}),
      },
    ];
  });
  return rows.sort((a, b) => b.winAmount - a.winAmount);
}

/** The game types the vendor game types answer names (value.content's keys, in its order). */
export function gameTypesOf(value: unknown): string[] {
  const content = isRecord(value) && isRecord(value.content) ? value.content : {};
  return Object.keys(content).filter((k) => /^[A-Z0-9_]{1,32}$/.test(k));
}

/** Where a launch answer's game is: value.content.game_url, else an older build's url, gameUrl, link or launchUrl. */
export function launchUrlOf(value: unknown): string {
  const v = isRecord(value) ? value : {};
  const url =
    (isRecord(v.content) ? textOf(v.content.game_url) : undefined) ??
    textOf(v.url) ??
    textOf(v.gameUrl) ??
    textOf(v.link) ??
    textOf(v.launchUrl);
  return url ?? unreadable('launch answer without a game address');
}
