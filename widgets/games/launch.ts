// What /m/launchGame starts: a game from vendor, gameId and nodeId (the casino launch), or a lottery from
// playType=trad, prize_mode and code (the platform's lottery launch form: lottoArea VN, launchMode LOTT, lottoView
// betting, the page to come back to). The answer's game address is read by engine/api/readers/games.ts. Launching
// a game also records it as recent.
import type { EngineServices } from '../../engine/widget-module.ts';
import type { GameRef, LotteryLaunch } from '../../engine/api/types.gen.ts';
import { launchUrlOf } from '../../engine/api/readers/games.ts';

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

/** A game reference from the route, or null when it names no casino game (a lottery, or nothing usable). */
export function refFromParams(p: LaunchParams): GameRef | null {
  if (p.playType === 'trad') return null;
  const nodeId = Number(p.nodeId);
  if (!p.nodeId || !Number.isInteger(nodeId) || nodeId <= 0) return null;
  return { nodeId, ...(p.vendor ? { vendor: p.vendor } : {}), ...(p.gameId ? { gameId: p.gameId } : {}) };
}

/** The lottery launch form for a playType=trad route (betting on its game code, else the lobby), or null. */
export function lotteryFromParams(p: LaunchParams, backUrl: string): LotteryLaunch | null {
  if (p.playType !== 'trad') return null;
  return {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: p.prize_mode === 'ELOTT' ? 'ELOTT' : 'LOTT',
    ...(p.code ? { lottoGameCode: p.code, lottoView: 'betting' as const } : { lottoView: 'lobby' as const }),
    backUrl,
  };
}

/** A launched game: its address and vendor, and what was launched. */
export interface Launched {
  url: string;
  vendor: string;
  ref: GameRef | null;
}

/** Launches what the parameters name and adds a casino game to recent games; null when they name nothing. */
export async function launch(
  engine: Pick<EngineServices, 'call'>,
  p: LaunchParams,
  signal?: AbortSignal,
  backUrl = globalThis.location?.href ?? '',
): Promise<Launched | null> {
  const ref = refFromParams(p);
  const lottery = ref ? null : lotteryFromParams(p, backUrl);
  if (!ref && !lottery) return null;
  const url = launchUrlOf(await engine.call('launchGame', (ref ?? lottery)!, { signal }));
  // The platform records the launch as well; this call keeps recent games right on platforms that do not.
  if (ref) engine.call('addRecentGame', { nodeId: ref.nodeId, ...(ref.vendor ? { vendor: ref.vendor } : {}) }).catch(() => {});
  return { url, vendor: ref?.vendor ?? p.vendor ?? '', ref };
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
