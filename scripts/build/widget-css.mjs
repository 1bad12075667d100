// One stylesheet per widget chunk (and one for home's first screen, generated/groups/home-css.ts), built apart from
// the JS: esbuild would otherwise fold the CSS of every lazily loaded widget into the entry's stylesheet.
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cssEmpty, isGlobalCss } from './plugins.mjs';

const root = process.cwd();

/**
 * Writes the stylesheets into <outdir>/assets/w/ and returns widget type -> stylesheet URL.
 * @param {{ options: object, outdir: string }} opts the app's esbuild options and the build's folder
 * @returns {Promise<Record<string, string>>}
 */
export async function buildWidgetCss({ options, outdir }) {
  const groups = JSON.parse(readFileSync(join(root, 'generated/groups.json'), 'utf8'));
  const entryPoints = [
    ...readdirSync(join(root, 'generated/widgets'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `generated/widgets/${f}`),
    'generated/groups/home-css.ts',
    'generated/groups/home-later.ts',
  ];
  const result = await esbuild.build({
    ...options,
    entryPoints,
    outdir: join(outdir, 'assets', 'w'),
    splitting: false,
    write: false,
    sourcemap: false,
    plugins: [cssEmpty(isGlobalCss)],
    logLevel: 'error',
  });
  const cssMap = {};
  const url = (p) => `/${relative(outdir, p).split('\\').join('/')}`;
  for (const o of Object.values(result.metafile.outputs)) {
    const m = /^generated\/(widgets|groups)\/(.+)\.ts$/.exec(o.entryPoint ?? '');
    if (!m || !o.cssBundle) continue;
    const css = result.outputFiles.find((f) => relative(root, f.path) === o.cssBundle);
    if (!css || css.contents.length === 0) continue;
    mkdirSync(join(outdir, 'assets', 'w'), { recursive: true });
    writeFileSync(css.path, css.contents);
    for (const type of m[1] === 'groups' ? (groups[m[2]] ?? []) : [m[2]])
      if (m[1] === 'groups' || !cssMap[type]) cssMap[type] = url(css.path);
  }
  return cssMap;
}
