// Loads widget chunks on demand, with their stylesheet (esbuild emits one CSS file per lazy chunk;
// the build lists them in index.html as <script type="application/json" id="css-map">), and requests every
// chunk a widget imports at the same time (id="chunk-deps"), instead of one round trip after its own chunk.
// The registry itself is a shell part (engine/shell-parts.ts): the composition root passes it in.
import { shell } from './shell-parts.ts';
import type { WidgetModule } from './widget-module.ts';

let cssMap: Record<string, string> | null = null;
const requested = new Set<string>();

function stylesheetFor(type: string): string | undefined {
  if (!cssMap) {
    try {
      cssMap = JSON.parse(document.getElementById('css-map')?.textContent || '{}');
    } catch {
      cssMap = {};
    }
  }
  return cssMap![type];
}

function ensureCss(type: string): Promise<void> {
  const href = stylesheetFor(type);
  if (!href || requested.has(href) || document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  requested.add(href);
  return new Promise((done) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = link.onerror = () => done();
    document.head.append(link);
  });
}

let chunkDeps: { chunks: string[]; deps: Record<string, number[]> } | null = null;
const preloaded = new Set<string>();

/** Adds a modulepreload for each chunk the widget's code needs (once each); the import then finds them. */
function preloadChunks(type: string): void {
  if (!chunkDeps) {
    try {
      chunkDeps = JSON.parse(document.getElementById('chunk-deps')?.textContent || 'null');
    } catch {
      /* none */
    }
    chunkDeps ??= { chunks: [], deps: {} };
  }
  for (const i of chunkDeps.deps[type] ?? []) {
    const href = chunkDeps.chunks[i];
    if (!href || preloaded.has(href)) continue;
    preloaded.add(href);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

/** Whether the registry knows a widget type. */
export const isKnownWidget = (type: string) => Object.hasOwn(shell.registry, type);

/** Loads a widget module and its stylesheet together, and its props validator when asked. */
export async function loadWidget(type: string, withValidator = false): Promise<WidgetModule> {
  if (!isKnownWidget(type)) throw new Error(`unknown widget type "${type}"`);
  preloadChunks(type);
  const [mod, validate] = await Promise.all([shell.registry[type]!(), withValidator ? shell.validator(type) : undefined, ensureCss(type)]);
  return validate ? { ...mod, validate } : mod;
}
