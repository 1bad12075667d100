// Screen files for the studio: names are checked before any disk access (a bare "name.json" inside
// screens/, never a path). Saving is the screen store's job (server/screen-store/).
import { readFile, readdir, realpath } from 'node:fs/promises';
import { isAbsolute, resolve, sep } from 'node:path';
import { StudioRefusal } from './http.ts';

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.json$/;

/** The absolute path of a screen file, or a refusal for anything that is not a plain name inside `dir`. */
export function screenPath(dir: string, name: unknown): string {
  if (typeof name !== 'string' || !name) throw new StudioRefusal(400, 'Choose a screen file.');
  if (isAbsolute(name) || name.includes('/') || name.includes('\\') || name.includes('..') || !NAME.test(name)) {
    throw new StudioRefusal(400, `"${name}" is not a screen file name: only names like home.json inside screens/ can be opened or saved.`);
  }
  const base = resolve(dir);
  const full = resolve(base, name);
  if (!full.startsWith(base + sep)) throw new StudioRefusal(400, `"${name}" is outside screens/.`);
  return full;
}

/** The screen file names, sorted. */
export async function listScreens(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => NAME.test(f)).sort();
}

/** A file's text, or null when it does not exist. Refuses a link that leads out of `dir`. */
export async function readScreen(dir: string, name: string): Promise<string | null> {
  const full = screenPath(dir, name);
  try {
    const real = await realpath(full);
    if (!real.startsWith((await realpath(dir)) + sep)) throw new StudioRefusal(400, `"${name}" leads outside screens/.`);
    return await readFile(real, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
