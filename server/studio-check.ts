// The studio's validation is check:screens itself: the edited text replaces its file among the saved
// ones, and every problem comes back with file, line, column, pointer, expected, found and hint.
import { checkScreens } from '../scripts/check-screens.ts';
import { readCatalogue } from '../scripts/catalogue.mjs';
import { readManifest } from './screens.ts';
import type { Problem } from '../engine/screens/describe.ts';

export type { Problem };

/** The saved files with `file` replaced (or added) by `source`. */
export async function withDraft(dir: string, file: string, source: string): Promise<Array<{ file: string; source: string }>> {
  const { files } = await readManifest(dir);
  const others = files.filter((f) => f.file !== file);
  return [...others, { file, source }].sort((a, b) => a.file.localeCompare(b.file));
}

const key = (p: Problem) => `${p.file}|${p.pointer}|${p.message}`;

/** The problems in `after` that the saved files did not have (what a change causes elsewhere). */
async function newProblems(dir: string, after: Problem[], labels: Record<string, string>): Promise<Problem[]> {
  if (!after.length) return [];
  const before = new Set(checkScreens((await readManifest(dir)).files, labels).map(key));
  return after.filter((p) => !before.has(key(p)));
}

/**
 * Checks a draft against the saved files. `problems` are the edited file's own; `elsewhere` are problems in
 * other files that the edit causes (not present before it, e.g. a link to a route the edit removed).
 */
export async function checkDraft(dir: string, file: string, source: string): Promise<{ problems: Problem[]; elsewhere: Problem[] }> {
  const labels = readCatalogue('EN');
  const after = checkScreens(await withDraft(dir, file, source), labels);
  return { problems: after.filter((p) => p.file === file), elsewhere: await newProblems(dir, after.filter((p) => p.file !== file), labels) };
}

/** The problems deleting `file` would cause in the other saved files (e.g. their links to its routes). */
export async function checkRemoval(dir: string, file: string): Promise<Problem[]> {
  const labels = readCatalogue('EN');
  const others = (await readManifest(dir)).files.filter((f) => f.file !== file);
  return newProblems(dir, checkScreens(others, labels), labels);
}
