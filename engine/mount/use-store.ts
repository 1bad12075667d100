// The one hook for reading a valtio store while rendering: the shell's state, the session and a widget's own store
// (a `proxy` from 'valtio/vanilla') alike. useSyncExternalStore over valtio's `subscribe`: no proxy-compare
// tracking, so valtio's React binding stays out of every bundle.
import { useSyncExternalStore } from './react-deps.ts';
import { subscribe } from 'valtio/vanilla';

type Listen = (changed: () => void) => () => void;
/** One subscription function per store, so React keeps its subscription between renders. */
const listeners = new WeakMap<object, Listen>();

/**
 * `select(store)`, rendering again when what it selects changes (compared by identity). Select a primitive, or an
 * object the store replaces whole on a change (valtio gives an assigned object a new proxy: `s.info`, `s.wallet`,
 * `s.member`), never a new object built in the selector (that would render again without end). Several values:
 * one call each.
 */
export function useStore<S extends object, T>(store: S, select: (store: S) => T): T {
  let listen = listeners.get(store);
  if (!listen) listeners.set(store, (listen = (changed) => subscribe(store, changed)));
  const read = () => select(store);
  return useSyncExternalStore(listen, read, read);
}
