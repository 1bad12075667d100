// How the shell and its widgets read a state path (member.*, wallet.*, session.*, unread.*, app.*). While
// hydrating, reads answer as the stores were at the hydration's first render: a widget hydrating later must render
// what the server sent, whatever the stores hold by then. Afterwards they read the live stores.
import { useCallback, useRef } from './react-deps.ts';
import { snapshot } from 'valtio/vanilla';
import { readStatePath } from '../secrets.ts';
import { app } from '../state.ts';
import { session } from '../session/store.ts';
import { hydratingNow } from './hydration.ts';

/** The roots state paths start from, in the stores or snapshots of them. */
const rootsOf = (s: { member: unknown; wallet: unknown; info: unknown }, a: { unread: unknown }) => ({
  member: s.member,
  wallet: s.wallet,
  session: s.info,
  unread: a.unread,
  app: a,
});
/** A state path as the stores hold it now. */
const liveLookup = (p: string) => readStatePath(rootsOf(session, app), p);

/**
 * The state path reader: one function throughout, so the hydration ending does not give every widget new services
 * (a render of the whole page); each component whose reads now answer differently renders again instead (useTracked
 * checks them when the hydration ends), and for a visitor that is none.
 */
export function useStateLookup(hydrating: boolean): (path: string) => unknown {
  const frozen = useRef<ReturnType<typeof rootsOf> | null>(null);
  if (hydrating && frozen.current === null) frozen.current = rootsOf(snapshot(session), snapshot(app));
  return useCallback((p: string) => (frozen.current !== null && hydratingNow() ? readStatePath(frozen.current, p) : liveLookup(p)), []);
}
