// The embedded screen store: the files in screens/ are what players get (the published versions), and every
// save is a version in a history folder (<history>/<screen>/000001.json: who, when, message, line counts, the
// text), with <history>/<screen>/published.json naming the version that is in screens/. A save is a draft
// until it is published. Writes are atomic (temp file + rename in the same folder, so a file watcher sees one
// whole change) and one at a time per screen; a save from a stale base is refused as a conflict. The label
// overrides are kept the same way (labels/ and label-history/), with their own publish check.
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diffLines, diffStats } from '../../studio/diff.ts';
import { listScreens, readScreen, screenPath } from '../studio/files.ts';
import { refuseIfProblems } from './publish-check.ts';
import {
  PublishRefused,
  SaveConflict,
  type SaveOptions,
  type ScreenFile,
  type ScreenStore,
  type Version,
  type VersionWithSource,
} from './store.ts';

/** Who a version found on disk (edited outside the studio, or there before the first save) is credited to. */
export const OUTSIDE = 'outside the studio';
const MESSAGE_MAX = 200;
const POINTER = 'published.json';
/** A version's file name: 000001.json (sorts in order). */
const versionName = (n: number) => `${String(n).padStart(6, '0')}.json`;

/** Writes `text` to `full` atomically: a temp file in the same folder, then a rename over the old one. */
export async function writeAtomic(full: string, text: string | Uint8Array): Promise<void> {
  const temp = `${full}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, text, { flag: 'wx' });
  await rename(temp, full);
}

/** The next version after `previous`, with its line counts. */
export function nextVersion(
  file: string,
  previous: (Version & { source: string }) | undefined,
  source: string,
  meta: SaveOptions,
  at: Date,
): VersionWithSource {
  const { added, removed } = previous
    ? diffStats(diffLines(previous.source, source))
    : { added: source.trimEnd().split('\n').length, removed: 0 };
  return {
    version: (previous?.version ?? 0) + 1,
    file,
    author: meta.author,
    at: at.toISOString(),
    message: meta.message.slice(0, MESSAGE_MAX),
    added,
    removed,
    ...(meta.restoredFrom ? { restoredFrom: meta.restoredFrom } : {}),
    source,
  };
}

const strip = ({ source: _s, published: _p, ...v }: VersionWithSource): Version => v;
const asPublished = (v: VersionWithSource): Version => ({ ...strip(v), published: true });

/** What the store knows of one screen: the text in screens/, the versions, which one is published. */
interface Look {
  current: string | null;
  all: VersionWithSource[];
  published?: VersionWithSource;
  outside: boolean;
}

/** The embedded store, plus what `npm run screens:import` reads to move the history elsewhere. */
export interface FileStore extends ScreenStore {
  /** Every version oldest first (the text in screens/ last when it was edited by hand) and the published one. */
  exportHistory(file: string): Promise<{ versions: VersionWithSource[]; published: number | null }>;
}

/** How a publish is checked against what is published (throws PublishRefused); default check:screens' checks. */
export type PublishCheck = (published: ScreenFile[], file: string, source: string) => void | Promise<void>;

/**
 * A store over `screensDir` with its history in `historyDir`: the screens, or (with `check` and `where`) other
 * documents kept the same way, such as the label overrides per language.
 */
export function createFileStore(opts: {
  screensDir: string;
  historyDir: string;
  now?: () => Date;
  check?: PublishCheck;
  /** How messages name the folder ("screens/"). */
  where?: string;
}): FileStore {
  const now = opts.now ?? (() => new Date());
  const check: PublishCheck = opts.check ?? refuseIfProblems;
  const where = opts.where ?? 'screens/';
  const folder = (file: string) => join(opts.historyDir, file.replace(/\.json$/, ''));
  const locks = new Map<string, Promise<unknown>>();
  /** Runs `task` after every earlier task with the same key (one write at a time per screen). */
  const serial = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (locks.get(key) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => {});
    locks.set(key, settled);
    void settled.then(() => {
      if (locks.get(key) === settled) locks.delete(key);
    });
    return run;
  };

  async function versions(file: string): Promise<VersionWithSource[]> {
    screenPath(opts.screensDir, file);
    let names: string[];
    try {
      names = (await readdir(folder(file))).filter((n) => /^\d{6,}\.json$/.test(n)).sort();
    } catch {
      return [];
    }
    const out: VersionWithSource[] = [];
    for (const n of names) {
      try {
        out.push(JSON.parse(await readFile(join(folder(file), n), 'utf8')));
      } catch {
        /* a torn or foreign file is skipped */
      }
    }
    return out;
  }

  async function look(file: string): Promise<Look> {
    const current = await readScreen(opts.screensDir, file);
    const all = await versions(file);
    let pointer: number | null = null;
    try {
      pointer = Number(JSON.parse(await readFile(join(folder(file), POINTER), 'utf8')).version) || null;
    } catch {
      /* none yet */
    }
    let published = pointer === null ? undefined : all.find((v) => v.version === pointer);
    // A history from before drafts (every save went to screens/): the latest version is the published one.
    if (pointer === null && current !== null && all.at(-1)?.source === current) published = all.at(-1);
    return { current, all, published, outside: current !== null && published?.source !== current };
  }

  async function record(file: string, version: VersionWithSource): Promise<VersionWithSource> {
    await mkdir(folder(file), { recursive: true });
    await writeAtomic(join(folder(file), versionName(version.version)), JSON.stringify(version));
    return version;
  }

  const point = (file: string, v: Version, author: string) =>
    writeAtomic(join(folder(file), POINTER), JSON.stringify({ version: v.version, author, at: now().toISOString() }));

  /** Text in screens/ that no version holds (there before the first save, or edited by hand) becomes the published version. */
  async function settle(file: string): Promise<Look> {
    const l = await look(file);
    if (!l.outside) return l;
    const found = nextVersion(
      file,
      l.all.at(-1),
      l.current!,
      { author: OUTSIDE, message: l.all.length ? 'Changed outside the studio' : 'As it was before the first studio save' },
      now(),
    );
    await record(file, found);
    await point(file, found, OUTSIDE);
    return { ...l, all: [...l.all, found], published: found, outside: false };
  }

  /** The documents in the folder (none while it does not exist yet: label overrides before the first publish). */
  const listed = () =>
    listScreens(opts.screensDir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[];
      throw err;
    });

  async function publishedSet(): Promise<ScreenFile[]> {
    const files = await Promise.all((await listed()).map(async (file) => ({ file, source: await readScreen(opts.screensDir, file) })));
    return files.filter((f): f is ScreenFile => f.source !== null);
  }

  return {
    async list() {
      let drafted: string[] = [];
      try {
        drafted = (await readdir(opts.historyDir)).map((d) => `${d}.json`);
      } catch {
        /* no history yet */
      }
      // A history folder with a deletion note (server/studio/trash.ts) is a deleted screen, not a draft.
      const deleted = (f: string) =>
        stat(join(opts.historyDir, f.replace(/\.json$/, ''), 'deleted.json')).then(
          () => true,
          () => false,
        );
      const named = await Promise.all(
        drafted.map(async (f) => {
          try {
            return (await versions(f)).length && !(await deleted(f)) ? f : null;
          } catch {
            return null;
          }
        }),
      );
      return [...new Set([...(await listed()), ...named.filter((f): f is string => f !== null)])].sort();
    },
    async read(file) {
      const l = await look(file);
      return l.outside ? l.current : (l.all.at(-1)?.source ?? l.current);
    },
    async history(file) {
      const l = await look(file);
      return l.all.map((v) => (!l.outside && v.version === l.published?.version ? asPublished(v) : strip(v))).reverse();
    },
    async version(file, n) {
      screenPath(opts.screensDir, file);
      if (!Number.isSafeInteger(n) || n < 1) return null;
      try {
        return JSON.parse(await readFile(join(folder(file), versionName(n)), 'utf8')) as VersionWithSource;
      } catch {
        return null;
      }
    },
    save: (file, source, o: SaveOptions) =>
      serial(file, async () => {
        const l = await settle(file);
        const latest = l.all.at(-1);
        if (o.base !== undefined && latest && o.base !== latest.source) throw new SaveConflict(file, latest.source, strip(latest));
        // The same text again only records it, unless it is a restore (a restore is always a version of its own).
        if (latest?.source === source && o.restoredFrom === undefined)
          return latest.version === l.published?.version ? asPublished(latest) : strip(latest);
        return strip(await record(file, nextVersion(file, latest, source, o, now())));
      }),
    // One publish at a time (each is checked against all the others), and never during a save of the same screen.
    publish: (file, o) =>
      serial('\0publish', () =>
        serial(file, async () => {
          const full = screenPath(opts.screensDir, file);
          const l = await settle(file);
          const target = o.version === undefined ? l.all.at(-1) : l.all.find((v) => v.version === o.version);
          if (!target)
            throw new PublishRefused(
              file,
              o.version === undefined ? `${where}${file} has nothing saved to publish.` : `${where}${file} has no version ${o.version}.`,
            );
          // Already live, unless its file has gone from screens/ (a deleted screen being restored).
          if (target.version === l.published?.version && l.current !== null) return asPublished(target);
          await check(await publishedSet(), file, target.source);
          await mkdir(opts.screensDir, { recursive: true });
          await writeAtomic(full, target.source);
          await point(file, target, o.author);
          return asPublished(target);
        }),
      ),
    publishedSet,
    async exportHistory(file) {
      const l = await look(file);
      if (!l.outside) return { versions: l.all, published: l.published?.version ?? null };
      const found = nextVersion(
        file,
        l.all.at(-1),
        l.current!,
        { author: OUTSIDE, message: l.all.length ? 'Changed outside the studio' : 'As it was before the first studio save' },
        now(),
      );
      return { versions: [...l.all, found], published: found.version };
    },
  };
}
