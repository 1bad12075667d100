// What gates look at (who is signed in, the flags, how the page runs, the agent menu, state paths), for the widgets
// and for the shell's own reads (the screen's access rules, its title's state binding).
import { useMemo } from './react-deps.ts';
import type { SiteConfig } from '../api/types.gen.ts';
import type { Gate } from '../schema-types.ts';
import { passes, type GateContext } from '../gates.ts';
import { isStandalone } from '../state.ts';
import type { InstallMode } from '../install/mode.ts';
import { useStateLookup } from './use-state-lookup.ts';
import { useTracked } from './tracked.ts';

/** The store values gates depend on (see useShellState). */
interface GateInputs {
  memberType: number | null;
  flags: GateContext['flags'];
  installMode: InstallMode;
  siteConfig: SiteConfig | null;
}

/**
 * [widgets, shell]. `widgets`: the context the widgets' services gate with. Its reads go to the live stores and each
 * component renders again for the paths it read (useTracked), so it changes only with who is signed in, the flags
 * and how the page runs: a balance or a count arriving does not give every widget new services. `shell`: the same,
 * with the reads the shell renders again for. On the server and while hydrating, the view is the visitor's in a
 * plain browser (the server never sees a session or how the page runs).
 */
export function useGates(hydrating: boolean, { memberType, flags, installMode, siteConfig }: GateInputs) {
  const standalone = !hydrating && isStandalone(installMode);
  const agentMenu = (siteConfig as { agentMenu?: Record<string, boolean> } | null)?.agentMenu;
  const lookup = useStateLookup(hydrating);
  const widgets: GateContext = useMemo(
    () => ({ memberType, flags, standalone, agentMenu, lookup }),
    [memberType, flags, standalone, agentMenu, lookup],
  );
  const own = useTracked(useMemo(() => ({ lookup, allowed: (gate: Gate | undefined) => passes(gate, widgets) }), [widgets]));
  const shell: GateContext = { ...widgets, lookup: own.lookup };
  return [widgets, shell] as const;
}
