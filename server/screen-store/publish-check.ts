// The one check before a screen is published (and the studio's live check): check:screens over the
// published set with the screen replaced, so cross-file problems (ids, routes, link targets) count too.
// Label keys are checked against the EN labels: the shipped catalogue, plus the published overrides when given.
import { checkScreens } from '../../scripts/check-screens.ts';
import { readCatalogue } from '../../scripts/catalogue.mjs';
import type { Problem } from '../../engine/screens/describe.ts';
import { PublishRefused, type ScreenFile } from './store.ts';

/** `files` with `file` replaced (or added) by `source`, sorted. */
export function withChange(files: ScreenFile[], file: string, source: string): ScreenFile[] {
  return [...files.filter((f) => f.file !== file), { file, source }].sort((a, b) => a.file.localeCompare(b.file));
}

const key = (p: Problem) => `${p.file}|${p.pointer}|${p.message}`;

/**
 * Checks `file` changed to `source` among `files`. `problems` are the file's own; `elsewhere` are problems
 * in other files that the change causes (not present before it, e.g. a link to a route the change removed).
 */
export function checkChange(
  files: ScreenFile[],
  file: string,
  source: string,
  labels: Record<string, string> = readCatalogue('EN'),
): { problems: Problem[]; elsewhere: Problem[] } {
  const after = checkScreens(withChange(files, file, source), labels);
  const problems = after.filter((p) => p.file === file);
  const others = after.filter((p) => p.file !== file);
  if (!others.length) return { problems, elsewhere: [] };
  const before = new Set(checkScreens(files, labels).map(key));
  return { problems, elsewhere: others.filter((p) => !before.has(key(p))) };
}

/** Throws the refusal a publish gets when the check finds anything; `labels` are the EN labels a screen may use. */
export function refuseIfProblems(files: ScreenFile[], file: string, source: string, labels?: Record<string, string>): void {
  const { problems, elsewhere } = checkChange(files, file, source, labels);
  const count = problems.length + elsewhere.length;
  if (count) throw new PublishRefused(file, `Not published: ${count} problem${count === 1 ? '' : 's'} to fix first.`, problems, elsewhere);
}
