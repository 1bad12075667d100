// The build's proxy-compare split (scripts/build/plugins.mjs splitProxyCompare): valtio's store code, in the
// first chunk, gets only proxy-compare's small part, and the whole module (loaded later, for useSnapshot) shares
// its state: an object valtio's `ref` marks is left untracked by the whole module's proxies, and a tracked proxy
// unwraps to its object.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { splitProxyCompare } from '../../scripts/build/plugins.mjs';

const s = suite('build plugins');

s('splitProxyCompare: the store chunk carries only the shared part, and both parts share marks and symbol', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'split-'));
  try {
    writeFileSync(
      join(dir, 'entry.js'),
      `import { proxy, ref, snapshot } from 'valtio/vanilla';
       const state = proxy({ kept: ref({ a: 1 }), plain: { b: 2 } });
       export async function check() {
         const { createProxy, getUntracked } = await import('./later.js');
         const snap = snapshot(state);
         const seen = createProxy(snap, new WeakMap());
         return { refKept: seen.kept === snap.kept, plainTracked: seen.plain !== snap.plain, unwrapped: getUntracked(seen.plain) === snap.plain };
       }`,
    );
    writeFileSync(join(dir, 'later.js'), `export { createProxy, getUntracked } from 'proxy-compare';`);
    const result = await esbuild.build({
      entryPoints: [join(dir, 'entry.js')],
      absWorkingDir: process.cwd(),
      nodePaths: [join(process.cwd(), 'node_modules')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(dir, 'out'),
      metafile: true,
      logLevel: 'silent',
      plugins: [splitProxyCompare],
    });
    const outputs = result.metafile.outputs;
    const entryOut = Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith('entry.js'))![0];
    // What loads before the dynamic import: the entry's file and the chunks it imports statically.
    const first = [entryOut, ...outputs[entryOut]!.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)]
      .map((f) => readFileSync(join(process.cwd(), f), 'utf8'))
      .join('\n');
    assert.not.match(first, /getOwnPropertyDescriptors/, 'the whole module is not in what loads first');
    assert.ok(readdirSync(join(dir, 'out')).length >= 2, 'the whole module went to a chunk of its own');
    const { check } = await import(pathToFileURL(join(process.cwd(), entryOut)).href);
    assert.equal(await check(), { refKept: true, plainTracked: true, unwrapped: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

s.run();
