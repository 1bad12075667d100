// Runs in Chromium (bundled by the benchmark): prepares and mounts every shipped screen definition 20 times
// with the app's own code and reports the median per screen on window.__benchResult. `validateMs` is what
// the app does for the file as shipped (parse, the server's verified mark, load widgets; the build validated it);
// `fullValidateMs` is the same with the compiled validators run, as for a file an operator has edited.
// `mountMs` mounts the first screenful (what the first paint waits for); `lateMountMs` then adds the deferred
// widgets (`"defer": true`), which the app mounts after the first paint, one per task.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Manifest } from '../engine/screens/load.ts';
import { check } from '../engine/screens/check.ts';
import { schemaTag } from '../generated/schema-tag.ts';
import { prepareScreen } from '../engine/screens/prepare.ts';
import { loadWidget } from '../engine/widget-loader.ts';
import { provideShell } from '../engine/shell-parts.ts';
import { shellParts } from '../app/parts.tsx';
import { WidgetTree } from '../engine/mount/widget-tree.tsx';
import { EngineContext } from '../engine/mount/use-engine.ts';
import type { ScreenDef } from '../engine/schema-types.ts';
import { stubEngine } from '../test/ui/engine-stub.tsx';

provideShell(shellParts);
// Platform calls stay unanswered, as at the app's first paint (a screen's calls start before it renders and are
// on their way while it mounts): the figure is the engine's and the widgets' own work, not this page's real API
// client encrypting a request for a platform the benchmark page does not have, and failing.
const unanswered = () => new Promise<never>(() => {});
const { services } = stubEngine({
  t: (k) => k,
  money: (n) => n.toFixed(2),
  call: unanswered,
  callNamed: unanswered,
});
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const none = async () => new Map<string, unknown>();

async function run() {
  const manifest: Manifest = await (await fetch('/screens/manifest.json')).json();
  const out: Record<string, { validateMs: number; mountMs: number; lateMountMs: number; fullValidateMs: number }> = {};
  const container = document.getElementById('root')!;
  for (const { file, source, verified } of manifest.files) {
    if (file === 'app.json') continue;
    const value = JSON.parse(source);
    await prepareScreen(file, value as ScreenDef, loadWidget, none); // warm: every chunk and validator loaded
    const validate: number[] = [];
    const full: number[] = [];
    const mount: number[] = [];
    const late: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const screen = JSON.parse(source) as ScreenDef;
      const trusted = verified === schemaTag;
      if (!trusted) check(file, screen);
      const prepared = await prepareScreen(file, screen, loadWidget, none, trusted);
      const t1 = performance.now();
      // As the app mounts: the first screenful in one commit, then the deferred widgets (after the first paint).
      const root = createRoot(container);
      const firstOnly = { mayMount: () => false, place: () => () => {} };
      const tree = (deferred?: typeof firstOnly) => (
        <EngineContext.Provider value={services}>
          <WidgetTree nodes={prepared.screen.widgets} modules={prepared.modules} broken={prepared.broken} deferred={deferred} />
        </EngineContext.Provider>
      );
      flushSync(() => {
        root.render(tree(firstOnly));
      });
      const t2 = performance.now();
      await prepared.later?.(); // deferred widgets' code (warm)
      const t2b = performance.now();
      flushSync(() => {
        root.render(tree());
      });
      late.push(performance.now() - t2b);
      root.unmount();
      const t3 = performance.now();
      const again = JSON.parse(source) as ScreenDef;
      check(file, again);
      await prepareScreen(file, again, loadWidget, none);
      full.push(performance.now() - t3);
      validate.push(t1 - t0);
      mount.push(t2 - t1);
    }
    out[file] = { validateMs: median(validate), mountMs: median(mount), lateMountMs: median(late), fullValidateMs: median(full) };
  }
  (window as unknown as { __benchResult: unknown }).__benchResult = out;
}

run().catch((err) => {
  (window as unknown as { __benchResult: unknown }).__benchResult = { error: String(err) };
});
