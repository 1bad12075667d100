// Widgets the current player may not see for who they are (member-only ones for a visitor: the header's balance
// and menu) do not load with their screen: a stand-in takes the module's place (screens/prepare.ts). A closed gate
// renders nothing before the widget is reached, on the server and in the browser alike, so the stand-in only
// renders once a player it is for is signed in. It then shows the widget as soon as its code is there: loading
// starts the moment the session changes to such a player (before the page re-renders for them), else when the
// stand-in first renders or its screen prefetches data.
import { useEffect, useSyncExternalStore } from './react-deps.ts';
import { subscribe } from 'valtio/vanilla';
import type { Gate } from '../schema-types.ts';
import type { WidgetLoad, WidgetModule, WidgetProps } from '../widget-module.ts';
import type { Hidden } from '../screens/prepare.ts';
import { identityAllows } from '../gates.ts';
import { session } from '../session/store.ts';

interface Waiting {
  type: string;
  /** The gates each hidden node of the type shows behind (from every screen prepared so far). */
  gates: (readonly Gate[])[];
  module: WidgetModule | null;
  loading: Promise<WidgetModule | null> | null;
  listeners: Set<() => void>;
  standIn: WidgetModule;
}

const waiting = new Map<string, Waiting>();
const standIns = new WeakSet<WidgetModule>();

/** The member type of who is signed in (null: a visitor). */
const memberType = () => (session.info ? Number(session.info.type) : null);

/** Whether a module is a stand-in (its widget's code is not loaded with the screen). */
export const isStandIn = (mod: WidgetModule | undefined) => !!mod && standIns.has(mod);

/** Loads the widget's code once; a failure is logged and the next render tries again. */
function start(entry: Waiting, load: WidgetLoad): Promise<WidgetModule | null> {
  entry.loading ??= load(entry.type, false).then(
    (mod) => {
      entry.module = mod;
      for (const l of entry.listeners) l();
      return mod;
    },
    (err) => {
      entry.loading = null;
      console.warn(`[engine] widget "${entry.type}" could not be loaded`, err);
      return null;
    },
  );
  return entry.loading;
}

function makeStandIn(entry: Waiting, load: WidgetLoad): WidgetModule {
  const listen = (l: () => void) => {
    entry.listeners.add(l);
    return () => entry.listeners.delete(l);
  };
  const current = () => entry.module;
  function GatedWidget(props: WidgetProps) {
    const mod = useSyncExternalStore(listen, current, current);
    useEffect(() => {
      if (!mod) void start(entry, load);
    }, [mod]);
    return mod ? <mod.Component {...props} /> : null;
  }
  return {
    type: entry.type,
    Component: GatedWidget,
    // Called for a node the player may see, as its screen mounts: the data request follows the code.
    prefetch: (config, services) => {
      void start(entry, load).then((mod) => mod?.prefetch?.(config, services));
    },
  };
}

let watching = false;

/** In the browser: a sign-in loads the waiting widgets the new player may see, before their pages render them. */
function watchSession(load: WidgetLoad) {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  subscribe(session, () => {
    const who = memberType();
    for (const entry of waiting.values()) if (!entry.module && entry.gates.some((g) => identityAllows(g, who))) void start(entry, load);
  });
}

/** Leaves out, for the current player, the widgets only other players may see; `load` loads them when needed. */
export function hiddenFor(load: WidgetLoad): Hidden {
  return {
    may: (gates) => identityAllows(gates, memberType()),
    standIn(type, gates) {
      watchSession(load);
      let entry = waiting.get(type);
      if (!entry) {
        entry = { type, gates: [], module: null, loading: null, listeners: new Set(), standIn: null! };
        entry.standIn = makeStandIn(entry, load);
        standIns.add(entry.standIn);
        waiting.set(type, entry);
      }
      entry.gates.push(...gates);
      return entry.module ?? entry.standIn;
    },
  };
}
