// Captcha images: a random numeric answer drawn as a PNG, answered as the platform does (PLATFORM-API.md §5): the
// image's base64, without the data: prefix (the client prepends data:image/png;base64,).
import { randomInt } from 'node:crypto';
import { pngTile } from './png-tile.ts';
import type { State } from './state.ts';

const TTL_MS = 5 * 60_000;
const LENGTH = 4;

/** Draws `answer` as a PNG: the digits in white on a plate, as the bitmap font of png-tile.ts draws them. */
export const captchaPng = (answer: string): Buffer =>
  pngTile(answer, `#${['3b5b92', '6a3b92', '2f7d5a', '8a4b2d'][randomInt(0, 4)]}`, 110, 40);

/** Issues a captcha: remembers its answer (and as the last one, for /__sandbox/captcha), returns the PNG's base64. */
export function issueCaptcha(state: State, now = Date.now()): string {
  for (const [answer, expires] of Object.entries(state.captchas)) if (expires < now) delete state.captchas[answer];
  const answer = Array.from({ length: LENGTH }, () => randomInt(0, 10)).join('');
  state.captchas[answer] = now + TTL_MS;
  state.lastCaptcha = answer;
  return captchaPng(answer).toString('base64');
}

/** Consumes a captcha answer; true when it was issued and has not expired. */
export function takeCaptcha(state: State, answer: unknown, now = Date.now()): boolean {
  if (typeof answer !== 'string' || !answer) return false;
  const expires = state.captchas[answer];
  delete state.captchas[answer];
  return expires !== undefined && expires >= now;
}
