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

/** The chunks a widget's code needs, as addresses. */
function depsOf(type: string): string[] {
  if (!chunkDeps) {
    try {
      chunkDeps = JSON.parse(document.getElementById('chunk-deps')?.textContent || 'null');
    } catch {
      /* none */
    }
    chunkDeps ??= { chunks: [], deps: {} };
  }
  const { chunks } = chunkDeps;
  return (chunkDeps.deps[type] ?? []).map((i) => chunks[i]).filter((href): href is string => !!href);
}

/** Adds a modulepreload for each chunk the widget's code needs (once each); the import then finds them. */
function preloadChunks(type: string): void {
  for (const href of depsOf(type)) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

/** Whether the registry knows a widget type. */
export const isKnownWidget = (type: string) => Object.hasOwn(shell.registry, type);

/**
 * Loads a widget module and its stylesheet together, and its props validator when asked. `preload: false` (work
 * in idle time, where latency does not matter) lets the import fetch the chunks it needs itself: adding a
 * modulepreload link costs the main thread a few ms each (up to ~10 ms at 4x CPU), dozens at a time.
 */
export async function loadWidget(type: string, withValidator = false, preload = true): Promise<WidgetModule> {
  if (!isKnownWidget(type)) throw new Error(`unknown widget type "${type}"`);
  if (preload) preloadChunks(type);
  const [mod, validate] = await Promise.all([shell.registry[type]!(), withValidator ? shell.validator(type) : undefined, ensureCss(type)]);
  // Its chunks are loaded now: a later load of a widget sharing them needs no link for them.
  for (const href of depsOf(type)) preloaded.add(href);
  return validate ? { ...mod, validate } : mod;
}
