// Gets a screen ready to mount: loads every widget it uses in parallel and validates each widget's props
// with that widget's compiled validator. A screen with bad props falls back to its shipped definition.
// A verified screen (its text is exactly what the build validated) skips the props check and its code.
import type { ScreenDef, WidgetNode } from '../schema-types.ts';
import type { WidgetLoad, WidgetModule } from '../widget-module.ts';
import { describe, type Problem } from './describe.ts';

export interface Prepared {
  screen: ScreenDef;
  modules: ReadonlyMap<string, WidgetModule>;
  /** Nodes whose props failed validation (rendered as a small error state). */
  broken: ReadonlySet<WidgetNode>;
  problems: Problem[];
}

/** Every widget node of a screen, with its JSON pointer. */
export function* walk(screen: ScreenDef): Generator<[WidgetNode, string]> {
  function* inner(nodes: readonly WidgetNode[] | undefined, base: string): Generator<[WidgetNode, string]> {
    for (const [i, node] of (nodes ?? []).entries()) {
      yield [node, `${base}/${i}`];
      yield* inner(node.children, `${base}/${i}/children`);
    }
  }
  const header = screen.header as { widgets?: WidgetNode[] };
  yield* inner(header.widgets, '/header/widgets');
  yield* inner(screen.widgets, '/widgets');
}

async function attempt(file: string, screen: ScreenDef, load: WidgetLoad, verified: boolean) {
  const nodes = [...walk(screen)];
  const types = [...new Set(nodes.map(([n]) => n.type))];
  const loaded = await Promise.all(types.map((t) => load(t, !verified).then((m) => [t, m] as const, () => [t, null] as const)));
  const modules = new Map<string, WidgetModule>();
  const problems: Problem[] = [];
  for (const [t, m] of loaded) {
    if (m) modules.set(t, m);
    else problems.push({ file, pointer: '', message: `widget "${t}" could not be loaded` });
  }
  const broken = new Set<WidgetNode>();
  for (const [node, pointer] of nodes) {
    const mod = modules.get(node.type);
    if (!mod) { broken.add(node); continue; }
    if (verified) continue;
    if (!mod.validate) { broken.add(node); problems.push({ file, pointer: `${pointer}/props`, message: `no props validator for "${node.type}"` }); continue; }
    if (!mod.validate(node.props ?? {})) {
      broken.add(node);
      const err = mod.validate.errors![0]!;
      problems.push(describe(file, screen, { ...err, instancePath: `${pointer}/props${err.instancePath}` }));
    }
  }
  return { screen, modules, broken, problems };
}

/**
 * Loads and validates; on a props problem tries the shipped definition before giving up on the broken nodes.
 * `verified`: the screen's text is exactly a build-validated file, so its props are known good.
 */
export async function prepareScreen(
  file: string, screen: ScreenDef, load: WidgetLoad, shipped: () => Promise<Map<string, unknown>>, verified = false,
): Promise<Prepared> {
  const first = await attempt(file, screen, load, verified);
  if (first.broken.size === 0) return first;
  const fallback = (await shipped()).get(file) as ScreenDef | undefined;
  if (fallback && fallback !== screen) {
    const second = await attempt(file, fallback, load, false);
    if (second.broken.size === 0) return { ...second, problems: first.problems };
  }
  return first;
}
