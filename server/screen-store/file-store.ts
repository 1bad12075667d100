// The embedded screen store: the files in screens/ are what players get, and every save is also a version
// in a history folder (<history>/<screen>/000001.json: who, when, message, line counts, the text). Saves
// are atomic (temp file + rename in the same folder, so a file watcher sees one whole change) and one at a
// time per screen; a save from a stale base is refused as a conflict, never written over someone's edit.
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diffLines, diffStats } from '../../studio/diff.ts';
import { listScreens, readScreen, screenPath } from '../studio-files.ts';
import { SaveConflict, type SaveOptions, type ScreenStore, type Version, type VersionWithSource } from './store.ts';

/** Who a version found on disk (edited outside the studio, or there before the first save) is credited to. */
export const OUTSIDE = 'outside the studio';
const MESSAGE_MAX = 200;
/** A version's file name: 000001.json (sorts in order). */
const versionName = (n: number) => `${String(n).padStart(6, '0')}.json`;

/** Writes `text` to `full` atomically: a temp file in the same folder, then a rename over the old one. */
export async function writeAtomic(full: string, text: string): Promise<void> {
  const temp = `${full}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, text, { flag: 'wx' });
  await rename(temp, full);
}

/** A screen store over `screensDir` with its history in `historyDir`. */
export function createFileStore(opts: { screensDir: string; historyDir: string; now?: () => Date }): ScreenStore {
  const now = opts.now ?? (() => new Date());
  const folder = (file: string) => join(opts.historyDir, file.replace(/\.json$/, ''));
  const locks = new Map<string, Promise<unknown>>();
  /** Runs `task` after every earlier task on the same screen (one save at a time per file). */
  const serial = <T>(file: string, task: () => Promise<T>): Promise<T> => {
    const run = (locks.get(file) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => {});
    locks.set(file, settled);
    void settled.then(() => { if (locks.get(file) === settled) locks.delete(file); });
    return run;
  };

  async function versions(file: string): Promise<VersionWithSource[]> {
    screenPath(opts.screensDir, file);
    let names: string[];
    try { names = (await readdir(folder(file))).filter((n) => /^\d{6,}\.json$/.test(n)).sort(); } catch { return []; }
    const out: VersionWithSource[] = [];
    for (const n of names) {
      try { out.push(JSON.parse(await readFile(join(folder(file), n), 'utf8'))); } catch { /* a torn or foreign file is skipped */ }
    }
    return out;
  }

  async function record(file: string, previous: VersionWithSource | undefined, source: string, meta: { author: string; message: string; restoredFrom?: number }): Promise<VersionWithSource> {
    const { added, removed } = previous ? diffStats(diffLines(previous.source, source)) : { added: source.trimEnd().split('\n').length, removed: 0 };
    const version: VersionWithSource = {
      version: (previous?.version ?? 0) + 1, file, author: meta.author, at: now().toISOString(),
      message: meta.message.slice(0, MESSAGE_MAX), added, removed, ...(meta.restoredFrom ? { restoredFrom: meta.restoredFrom } : {}), source,
    };
    await mkdir(folder(file), { recursive: true });
    await writeAtomic(join(folder(file), versionName(version.version)), JSON.stringify(version));
    return version;
  }

  const strip = ({ source: _s, ...v }: VersionWithSource): Version => v;

  return {
    list: () => listScreens(opts.screensDir),
    read: (file) => readScreen(opts.screensDir, file),
    history: async (file) => (await versions(file)).map(strip).reverse(),
    async version(file, n) {
      screenPath(opts.screensDir, file);
      if (!Number.isSafeInteger(n) || n < 1) return null;
      try { return JSON.parse(await readFile(join(folder(file), versionName(n)), 'utf8')) as VersionWithSource; } catch { return null; }
    },
    save: (file, source, o: SaveOptions) => serial(file, async () => {
      const full = screenPath(opts.screensDir, file);
      const current = await readScreen(opts.screensDir, file);
      const all = await versions(file);
      let latest = all.at(-1);
      // What is on disk but not in the history (there before the first save, or edited by hand) becomes a version first.
      if (current !== null && latest?.source !== current) {
        latest = await record(file, latest, current, { author: OUTSIDE, message: latest ? 'Changed outside the studio' : 'As it was before the first studio save' });
      }
      if (o.base !== undefined && current !== null && o.base !== current) throw new SaveConflict(file, current, strip(latest!));
      if (current !== null && current === source) return strip(latest!);
      const version = await record(file, latest, source, o);
      await writeAtomic(full, source);
      return strip(version);
    }),
  };
}
