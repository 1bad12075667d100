// What the app shell shows of the stores: start-up state, flags, how the page runs, site config, staff's problem
// count and the signed-in member's type, each read as a value the shell renders again for when it changes.
import { app } from '../state.ts';
import { session } from '../session/store.ts';
import { useStore } from './use-store.ts';

/** The store values the shell renders with. */
export function useShellState() {
  return {
    startup: useStore(app, (a) => a.startup),
    flags: useStore(app, (a) => a.flags),
    installMode: useStore(app, (a) => a.installMode),
    siteConfig: useStore(app, (a) => a.siteConfig),
    problems: useStore(app, (a) => a.problems.length),
    memberType: useStore(session, (s) => (s.info ? Number(s.info.type) : null)),
  };
}
