// The studio's validation is check:screens itself: the edited text replaces its file among the published
// ones (label keys against the shipped EN labels and the published overrides), and every problem comes back with file, line, column, pointer, expected, found and hint.
import { checkScreens } from '../../scripts/check-screens.ts';
import { readManifest } from '../screens.ts';
import { checkChange } from '../screen-store/publish-check.ts';
import { labelsDirFor, screenLabels } from '../labels.ts';
import type { Problem } from '../../engine/screens/describe.ts';

export type { Problem };

/**
 * Checks a draft against the published files. `problems` are the edited file's own; `elsewhere` are problems
 * in other files that the edit causes (not present before it, e.g. a link to a route the edit removed).
 */
export async function checkDraft(dir: string, file: string, source: string): Promise<{ problems: Problem[]; elsewhere: Problem[] }> {
  return checkChange((await readManifest(dir)).files, file, source, await screenLabels(labelsDirFor(dir)));
}

const key = (p: Problem) => `${p.file}|${p.pointer}|${p.message}`;

/** The problems deleting `file` would cause in the other published files (e.g. their links to its routes). */
export async function checkRemoval(dir: string, file: string): Promise<Problem[]> {
  const labels = await screenLabels(labelsDirFor(dir));
  const { files } = await readManifest(dir);
  const after = checkScreens(
    files.filter((f) => f.file !== file),
    labels,
  );
  if (!after.length) return [];
  const before = new Set(checkScreens(files, labels).map(key));
  return after.filter((p) => !before.has(key(p)));
}
