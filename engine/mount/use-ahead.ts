// Screens rendered ahead of a tap. A footer item marked `"ahead": true` (app.json) is a screen players go to often:
// once the screen shown has settled, its code warmed and the browser idle, that screen is rendered into the document,
// styled and laid out but hidden (shell.css `.app-ahead`), and a tap on its link only shows it (the same elements,
// kept by their key). Building a screen at the tap (React's render, the style and layout of its 200 elements) was
// most of a route change's time; showing one laid out ahead costs half the browser's part (bench/reveal-cost.ts).
// A screen ahead is not shown: its modals wait (screen-shown.ts), its data loads (use-data.ts) and `screen-ready`
// mark too, and it has no `id="main"`. This file holds the state; which screens and when is ahead-list.ts, loaded
// once the first screen has settled.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from './react-deps.ts';
import type { ScreenDef } from '../schema-types.ts';
import { whenSettled } from '../settled.ts';
import { inStudioPreview } from '../preview-id.ts';
import type { shownFlag } from './screen-shown.ts';
import { useVisit } from './use-leaving-screen.ts';
import type { AheadInput } from './ahead-list.ts';

type Flag = ReturnType<typeof shownFlag>;
type List = typeof import('./ahead-list.ts');

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

/** What the app remembers of screens ahead between renders: as committed, each address's generation, their flags. */
export interface Memory {
  committed: Map<string, Ahead>;
  generation: Map<string, number>;
  flags: Map<string, Flag>;
}

const NONE: readonly never[] = [];

/**
 * [the visit shown, its flag, the screens to render ahead now]. The visit (use-leaving-screen.ts useVisit) to an
 * address that was rendered ahead is that screen's: its key and flag, so React keeps its elements.
 */
export function useAhead(input: AheadInput & { hydrating: boolean; warm(to: string): Promise<unknown> }) {
  const [code, setCode] = useState<List | null>(null);
  const [ready, setReady] = useState<{ visit: string; to: readonly string[] }>({ visit: '', to: NONE });
  const memory = useRef<Memory>({ committed: new Map(), generation: new Map(), flags: new Map() }).current;
  const adopt = useCallback(
    (address: string) => {
      const ahead = memory.committed.get(address);
      if (!ahead) return undefined;
      // The next screen ahead for this address is a new one (this one is now the visit's).
      memory.generation.set(address, (memory.generation.get(address) ?? 0) + 1);
      memory.committed.delete(address);
      return ahead;
    },
    [memory],
  );
  const active = !input.hydrating && !inStudioPreview;
  const [visit, flag] = useVisit(input.here, active ? adopt : undefined);

  // Once the first screen has settled (as the screens ahead are rendered after it anyway).
  useEffect(() => {
    let live = true;
    if (active && !code) void whenSettled().then(() => import('./ahead-list.ts').then((m) => live && setCode(m)));
    return () => {
      live = false;
    };
  }, [active, code]);
  const to = code && active ? code.targets(input) : NONE;
  const key = to.join('\n');
  const { warm } = input;
  useEffect(() => {
    if (!code || !key) return;
    // Rendered as a transition: React yields while rendering it.
    const add = (target: string) =>
      startTransition(() => setReady((r) => ({ visit, to: r.visit === visit ? [...r.to, target] : [target] })));
    let live = true;
    let cancel = () => {};
    void whenSettled().then(() => {
      if (live) cancel = code.schedule(key.split('\n'), warm, add);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [code, visit, key, warm]);

  const aheads = code ? code.list(to, ready.visit === visit ? ready.to : NONE, input, memory) : NONE;
  useLayoutEffect(() => {
    memory.committed = new Map(aheads.map((a) => [a.to, a]));
    for (const k of memory.flags.keys()) if (!aheads.some((a) => a.key === k)) memory.flags.delete(k);
  });
  return [visit, flag, aheads] as const;
}
