// What /m/launchGame starts: a game from vendor, gameId and nodeId, or a lottery from playType=trad, prize_mode
// and code (its node id looked up in the lottery list). Launching also records the game as recent.
import type { EngineServices } from '../../engine/widget-module.ts';
import type { GameRef, LaunchGame } from '../../engine/api/types.gen.ts';

/** The launch parameters of the route. */
export interface LaunchParams {
  vendor?: string;
  gameId?: string;
  nodeId?: string;
  gameType?: string;
  playType?: string;
  prize_mode?: string;
  code?: string;
  pageBack?: string;
}

/** A game reference from the route, or null when a lottery code must be looked up (or nothing usable is given). */
export function refFromParams(p: LaunchParams): GameRef | null {
  const nodeId = Number(p.nodeId);
  if (!p.nodeId || !Number.isInteger(nodeId) || nodeId <= 0) return null;
  return { nodeId, ...(p.vendor ? { vendor: p.vendor } : {}), ...(p.gameId ? { gameId: p.gameId } : {}) };
}

/** Resolves a lottery code to its game reference through the lottery list of its prize mode. */
async function lotteryRef(engine: Pick<EngineServices, 'call'>, p: LaunchParams): Promise<GameRef | null> {
  if (!p.code) return null;
  const prizeMode = p.prize_mode === 'ELOTT' ? 'ELOTT' : 'LOTT';
  const list = await engine.call('lotteryList', { prizeMode });
  const hit = Array.isArray(list) ? list.find((l) => l?.code === p.code) : undefined;
  return hit ? { nodeId: hit.nodeId, vendor: hit.vendor } : null;
}

/** Launches the game the parameters name and adds it to recent games; null when they name no game. */
export async function launch(
  engine: Pick<EngineServices, 'call'>,
  p: LaunchParams,
  signal?: AbortSignal,
): Promise<(LaunchGame & { ref: GameRef }) | null> {
  const ref = refFromParams(p) ?? (await lotteryRef(engine, p));
  if (!ref) return null;
  const value = await engine.call('launchGame', ref, { signal });
  if (!value || typeof value.url !== 'string') throw new Error('launch answered without a url');
  // The platform records the launch as well; this call keeps recent games right on platforms that do not.
  engine.call('addRecentGame', { nodeId: ref.nodeId, ...(ref.vendor ? { vendor: ref.vendor } : {}) }).catch(() => {});
  return { ...value, ref };
}

/** Only http(s) game addresses (absolute or relative to the app) are framed. */
export function safeGameUrl(url: string, base = globalThis.location?.origin ?? 'http://localhost'): string | null {
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
