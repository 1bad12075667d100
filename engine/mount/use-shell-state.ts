// What the app shell shows of the stores: start-up state, flags, how the page runs, site config, staff's problem
// count and the signed-in member's type, each read as a value the shell renders again for when it changes.
import { app } from '../state.ts';
import { session } from '../session/store.ts';
import { listenTo, useStore } from './tracked.ts';

const onApp = listenTo(app);
const onSession = listenTo(session);

/** The store values the shell renders with. */
export function useShellState() {
  return {
    startup: useStore(onApp, () => app.startup),
    flags: useStore(onApp, () => app.flags),
    installMode: useStore(onApp, () => app.installMode),
    siteConfig: useStore(onApp, () => app.siteConfig),
    problems: useStore(onApp, () => app.problems.length),
    memberType: useStore(onSession, () => (session.info ? Number(session.info.type) : null)),
  };
}
