// The captcha image and the SMS countdown as the platform sends them (PLATFORM-API.md §5).
import { integerOf, isRecord, textOf, unreadable } from './read.ts';

/** The captcha as an image source: the platform's value is a base64 PNG without the data: prefix (a data URL of
 * an image is taken as it is). Fails for anything else. */
export function captchaSrcOf(value: unknown): string {
  const text = textOf(value)?.trim();
  if (text?.startsWith('data:image/')) return text;
  if (text && /^[A-Za-z0-9+/\s]+=*$/.test(text)) return `data:image/png;base64,${text.replace(/\s+/g, '')}`;
  return unreadable('the captcha is not an image');
}

/** The minutes an SMS code lasts (value.expiredMinutes; the countdown is minutes x 60 s), or null without them. */
export function smsMinutesOf(value: unknown): number | null {
  const n = isRecord(value) ? integerOf(value.expiredMinutes) : undefined;
  return n !== undefined && n > 0 ? n : null;
}
