// Runs in Chromium (bundled by the benchmark): validates and mounts every shipped screen definition
// 20 times with the app's own code and reports the median per screen on window.__benchResult.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseSource, check, type Manifest } from '../engine/screens/load.ts';
import { prepareScreen } from '../engine/screens/prepare.ts';
import { loadWidget } from '../engine/widget-loader.ts';
import { WidgetTree } from '../engine/mount/widget-tree.tsx';
import { EngineContext, type EngineServices } from '../engine/mount/use-engine.ts';
import type { ScreenDef } from '../engine/schema-types.ts';

const services: EngineServices = {
  t: (k) => k, language: 'EN', run: () => {}, allowed: () => true, lookup: () => undefined, params: {},
  navigate: () => {}, toast: () => {}, popup: { isOpen: () => false, set: () => {} }, money: (n) => n.toFixed(2),
};
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]!; };

async function run() {
  const manifest: Manifest = await (await fetch('/screens/manifest.json')).json();
  const out: Record<string, { validateMs: number; mountMs: number }> = {};
  const container = document.getElementById('root')!;
  for (const { file, source } of manifest.files) {
    if (file === 'app.json') continue;
    const { value } = parseSource(file, source);
    const warm = await prepareScreen(file, value as ScreenDef, loadWidget, async () => new Map());
    void warm;
    const validate: number[] = [];
    const mount: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const screen = parseSource(file, source).value as ScreenDef;
      check(file, screen);
      const prepared = await prepareScreen(file, screen, loadWidget, async () => new Map());
      const t1 = performance.now();
      const root = createRoot(container);
      flushSync(() => {
        root.render(<EngineContext.Provider value={services}><WidgetTree nodes={prepared.screen.widgets} modules={prepared.modules} broken={prepared.broken} /></EngineContext.Provider>);
      });
      const t2 = performance.now();
      root.unmount();
      validate.push(t1 - t0);
      mount.push(t2 - t1);
    }
    out[file] = { validateMs: median(validate), mountMs: median(mount) };
  }
  (window as unknown as { __benchResult: unknown }).__benchResult = out;
}

run().catch((err) => { (window as unknown as { __benchResult: unknown }).__benchResult = { error: String(err) }; });
