// `npm run bench:sizes` (after `node build.mjs`): only the benchmark's "Initial weight per route" table, with each
// route's own JS beyond home, in under a minute instead of the whole benchmark's minutes. With --files, the files each route fetched; with --inputs, also what
// home's initial files are made of: minified bytes per input module (the build's metafile), largest first.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../server/app.ts';
import { apiFromEnv } from '../server/api.ts';
import { launchBrowser } from '../test/e2e/harness.ts';
import { bytesOf, distDir, weighRoutes } from './sizes.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const api = await apiFromEnv({}, join(mkdtempSync(join(tmpdir(), 'bench-sizes-')), 'state.json'));
const server = createAppServer({ root: process.cwd(), distDir: distDir(), api: api.handler, ssr: process.env.SSR !== '0' });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const browser = await launchBrowser();
try {
  const weights = await weighRoutes(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const home = new Set(weights.home!.files);
  console.log('| route | JS min | JS gzip | JS brotli | CSS gzip | own JS beyond home (gzip) | requests before it |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, w] of Object.entries(weights)) {
    const own = w.files.filter((f) => f.endsWith('.js') && !home.has(f)).reduce((n, f) => n + bytesOf(join(distDir(), f)).gzip, 0);
    console.log(
      `| ${name} | ${kb(w.js.raw)} | ${kb(w.js.gzip)} | ${kb(w.js.brotli)} | ${kb(w.css.gzip)} | ${name === 'home' ? '' : kb(own)} | ${w.requestsBeforePaint} |`,
    );
  }
  if (process.argv.includes('--files')) for (const [name, w] of Object.entries(weights)) console.log(`${name}: ${w.files.join(' ')}`);
  if (process.argv.includes('--inputs')) inputsOf([...home].filter((f) => f.endsWith('.js')));
} finally {
  await browser.close();
  server.close();
}

/** Prints the input modules of `files` (paths under the build) by their minified bytes in them, largest first. */
function inputsOf(files: string[]): void {
  const meta = JSON.parse(readFileSync(join(distDir(), 'meta.json'), 'utf8')) as {
    outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const byInput = new Map<string, number>();
  for (const file of files) {
    const [, out] = Object.entries(meta.outputs).find(([k]) => k.endsWith(file)) ?? [];
    if (!out) continue;
    console.log(`\n${file}: ${kb(out.bytes)} minified, ${kb(bytesOf(join(distDir(), file)).gzip)} gzip`);
    for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) byInput.set(input, (byInput.get(input) ?? 0) + bytesInOutput);
  }
  const sorted = [...byInput].sort((a, b) => b[1] - a[1]);
  const pkg = new Map<string, number>();
  for (const [input, n] of sorted) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const key = m ? m[1]! : input.split('/').slice(0, 2).join('/');
    pkg.set(key, (pkg.get(key) ?? 0) + n);
  }
  console.log('\nBy package or folder (minified bytes):');
  for (const [k, n] of [...pkg].sort((a, b) => b[1] - a[1])) console.log(`${kb(n).padStart(10)}  ${k}`);
  console.log('\nBy input module (minified bytes, top 80):');
  for (const [input, n] of sorted.slice(0, 80)) console.log(`${kb(n).padStart(10)}  ${input}`);
}
