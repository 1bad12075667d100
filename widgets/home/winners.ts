// The order of the latest winners' board.

/** Winners sorted by win amount, highest first; malformed entries dropped. */
export function sortWinners<T extends { winAmount: number }>(list: readonly (T | null | undefined)[]): T[] {
  return list.filter((w): w is T => !!w && Number.isFinite(Number(w.winAmount))).sort((a, b) => Number(b.winAmount) - Number(a.winAmount));
}
