// What valtio's store brings into a bundle: esbuild's tree shaking alone keeps proxy-compare to the two small
// functions the store takes (no build plugin patches it), as long as nothing imports valtio's React binding
// (a layering rule, test/unit/layering.test.ts). The app's first script carries the store.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

const s = suite('store bundle');

/** The minified bundle of `source`, resolved from the project's packages. */
async function bundle(source: string): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    nodePaths: [join(process.cwd(), 'node_modules')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

s("valtio's store leaves proxy-compare's render tracking out; its React binding would bring it", async () => {
  const store = await bundle(
    "import { proxy, snapshot, subscribe } from 'valtio/vanilla'; const p = proxy({ a: { b: 1 } }); subscribe(p, () => {}); export const s = snapshot(p);",
  );
  const react = await bundle("export { useSnapshot } from 'valtio/react';");
  // createProxy's copy of a frozen object: the tell of proxy-compare's tracking half.
  assert.not.match(store, /getOwnPropertyDescriptors/, 'the store alone');
  assert.match(react, /getOwnPropertyDescriptors/, 'the check can see it');
});

s.run();
