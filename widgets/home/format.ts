// Small formatting and routing helpers for the home widgets.

/** The game-launch route for a game (nodeId, vendor, optional room). */
export function launchRoute(base: string, game: { nodeId: number; vendor?: string; roomId?: string }): string {
  const q = new URLSearchParams({ nodeId: String(game.nodeId) });
  if (game.vendor) q.set('vendor', game.vendor);
  if (game.roomId) q.set('roomId', game.roomId);
  return `${base}?${q}`;
}

/** Winners sorted by win amount, highest first; malformed entries dropped. */
export function sortWinners<T extends { winAmount: number }>(list: readonly (T | null | undefined)[]): T[] {
  return list.filter((w): w is T => !!w && Number.isFinite(Number(w.winAmount))).sort((a, b) => Number(b.winAmount) - Number(a.winAmount));
}
