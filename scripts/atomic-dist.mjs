// Atomic builds: each build is written into a folder of its own beside the target (dist -> .dist-builds/<id>/)
// and published by swapping the target, a symbolic link, to it in one rename. A server reading through the
// link sees the old build or the new one, whole, never a build being written (server/builds.ts).
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** How many builds stay on disk: the current one and the earlier ones a running page may still load chunks of. */
const KEEP = 4;

const buildsDirOf = (target) => join(dirname(resolve(target)), `.${basename(resolve(target))}-builds`);

/** A new, empty folder to build into for `target`. */
export function stage(target) {
  const dir = join(buildsDirOf(target), `${Date.now().toString(36)}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Points `target` at `built` in one rename, then removes builds older than the last few. */
export function publish(target, built) {
  const link = resolve(target);
  const tmp = `${link}.${process.pid}.swap`;
  rmSync(tmp, { force: true });
  symlinkSync(relative(dirname(link), built), tmp, 'dir');
  // A target left by a build from before atomic builds is a real folder: move it aside once (rename cannot
  // replace a folder with a link), then swap.
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    const old = join(buildsDirOf(target), `legacy-${Date.now().toString(36)}`);
    mkdirSync(dirname(old), { recursive: true });
    renameSync(link, old);
  }
  renameSync(tmp, link);
  prune(target, built);
}

/** For `--watch` builds, which write in place: makes `target` a plain, empty folder. */
export function inPlace(target) {
  const link = resolve(target);
  if (existsSync(link) || isLink(link)) rmSync(link, { recursive: true, force: true });
  mkdirSync(link, { recursive: true });
  return target;
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function prune(target, keep) {
  const dir = buildsDirOf(target);
  const names = readdirSync(dir).sort();
  const old = names.filter((n) => join(dir, n) !== keep).slice(0, Math.max(0, names.length - KEEP));
  for (const name of old) rmSync(join(dir, name), { recursive: true, force: true });
}
