// The session: who is signed in (persisted as MC_SESSION_INFO), their member info and wallet, as a valtio proxy.
// signOut clears what a sign-out must clear; the caller calls the logout API first and reloads /m/home after.
import { proxy } from 'valtio/vanilla';
import type { Member } from '../api/readers/session.ts';
import { forgetCached } from '../api/cache.ts';
import { NON_AGENT_TYPES, TRIAL_MEMBER_TYPE } from '../constants.ts';
import { local, readJson, sessionStore } from './storage.ts';
import { PREVIEW_KEY } from '../preview-id.ts';

export type { Member };

/** Stored under MC_SESSION_INFO; a trial session has no firstTimeLogin and a trial merchant code. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
}

export const SESSION_KEY = 'MC_SESSION_INFO';
/** Other keys sign-out clears (the legacy front end's names). */
export const TRIAL_USER_KEY = 'trialUser';
export const AUTO_LOGIN_KEY = 'autoLogin';

const stored = (): SessionInfo | null => {
  const info = readJson<SessionInfo>(local(), SESSION_KEY);
  return info && typeof info.token === 'string' && typeof info.type === 'number' ? info : null;
};

/** The session's state: who is signed in, their member info and wallet. */
export interface SessionState {
  info: SessionInfo | null;
  member: Member | null;
  wallet: { sumBalance: number } | null;
}

export const session = proxy<SessionState>({
  info: stored(),
  member: null,
  wallet: null,
});

/** Stores a new session (member data is loaded afterwards). */
export function signIn(info: SessionInfo): void {
  session.info = info;
  session.member = null;
  session.wallet = null;
  local()?.setItem(SESSION_KEY, JSON.stringify(info));
  if (info.type === TRIAL_MEMBER_TYPE) local()?.setItem(TRIAL_USER_KEY, info.userName);
  else local()?.removeItem(TRIAL_USER_KEY);
}

/** Keeps a renewed token (the platform may rotate it) in the stored session; nothing for no or the same token. */
export function keepToken(token: string | undefined): void {
  const info = session.info;
  if (!info || !token || token === info.token) return;
  session.info = { ...info, token };
  local()?.setItem(SESSION_KEY, JSON.stringify(session.info));
}

/** Clears the token, trial user, member info, session storage, auto-login flag and the cached bank list. */
export function signOut(): void {
  session.info = null;
  session.member = null;
  session.wallet = null;
  const storage = local();
  storage?.removeItem(SESSION_KEY);
  storage?.removeItem(TRIAL_USER_KEY);
  storage?.setItem(AUTO_LOGIN_KEY, '0');
  forgetCached('memberInfo');
  forgetCached('bankAccounts');
  const tab = sessionStore();
  const preview = tab?.getItem(PREVIEW_KEY);
  tab?.clear();
  // Inside the studio's preview frame the tab's preview name stays, or a sign-out would show the published screens.
  if (preview) tab?.setItem(PREVIEW_KEY, preview);
}

/** Agents are members whose type is not 0, 4 or 40. */
export function isAgent(info: SessionInfo | null = session.info): boolean {
  return !!info && !(NON_AGENT_TYPES as readonly number[]).includes(info.type);
}
