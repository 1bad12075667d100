// Temporary folders for tests that are gone when the test ends, also when it fails or the process ends
// early: a folder is removed when its test lets it go and again when the process exits, since the sandbox
// may still finish a state save (which re-creates its folder) after a test server has closed. A save whose
// temporary file is created (on libuv's thread pool) while the folder is being removed makes the removal fail
// with ENOTEMPTY: that folder is then left for the removal at exit, instead of ending the test process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();
process.on('exit', () => {
  for (const dir of made) removeTemp(dir);
});

/** A new folder under the system's temporary folder (`<prefix>XXXXXX`), removed at process exit at the latest. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/**
 * Removes a folder made by `tempDir` now, if nothing is writing into it (it is removed once more at exit, should a
 * late write have kept or brought it back).
 */
export function removeTemp(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw err;
  }
}
