// Whether dist/ is missing or older than any source it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['engine', 'widgets', 'schema', 'static', 'studio', 'screens', 'build.mjs', 'scripts', 'package.json'];

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

/** True when the build output is missing or older than a source file. */
export function distIsStale(root: string, dist = join(root, 'dist')): boolean {
  const marker = join(dist, 'index.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => existsSync(join(root, s)) && newest(join(root, s)) > built);
}
