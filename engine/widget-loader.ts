// Loads widget chunks on demand, with their stylesheet (esbuild emits one CSS file per lazy chunk;
// the build lists them in index.html as <script type="application/json" id="css-map">).
import { registry, validator } from '../generated/registry.ts';
import type { WidgetModule } from './widget-module.ts';

let cssMap: Record<string, string> | null = null;
const requested = new Set<string>();

function stylesheetFor(type: string): string | undefined {
  if (!cssMap) {
    try { cssMap = JSON.parse(document.getElementById('css-map')?.textContent || '{}'); } catch { cssMap = {}; }
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

/** Whether the registry knows a widget type. */
export const isKnownWidget = (type: string) => Object.hasOwn(registry, type);

/** Loads a widget module and its stylesheet together, and its props validator when asked. */
export async function loadWidget(type: string, withValidator = false): Promise<WidgetModule> {
  if (!isKnownWidget(type)) throw new Error(`unknown widget type "${type}"`);
  const [mod, validate] = await Promise.all([registry[type]!(), withValidator ? validator(type) : undefined, ensureCss(type)]);
  return validate ? { ...mod, validate } : mod;
}
