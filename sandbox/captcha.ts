// Captcha images: a random numeric answer drawn as a noisy SVG, returned as a base64 data URL.
import { randomInt } from 'node:crypto';
import type { State } from './state.ts';

const TTL_MS = 5 * 60_000;
const LENGTH = 4;

/** Draws `answer` with jittered digits and noise lines. */
export function captchaSvg(answer: string): string {
  const digits = [...answer].map((d, i) => {
    const x = 14 + i * 24 + randomInt(-3, 4);
    const y = 30 + randomInt(-4, 5);
    return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-size="26" font-family="monospace" font-weight="bold" fill="hsl(${randomInt(0, 360)},60%,35%)">${d}</text>`;
  });
  const lines = Array.from(
    { length: 5 },
    () =>
      `<line x1="${randomInt(0, 110)}" y1="${randomInt(0, 40)}" x2="${randomInt(0, 110)}" y2="${randomInt(0, 40)}" stroke="hsl(${randomInt(0, 360)},50%,60%)" stroke-width="1.5"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f3f1ea"/>${lines.join('')}${digits.join('')}</svg>`;
}

/** Issues a captcha: remembers its answer (and as the last one, for /__sandbox/captcha), returns the data URL. */
export function issueCaptcha(state: State, now = Date.now()): string {
  for (const [answer, expires] of Object.entries(state.captchas)) if (expires < now) delete state.captchas[answer];
  const answer = Array.from({ length: LENGTH }, () => randomInt(0, 10)).join('');
  state.captchas[answer] = now + TTL_MS;
  state.lastCaptcha = answer;
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
}

/** Consumes a captcha answer; true when it was issued and has not expired. */
export function takeCaptcha(state: State, answer: unknown, now = Date.now()): boolean {
  if (typeof answer !== 'string' || !answer) return false;
  const expires = state.captchas[answer];
  delete state.captchas[answer];
  return expires !== undefined && expires >= now;
}
