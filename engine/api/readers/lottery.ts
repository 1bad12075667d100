// Lottery answers as the platform sends them (PLATFORM-API.md §4-§5): /lgw answers bare JSON, and the lottery menus
// (/lgw/games/game_menus) and the opened numero games (/lgw/vn/numeros/opened/game) are objects whose values are the
// items (the platform's client takes Object.values). An array of items (this project's assumed lists) is read too.
import { integerOf, isRecord, textOf } from './read.ts';

/** A lottery the lists show and launch. */
export interface LotteryRow {
  code: string;
  name: string;
  gameGroupCode?: string;
  iconUrl?: string;
  vendor?: string;
  nodeId?: number;
  prizeMode?: string;
  drawIntervalMinutes?: number;
}

/** The items of a bare /lgw object (its values), or of an array. */
export const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []);

/** The lotteries of a menu answer: items with a code (or gameCode) and a name (or gameName); others are dropped. */
export function lotteriesOf(value: unknown): LotteryRow[] {
  return itemsOf(value).flatMap((item): LotteryRow[] => {
    if (!isRecord(item)) return [];
    const code = textOf(item.code) ?? textOf(item.gameCode);
    const name = textOf(item.name) ?? textOf(item.gameName);
    if (!code || !name) return [];
    const row: LotteryRow = { code, name };
    for (const key of ['gameGroupCode', 'iconUrl', 'vendor', 'prizeMode'] as const) {
      const v = textOf(item[key]);
      if (v) row[key] = v;
    }
    const nodeId = integerOf(item.nodeId);
    if (nodeId !== undefined) row.nodeId = nodeId;
    const every = integerOf(item.drawIntervalMinutes);
    if (every !== undefined) row.drawIntervalMinutes = every;
    return [row];
  });
}

/** The numero game's open draw: its issue, when it closes and the last result's digits. */
export interface Numero {
  issue: string;
  closeTime: string;
  lastResult: number[];
}

/** The first opened numero game of the answer (its values, or the answer itself when it is one), or null. */
export function numeroOf(value: unknown): Numero | null {
  const items = isRecord(value) && 'issue' in value ? [value] : itemsOf(value);
  for (const item of items) {
    if (!isRecord(item) || !textOf(item.issue) || !textOf(item.closeTime)) continue;
    const digits = Array.isArray(item.lastResult)
      ? item.lastResult.map(integerOf).filter((n): n is number => n !== undefined && n >= 0 && n <= 9)
      : [];
    return { issue: item.issue as string, closeTime: item.closeTime as string, lastResult: digits };
  }
  return null;
}
