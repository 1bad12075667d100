// Screens rendered ahead of a tap. A footer item marked `"ahead": true` (app.json) is a screen players go to often:
// once the screen shown has settled, its code warmed and the browser idle, that screen is rendered into the document,
// styled and laid out but hidden (shell.css `.app-ahead`), and a tap on its link only shows it (the same elements,
// kept by their key). Building a screen at the tap (React's render, the style and layout of its 200 elements) was
// most of a route change's time; showing one laid out ahead costs half the browser's part (bench/reveal-cost.ts).
// A screen ahead runs as a shown one does (its data requests start early) but is not shown: its modals wait
// (screen-shown.ts), its `screen-ready` mark too, and it has no `id="main"`.
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from './react-deps.ts';
import type { AppDef, Gate, ScreenDef } from '../schema-types.ts';
import { resolve, type RouteTable } from '../routes.ts';
import { titleKey } from '../screens/title.ts';
import { refusal, type GateContext } from '../gates.ts';
import { whenSettled } from '../settled.ts';
import { idleTask } from '../yield.ts';
import { inStudioPreview } from '../preview-id.ts';
import { shownFlag } from './screen-shown.ts';
import { useVisit } from './use-leaving-screen.ts';

type Flag = ReturnType<typeof shownFlag>;

/** A screen rendered ahead: its React key (kept when it is gone to), its shown flag, its screen and title. */
export interface Ahead {
  to: string;
  key: string;
  flag: Flag;
  screen: ScreenDef;
  title: string;
  /** Its header's back arrow (its screen's back rule; see use-back.ts). */
  onBack(): void;
}

interface Options {
  table: RouteTable;
  app: AppDef;
  /** The screen shown and its address. */
  screen: ScreenDef | undefined;
  here: string;
  gates: GateContext;
  allowed(gate: Gate | undefined): boolean;
  /** Nothing ahead while the server's HTML hydrates. */
  hydrating: boolean;
  warm(to: string): Promise<unknown>;
  back(rule: 'home' | 'history'): void;
  t(key: string): string;
}

/** The addresses the screen shown marks as worth rendering ahead: its footer's items with `ahead`, allowed now. */
function marked(app: AppDef, screen: ScreenDef | undefined, allowed: Options['allowed']): string[] {
  const footer = screen && screen.footer !== false ? app.footers[screen.footer] : undefined;
  return (footer?.items ?? []).filter((item) => item.ahead && allowed(item.gate)).map((item) => item.to);
}

/**
 * [the visit shown, its flag, the screens to render ahead now]. The visit (use-leaving-screen.ts useVisit) to an
 * address that was rendered ahead is that screen's: its key and flag, so React keeps its elements.
 */
export function useAhead({ table, app, screen, here, gates, allowed, hydrating, warm, back, t }: Options) {
  const backs = useMemo(() => ({ home: () => back('home'), history: () => back('history') }), [back]);
  const [settled, setSettled] = useState<{ visit: string; to: readonly string[] }>({ visit: '', to: [] });
  const generation = useRef(new Map<string, number>());
  const flags = useRef(new Map<string, Flag>());
  const committed = useRef(new Map<string, Ahead>());
  const adopt = useCallback((address: string) => {
    const ahead = committed.current.get(address);
    if (!ahead) return undefined;
    // The next screen ahead for this address is a new one (this one is now the visit's).
    generation.current.set(address, (generation.current.get(address) ?? 0) + 1);
    committed.current.delete(address);
    return ahead;
  }, []);
  const [visit, flag] = useVisit(here, hydrating ? undefined : adopt);
  const targets = hydrating || inStudioPreview ? [] : marked(app, screen, allowed).filter((to) => to !== here);
  const targetsKey = targets.join('\n');

  // Once the screen shown has settled, in idle time, one screen per idle period: its code is warmed first (small
  // tasks), then it is rendered as a transition (React yields while rendering it).
  useEffect(() => {
    if (!targetsKey) return;
    let live = true;
    void (async () => {
      await whenSettled();
      for (const to of targetsKey.split('\n')) {
        await idleTask();
        if (!live) return;
        await warm(to);
        if (!live) return;
        startTransition(() => setSettled((s) => ({ visit, to: s.visit === visit ? [...s.to, to] : [to] })));
      }
    })();
    return () => {
      live = false;
    };
  }, [visit, targetsKey, warm]);

  const aheads: Ahead[] = [];
  for (const to of targets) {
    // Kept from the screen before (rendered already: no work in this tap), or added once this one has settled.
    if (!committed.current.has(to) && !(settled.visit === visit && settled.to.includes(to))) continue;
    const [path = '', search = ''] = to.split('?');
    const resolved = resolve(table, path, search);
    // Not the screen shown under another of its routes, nor one the player may not open.
    if (!resolved || resolved.screen === screen || refusal(resolved.screen.access, gates, resolved.params)) continue;
    const key = `ahead:${to}#${generation.current.get(to) ?? 0}`;
    let hidden = flags.current.get(key);
    if (!hidden) flags.current.set(key, (hidden = shownFlag(true)));
    const rule = (resolved.screen.header as { back?: 'home' | 'history' }).back ?? 'history';
    const title = t(titleKey(resolved.screen, resolved.params ?? {}, gates.lookup));
    aheads.push({ to, key, flag: hidden, screen: resolved.screen, title, onBack: backs[rule] });
  }
  useLayoutEffect(() => {
    committed.current = new Map(aheads.map((a) => [a.to, a]));
    for (const key of flags.current.keys()) if (!aheads.some((a) => a.key === key)) flags.current.delete(key);
  });
  return [visit, flag, aheads] as const;
}
