// What follows a sign-in answer (login, free play, registration), as the platform's client does it
// (PLATFORM-API.md §5): the answer's token, then the member's account and type from member info asked with that
// token, then the account-kind check of the login screen, the session stored, the remembered credentials kept or
// forgotten and the password held for change password.
import type { EngineServices, Remembered, SessionInfo } from '../../engine/widget-module.ts';
import { isAgent } from '../../engine/widget-module.ts';
import { type Member, type SignInToken, memberOf, sessionInfoOf } from '../../engine/api/readers/session.ts';
import { holdPassword } from './held-password.ts';

/** Which accounts a login screen accepts. */
export type Accept = 'any' | 'members' | 'agents';

/** A sign-in read in full: its token and flags, the member, and the session to store. */
export interface SignedIn {
  sign: SignInToken;
  member: Member;
  info: SessionInfo;
}

/** Asks member info with the sign-in's token and builds the session from both (rejects as a call does). */
export async function readSignIn(engine: Pick<EngineServices, 'call' | 'merchant'>, sign: SignInToken): Promise<SignedIn> {
  const member = memberOf(await engine.call('memberInfo', undefined, { token: sign.token }));
  return { sign, member, info: sessionInfoOf(sign, member, engine.merchant) };
}

/** The label key of the refusal for this account kind, or null when it may sign in. */
export function refusalFor(info: SessionInfo, accept: Accept = 'any'): string | null {
  if (accept === 'members' && isAgent(info)) return 'login_non_member';
  if (accept === 'agents' && !isAgent(info)) return 'login_non_agent';
  return null;
}

/** Stores the session (or ends the refused one and returns its refusal key) and updates remembered credentials. */
export async function completeLogin(
  engine: Pick<EngineServices, 'call' | 'session'>,
  signed: SignedIn,
  opts: { accept?: Accept; password?: string; remember?: Remembered | null; method?: Remembered['type'] },
): Promise<string | null> {
  const { session } = engine;
  const { info, member } = signed;
  const refused = refusalFor(info, opts.accept);
  if (refused) {
    // The platform opened a session the screen does not accept: end it with the token of that session.
    session.signIn(info);
    await engine.call('logout').catch(() => {});
    session.signOut();
    return refused;
  }
  session.signIn(info);
  session.state.member = member;
  holdPassword(opts.password ?? null);
  try {
    if (opts.remember) await session.remember(opts.remember);
    else if (opts.method) session.forgetRemembered(opts.method);
  } catch (err) {
    console.error('[login] remembered credentials not saved', err);
  }
  return null;
}
