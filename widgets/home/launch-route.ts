// The game-launch route a home widget opens for a game (hot matches, the latest winners).

/** The game-launch route for a game (nodeId, vendor, optional room). */
export function launchRoute(base: string, game: { nodeId: number; vendor?: string; roomId?: string }): string {
  const q = new URLSearchParams({ nodeId: String(game.nodeId) });
  if (game.vendor) q.set('vendor', game.vendor);
  if (game.roomId) q.set('roomId', game.roomId);
  return `${base}?${q}`;
}
