// Session expiry: a 401 / login.not.session on any call that carried the token ends the session
// everywhere at once (stored session and caches cleared) and tells the shell, which shows 'The account has been
// logged out, please log in again' and sends the player to login; after signing in they return to where they were.
import { clearCache } from '../api/cache.ts';
import { emit } from '../events.ts';
import { session, signOut } from './store.ts';
import { sessionStore } from './storage.ts';

/** The event the shell listens to. */
export const SESSION_EXPIRED = 'session-expired';
const RETURN_KEY = 'MC_RETURN_TO';

/** Ends the session whose token the platform refused; later refusals of the same token do nothing. */
export function endExpiredSession(token: string): void {
  if (session.info?.token !== token) return;
  signOut();
  clearCache();
  emit(SESSION_EXPIRED);
}

/** Remembers the page to come back to after signing in again (kept for this tab only). */
export function rememberReturn(path: string): void {
  sessionStore()?.setItem(RETURN_KEY, path);
}

/** The page to come back to, once; null when there is none. Only same-site app paths are returned. */
export function takeReturn(): string | null {
  const store = sessionStore();
  const path = store?.getItem(RETURN_KEY) ?? null;
  store?.removeItem(RETURN_KEY);
  return path && /^\/m\/[^/]/.test(path) && !path.startsWith('//') ? path : null;
}
