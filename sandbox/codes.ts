// SMS verification codes and sessions: issuing, checking and consuming.
import { randomBytes, randomInt } from 'node:crypto';
import type { LoginValue } from '../engine/api/types.gen.ts';
import type { Member } from './data/accounts.ts';
import { Refusal } from './http.ts';
import type { State } from './state.ts';

export const SMS_EXPIRED_MINUTES = 5;
export const SESSION_MS = 24 * 3_600_000;
export const CODE_ERROR = 'Verification code error';

/** Sends (stores) a fresh 6-digit code for a mobile number. */
export function issueSms(state: State, mobileNum: string): { expiredMinutes: number } {
  state.sms[mobileNum] = { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), expiresAt: Date.now() + SMS_EXPIRED_MINUTES * 60_000 };
  return { expiredMinutes: SMS_EXPIRED_MINUTES };
}

/** Throws verification.code.error unless `code` is the live code for the number; consumes it when asked. */
export function checkSms(state: State, mobileNum: string | undefined, code: string | undefined, consume: boolean): void {
  const entry = mobileNum ? state.sms[mobileNum] : undefined;
  if (!entry || !code || entry.code !== code || entry.expiresAt < Date.now()) {
    throw new Refusal('verification.code.error', CODE_ERROR);
  }
  if (consume && mobileNum) delete state.sms[mobileNum];
}

/** Starts a session for a member and returns its token. */
export function openSession(state: State, member: Member): string {
  const token = randomBytes(24).toString('hex');
  state.sessions[token] = { userName: member.userName, expiresAt: Date.now() + SESSION_MS };
  for (const [t, s] of Object.entries(state.sessions)) if (s.expiresAt < Date.now()) delete state.sessions[t];
  return token;
}

/** Starts a session for a member and returns the login value as the platform answers it (PLATFORM-API.md §5): the
 * token and the first-login and expired-password flags; name and type are member info's. */
export function startSession(state: State, member: Member): LoginValue {
  return { token: openSession(state, member), firstTimeLogin: member.firstTimeLogin, passwordExpired: member.passwordExpired === true };
}

/** Finds a member by mobile number (digits only, no dialing code). */
export const memberByMobile = (state: State, mobileNum: string | undefined): Member | undefined =>
  mobileNum ? Object.values(state.members).find((m) => m.mobileNum === mobileNum) : undefined;

/** Finds a member by user name, case-insensitively. */
export const memberByName = (state: State, userName: string | undefined): Member | undefined =>
  userName
    ? (state.members[userName] ?? Object.values(state.members).find((m) => m.userName.toLowerCase() === userName.toLowerCase()))
    : undefined;
