// Which screens to render ahead, and when (use-ahead.ts holds the state): the screen shown marks them (its
// footer's items with `ahead`, allowed now); each is rendered once the screen shown has settled, its code warmed
// in idle time. Loaded after the first screen has settled: nothing is rendered ahead before, so home's first script
// does without it.
import type { AppDef, Gate, ScreenDef } from '../schema-types.ts';
import { resolve, type RouteTable } from '../routes.ts';
import { titleKey } from '../screens/title.ts';
import { refusal, type GateContext } from '../gates.ts';
import { idleTask } from '../yield.ts';
import { shownFlag } from './screen-shown.ts';
import type { Ahead, Memory } from './use-ahead.ts';

/** What the app knows of the screen shown and the player. */
export interface AheadInput {
  table: RouteTable;
  app: AppDef;
  screen: ScreenDef | undefined;
  here: string;
  gates: GateContext;
  allowed(gate: Gate | undefined): boolean;
  back(rule: 'home' | 'history'): void;
  t(key: string): string;
}

/** The addresses the screen shown marks as worth rendering ahead: its footer's items with `ahead`, allowed now. */
export function targets({ app, screen, allowed, here }: AheadInput): string[] {
  const footer = screen && screen.footer !== false ? app.footers[screen.footer] : undefined;
  return (footer?.items ?? []).filter((item) => item.ahead && allowed(item.gate) && item.to !== here).map((item) => item.to);
}

/** Warms each target's code in idle time, one per idle period, and tells `ready` each one that may be rendered. */
export function schedule(to: readonly string[], warm: (to: string) => Promise<unknown>, ready: (to: string) => void): () => void {
  let live = true;
  void (async () => {
    for (const target of to) {
      await idleTask();
      if (!live) return;
      await warm(target);
      if (live) ready(target);
    }
  })();
  return () => {
    live = false;
  };
}

/** The back arrows by back rule, one pair per `back` (so a screen ahead keeps its props from render to render). */
const backs = new WeakMap<AheadInput['back'], Record<'home' | 'history', () => void>>();
function backOf(back: AheadInput['back'], rule: 'home' | 'history') {
  let pair = backs.get(back);
  if (!pair) backs.set(back, (pair = { home: () => back('home'), history: () => back('history') }));
  return pair[rule];
}

/**
 * The screens to render ahead now: of `to`, those kept from the screen before (rendered already: no work in this
 * tap) or `ready` (added once this one has settled); never the screen shown under another of its routes, nor one
 * the player may not open.
 */
export function list(to: readonly string[], ready: readonly string[], input: AheadInput, memory: Memory): Ahead[] {
  const out: Ahead[] = [];
  for (const target of to) {
    if (!memory.committed.has(target) && !ready.includes(target)) continue;
    const [path = '', search = ''] = target.split('?');
    const resolved = resolve(input.table, path, search);
    if (!resolved || resolved.screen === input.screen || refusal(resolved.screen.access, input.gates, resolved.params)) continue;
    const key = `ahead:${target}#${memory.generation.get(target) ?? 0}`;
    let flag = memory.flags.get(key);
    if (!flag) memory.flags.set(key, (flag = shownFlag(true)));
    const rule = (resolved.screen.header as { back?: 'home' | 'history' }).back ?? 'history';
    const title = input.t(titleKey(resolved.screen, resolved.params ?? {}, input.gates.lookup));
    out.push({ to: target, key, flag, screen: resolved.screen, title, onBack: backOf(input.back, rule) });
  }
  return out;
}
