// What follows a successful login or registration: the account-kind check of the login screen, the session and
// token stored, the remembered credentials kept or forgotten, the password held for change password.
import type { ApiValues } from '../../engine/api/types.gen.ts';
import { type EngineServices, type Remembered, type SessionInfo, infoFromLogin, isAgent } from '../../engine/widget-module.ts';
import { holdPassword } from './held-password.ts';

/** Which accounts a login screen accepts. */
export type Accept = 'any' | 'members' | 'agents';

/** The label key of the refusal for this account kind, or null when it may sign in. */
export function refusalFor(info: SessionInfo, accept: Accept = 'any'): string | null {
  if (accept === 'members' && isAgent(info)) return 'login_non_member';
  if (accept === 'agents' && !isAgent(info)) return 'login_non_agent';
  return null;
}

/** Stores the session (or ends the refused one and returns its refusal key) and updates remembered credentials. */
export async function completeLogin(
  engine: Pick<EngineServices, 'call' | 'session'>,
  value: ApiValues['login'],
  opts: { accept?: Accept; password?: string; remember?: Remembered | null; method?: Remembered['type'] },
): Promise<string | null> {
  const { session } = engine;
  const info = infoFromLogin(value);
  const refused = refusalFor(info, opts.accept);
  if (refused) {
    // The platform opened a session the screen does not accept: end it with the token of that session.
    session.signIn(info);
    await engine.call('logout').catch(() => {});
    session.signOut();
    return refused;
  }
  session.signIn(info);
  holdPassword(opts.password ?? null);
  try {
    if (opts.remember) await session.remember(opts.remember);
    else if (opts.method) session.forgetRemembered(opts.method);
  } catch (err) {
    console.error('[login] remembered credentials not saved', err);
  }
  return null;
}
