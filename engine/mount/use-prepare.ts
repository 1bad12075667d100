// Getting screens ready ahead of the tap: `prepare` (the screens actions go to, for who is signed in now or about
// to be), `prefetch` (a footer link being pressed) and `warm` (in idle time, one module per task). See prefetch.ts.
import { useCallback } from './react-deps.ts';
import type { Action, Gate } from '../schema-types.ts';
import type { ScreenSet } from '../screens/load.ts';
import type { Problem } from '../screens/describe.ts';
import type { RouteTable } from '../routes.ts';
import { targetsOf } from '../actions.ts';
import { identityAllows } from '../gates.ts';
import { NON_AGENT_TYPES } from '../constants.ts';
import { app } from '../state.ts';
import { loadWidget } from '../widget-loader.ts';
import { idleTask } from '../yield.ts';
import { loadOneByOne, loadSeen, prefetchRoute } from './prefetch.ts';
import { hidden, preparePage, preparedNow } from './prepare-page.ts';

/** The longest `prepare` keeps its caller waiting (a slow network): the screen then mounts as it can. */
const PREPARE_WAIT_MS = 1500;
/** Which widgets a player who is about to sign in will see: a member's (player) as well as what shows now. */
const signedInMay = (gates: readonly Gate[]) => hidden.may(gates) || identityAllows(gates, NON_AGENT_TYPES[0]);

/** Screen-file problems a page found, for staff's list (the same function for every page, so Page stays memoised). */
export const onProblems = (problems: readonly Problem[]) => {
  app.problems.push(...problems);
};

/** [`prepare`, `prefetch`, `warm`] for the screens of `set` by its route table. */
export function usePrepare(table: RouteTable, set: ScreenSet) {
  // The screens actions go to, got ready for who is signed in now (see EngineServices.prepare).
  const prepare = useCallback(
    async (actions: readonly Action[] | undefined, opts: { forSignIn?: boolean } = {}) => {
      const may = opts.forSignIn ? signedInMay : hidden.may;
      const ready = Promise.all(
        targetsOf(actions).map((to) =>
          prefetchRoute(table, to, async (screen) => {
            await preparePage(set, screen, onProblems);
            await loadSeen(screen, loadWidget, may);
          }),
        ),
      );
      await Promise.race([ready, new Promise((done) => setTimeout(done, PREPARE_WAIT_MS))]);
    },
    [table, set],
  );
  const prefetch = useCallback((to: string) => prefetchRoute(table, to, (screen) => preparePage(set, screen, onProblems)), [table, set]);
  const warm = useCallback(
    (to: string) =>
      prefetchRoute(table, to, async (screen) => {
        if (!preparedNow(screen)) await loadOneByOne(screen, set.verified.has(screen), loadWidget, idleTask, hidden.may);
        return preparePage(set, screen, onProblems);
      }),
    [table, set],
  );
  return [prepare, prefetch, warm] as const;
}
