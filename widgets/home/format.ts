// Small formatting and routing helpers for the home widgets.

const pad = (n: number) => String(n).padStart(2, '0');

/** A match time as MM/DD HH:mm in local time; empty for a missing or invalid date. */
export function matchTime(iso: string | undefined | null): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The game-launch route for a game (nodeId, vendor, optional room). */
export function launchRoute(base: string, game: { nodeId: number; vendor?: string; roomId?: string }): string {
  const q = new URLSearchParams({ nodeId: String(game.nodeId) });
  if (game.vendor) q.set('vendor', game.vendor);
  if (game.roomId) q.set('roomId', game.roomId);
  return `${base}?${q}`;
}
