// Gets a screen ready to mount: loads every widget it uses in parallel and validates each widget's props
// with that widget's compiled validator. A screen with bad props falls back to its shipped definition.
// A verified screen (its text is exactly what the build validated) skips the props check and its code, and
// the code of widgets only deferred nodes use (`"defer"`) loads after the first paint (`later`). Nor does
// it load widgets the current player may not see for who they are (member-only ones for a visitor): a stand-in
// takes their place and loads them if a player they are for signs in.
import type { Gate, ScreenDef, WidgetNode } from '../schema-types.ts';
import type { WidgetLoad, WidgetModule } from '../widget-module.ts';
import type { Problem } from './describe.ts';
import { walkWidgets } from './tree.js';

export interface Prepared {
  screen: ScreenDef;
  modules: ReadonlyMap<string, WidgetModule>;
  /** Nodes whose props failed validation (rendered as a small error state). */
  broken: ReadonlySet<WidgetNode>;
  problems: Problem[];
  /** Loads deferred widgets' code (call it after the first paint): resolves once it is in `modules` (failures added to `broken`). */
  later: (() => Promise<Problem[]>) | null;
  /** Loads one deferred widget's code ahead of the rest (a node the server rendered, `"defer": "code"`): its
   * module, also put in `modules`, or null when it could not be loaded. */
  lateOne: ((type: string) => Promise<WidgetModule | null>) | null;
}

/** How a verified screen leaves out the widgets the current player may not see (engine/mount/gated-widget.tsx). */
export interface Hidden {
  /** Whether the current player may see what shows behind these gates, as far as who they are goes. */
  may(gates: readonly Gate[]): boolean;
  /** What mounts in place of the type's module; `gates`: the gates each of its hidden nodes shows behind. */
  standIn(type: string, gates: readonly (readonly Gate[])[]): WidgetModule;
}

const settle = (load: WidgetLoad, t: string, withValidator: boolean, preload = true) =>
  load(t, withValidator, preload).then(
    (m) => [t, m] as const,
    () => [t, null] as const,
  );
const notLoaded = (file: string, t: string): Problem => ({ file, pointer: '', message: `widget "${t}" could not be loaded` });

async function attempt(file: string, screen: ScreenDef, load: WidgetLoad, verified: boolean, hidden?: Hidden): Promise<Prepared> {
  const nodes = [...walkWidgets(screen)];
  const types = [...new Set(nodes.map(([n]) => n.type))];
  // Unverified screens load everything now: every node's props are checked before anything mounts.
  const first = nodes.filter(([, , deferred]) => !deferred);
  const needed = new Set(first.map(([n]) => n.type));
  const later = verified ? types.filter((t) => !needed.has(t)) : [];
  const seen = new Set(first.filter(([, , , gates]) => !hidden || hidden.may(gates as Gate[])).map(([n]) => n.type));
  const unseen = verified && hidden ? [...needed].filter((t) => !seen.has(t)) : [];
  const now = types.filter((t) => !later.includes(t) && !unseen.includes(t));
  const loaded = await Promise.all(now.map((t) => settle(load, t, !verified)));
  const modules = new Map<string, WidgetModule>();
  for (const t of unseen)
    modules.set(
      t,
      hidden!.standIn(
        t,
        first.filter(([n]) => n.type === t).map(([, , , gates]) => gates as Gate[]),
      ),
    );
  const problems: Problem[] = [];
  for (const [t, m] of loaded) {
    if (m) modules.set(t, m);
    else problems.push(notLoaded(file, t));
  }
  const broken = new Set<WidgetNode>();
  for (const [node, pointer] of nodes) {
    if (later.includes(node.type)) continue;
    const mod = modules.get(node.type);
    if (!mod) {
      broken.add(node);
      continue;
    }
    if (verified) continue;
    if (!mod.validate) {
      broken.add(node);
      problems.push({ file, pointer: `${pointer}/props`, message: `no props validator for "${node.type}"` });
      continue;
    }
    if (!mod.validate(node.props ?? {})) {
      broken.add(node);
      const err = mod.validate.errors![0]!;
      const { describe } = await import('./describe.ts'); // staff wording, loaded only when something is wrong
      problems.push(describe(file, screen, { ...err, instancePath: `${pointer}/props${err.instancePath}` }));
    }
  }
  let loading: Promise<Problem[]> | null = null;
  const each = new Map<string, Promise<WidgetModule | null>>();
  // After the first paint: without modulepreload links (dozens at once make one long task; see widget-loader.ts).
  const one = (t: string) => {
    let job = each.get(t);
    if (!job) {
      job = settle(load, t, false, false).then(([, m]) => {
        if (m) modules.set(t, m);
        return m;
      });
      each.set(t, job);
    }
    return job;
  };
  const rest = () =>
    (loading ??= Promise.all(later.map(async (t) => [t, await one(t)] as const)).then((list) => {
      const failed: Problem[] = [];
      for (const [t, m] of list) if (!m) failed.push(notLoaded(file, t));
      for (const [node] of nodes) if (!modules.has(node.type)) broken.add(node);
      return failed;
    }));
  const lateOne = (t: string) => ((later as readonly string[]).includes(t) ? one(t) : Promise.resolve(modules.get(t) ?? null));
  return { screen, modules, broken, problems, later: later.length ? rest : null, lateOne: later.length ? lateOne : null };
}

/**
 * Loads and validates; on a props problem tries the shipped definition before giving up on the broken nodes.
 * `verified`: the screen's text is exactly a build-validated file, so its props are known good; `hidden` then
 * leaves out the code of widgets the current player may not see.
 */
export async function prepareScreen(
  file: string,
  screen: ScreenDef,
  load: WidgetLoad,
  shipped: () => Promise<Map<string, unknown>>,
  verified = false,
  hidden?: Hidden,
): Promise<Prepared> {
  const first = await attempt(file, screen, load, verified, hidden);
  if (first.broken.size === 0) return first;
  const fallback = (await shipped()).get(file) as ScreenDef | undefined;
  if (fallback && fallback !== screen) {
    const second = await attempt(file, fallback, load, false);
    if (second.broken.size === 0) return { ...second, problems: first.problems };
  }
  return first;
}
