// The component gallery: its own entry and folder (<outdir>/gallery/), so nothing of it reaches the player bundle.
import * as esbuild from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Builds widgets/ui/gallery-main.tsx and its index.html.
 * @param {{ options: object, outdir: string }} opts the app's esbuild options and the build's folder
 */
export async function buildGallery({ options, outdir }) {
  const dir = join(outdir, 'gallery');
  const result = await esbuild.build({
    ...options,
    plugins: [],
    entryPoints: ['widgets/ui/gallery-main.tsx'],
    outdir: dir,
    splitting: false,
    entryNames: 'gallery-[hash]',
  });
  const [file, out] = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint);
  const rel = (p) => `/${relative(outdir, p).split('\\').join('/')}`;
  const css = out.cssBundle ? `<link rel="stylesheet" href="${rel(out.cssBundle)}">` : '';
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Component gallery</title>' +
      `<link rel="icon" href="/favicon.svg" type="image/svg+xml">${css}<script type="module" src="${rel(file)}"></script>` +
      '</head><body><div id="root"></div></body></html>',
  );
}
