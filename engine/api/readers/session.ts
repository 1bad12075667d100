// Signing in as the platform's client does (PLATFORM-API.md §5): login, free play and registration answer a token
// and two flags; the member's name and type come from GET /wps/member/info; the session the app stores
// (MC_SESSION_INFO, SPEC §3) is built from both, with the merchant code the operator configured.
import type { MemberInfo } from '../types.gen.ts';
import type { SessionInfo } from '../../session/store.ts';
import { integerOf, isRecord, textOf, unreadable } from './read.ts';

/** What a sign-in answer gives before member info: the token, the flags, and free play's trial merchant code. */
export interface SignInToken {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  /** Free play only, when the answer names one (this project's assumption): the trial merchant code. */
  merchantCode?: string;
  /** Free play only (assumption): 0 when the platform started no trial. */
  trial?: number;
}

/** The member as the app holds it: member info with the platform's account as the user name. */
export type Member = MemberInfo & { userName: string };

/** The password the platform's client forces to change after signing in with it (PLATFORM-API.md quirk 10). */
export const FORCED_CHANGE_PASSWORD = '123456';

const flag = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** The token and flags of a login (or set-password-by-phone's login); fails without a token. */
export function loginTokenOf(value: unknown): SignInToken {
  const token = isRecord(value) ? textOf(value.token) : undefined;
  if (!token || !isRecord(value)) return unreadable('sign-in answer without a token');
  const out: SignInToken = { token };
  const first = flag(value.firstTimeLogin);
  const expired = flag(value.passwordExpired);
  if (first !== undefined) out.firstTimeLogin = first;
  if (expired !== undefined) out.passwordExpired = expired;
  return out;
}

/** A registration's automatic login (login: true), or null when the platform signed nobody in. */
export function registerTokenOf(value: unknown): SignInToken | null {
  return isRecord(value) && textOf(value.token) ? loginTokenOf(value) : null;
}

/** Free play's token (value.token, or beside success: the transport copies it in; quirk 11); no first-login flag. */
export function freeplayTokenOf(value: unknown): SignInToken {
  const { token } = loginTokenOf(value);
  const out: SignInToken = { token };
  const record = isRecord(value) ? value : {};
  const merchant = textOf(record.merchantCode);
  const trial = integerOf(record.trial);
  if (merchant) out.merchantCode = merchant;
  if (trial !== undefined) out.trial = trial;
  return out;
}

/** Whether a refused login's value asks for a captcha (truthy value.captcha). */
export const wantsCaptcha = (refusal: unknown): boolean => isRecord(refusal) && !!refusal.captcha && refusal.captcha !== 'false';

/** Member info as the app holds it; fails without the account and the member type. Fields of this project's
 * assumptions (regDate, VIP, upline, contact) are kept when well-formed and left out otherwise. */
export function memberOf(value: unknown): Member {
  if (!isRecord(value)) return unreadable('member info is not an object');
  const account = textOf(value.account) ?? textOf(value.userName);
  const type = integerOf(value.type);
  if (!account || type === undefined) return unreadable('member info without account and type');
  const out: Member = { account, type, userName: textOf(value.userName) ?? account };
  const put = out as unknown as Record<string, unknown>;
  const id = typeof value.id === 'string' ? value.id : integerOf(value.id);
  if (id !== undefined) out.id = id;
  for (const key of ['nickname', 'regDate', 'vipLabel', 'mobileNum', 'countryDialingCode', 'email'] as const)
    if (typeof value[key] === 'string') put[key] = value[key];
  for (const key of ['toUpline', 'hasPassword'] as const) if (typeof value[key] === 'boolean') put[key] = value[key];
  const vip = integerOf(value.vipLevel);
  if (vip !== undefined) out.vipLevel = vip;
  return out;
}

/** The session to store: the token and flags of the sign-in, the member's account and type, the merchant code
 * (free play's own when it named one, else the configured one). A trial session has no firstTimeLogin. */
export function sessionInfoOf(sign: SignInToken, member: Pick<Member, 'account' | 'type'>, merchant: string): SessionInfo {
  const info: SessionInfo = { token: sign.token, merchantCode: sign.merchantCode ?? merchant, userName: member.account, type: member.type };
  return sign.firstTimeLogin === undefined ? info : { ...info, firstTimeLogin: sign.firstTimeLogin };
}

/** Whether signing in must open change password (PLATFORM-API.md §5, quirk 10): the password 123456, or an expired
 * password while the white-label flag PWDEXPFORCECHANGE3 is on; never after an SMS or identity-provider login. */
export function mustChangePassword(
  sign: Pick<SignInToken, 'passwordExpired'>,
  login: { method: 'username' | 'sms' | 'firebase'; password?: string; forceOnExpiry: boolean },
): boolean {
  if (login.method !== 'username') return false;
  return login.password === FORCED_CHANGE_PASSWORD || (sign.passwordExpired === true && login.forceOnExpiry);
}
