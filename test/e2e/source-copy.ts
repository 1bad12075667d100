// A copy of the source tree to build from in a browser test (node_modules linked, not copied): a build made
// there writes its generated/ files into the copy, never into the tree other test processes are reading.
import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const PARTS = [
  'app',
  'engine',
  'widgets',
  'schema',
  'static',
  'screens',
  'scripts',
  'studio',
  'sandbox',
  'server',
  'build.mjs',
  'package.json',
  'tsconfig.json',
];

/** Copies what `node build.mjs` reads into `dir` and returns `dir`. */
export function copySource(dir: string): string {
  for (const part of PARTS) cpSync(part, join(dir, part), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}
