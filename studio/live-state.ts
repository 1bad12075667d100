// What players see of the open screen, in one line for the top bar: the latest version is live, or a
// draft is ahead of what players get ("Draft v5 — players see v4").
import type { Version } from './api.ts';

/** The line for a screen's versions (newest first, the published one marked); '' with no versions. */
export function liveState(versions: Version[]): string {
  const latest = versions[0];
  if (!latest) return '';
  const live = versions.find((v) => v.published);
  if (live === latest) return `v${latest.version} is live: players see it`;
  return live ? `Draft v${latest.version} — players see v${live.version}` : `Draft v${latest.version} — not published yet`;
}
