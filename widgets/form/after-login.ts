// What follows a successful login or registration: the account-kind check of the login screen, the session and
// token stored, the remembered credentials kept or forgotten, the password held for change password.
import { api } from '../../engine/api/calls.ts';
import type { ApiValues } from '../../engine/api/types.gen.ts';
import { type SessionInfo, infoFromLogin, isAgent, signIn, signOut } from '../../engine/session/store.ts';
import { type Remembered, forgetRemembered, remember } from '../../engine/session/remembered.ts';
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
  value: ApiValues['login'],
  opts: { accept?: Accept; password?: string; remember?: Remembered | null; method?: Remembered['type'] },
): Promise<string | null> {
  const info = infoFromLogin(value);
  const refused = refusalFor(info, opts.accept);
  if (refused) {
    // The platform opened a session the screen does not accept: end it with the token of that session.
    signIn(info);
    await api.logout().catch(() => {});
    signOut();
    return refused;
  }
  signIn(info);
  holdPassword(opts.password ?? null);
  try {
    if (opts.remember) await remember(opts.remember);
    else if (opts.method) forgetRemembered(opts.method);
  } catch (err) {
    console.error('[login] remembered credentials not saved', err);
  }
  return null;
}
