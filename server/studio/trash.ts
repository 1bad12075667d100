// Deleting a screen without losing it: the last text is made a version first (so the history holds it),
// a note of who deleted it and when goes beside the history, and only then the file leaves screens/.
// Deleted screens are the history folders without a file; restoring one saves its last version again.
// This is the embedded file store's side of it; the PostgreSQL store has its own (screen-store/pg-trash.ts).
import { readFile, readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { screenPath } from './files.ts';
import { writeAtomic } from '../screen-store/file-store.ts';
import type { ScreenStore } from '../screen-store/store.ts';

/** A deleted screen: its name, who deleted it and when, and its last version (the one a restore brings back). */
export interface Deleted {
  file: string;
  author: string;
  at: string;
  lastVersion: number;
}

export interface Trash {
  /** Records the current text as a version (checked against `base`) and removes the file. */
  remove(file: string, opts: { author: string; base?: string }): Promise<void>;
  /** The deleted screens, most recently deleted first. */
  list(): Promise<Deleted[]>;
  /** Forgets the deletion note once the screen is back. */
  restored(file: string): Promise<void>;
}

const NOTE = 'deleted.json';

/** The trash for a file store over `screensDir` with its history in `historyDir`. */
export function createFileTrash(opts: { screensDir: string; historyDir: string; store: ScreenStore; now?: () => Date }): Trash {
  const now = opts.now ?? (() => new Date());
  const folder = (file: string) => join(opts.historyDir, file.replace(/\.json$/, ''));
  return {
    async remove(file, o) {
      const current = await opts.store.read(file);
      if (current === null) return;
      // Saving the text it already has only records it (and refuses a stale base as a conflict).
      await opts.store.save(file, current, { author: o.author, message: 'Before deleting', base: o.base });
      await writeAtomic(join(folder(file), NOTE), JSON.stringify({ author: o.author, at: now().toISOString() }));
      await unlink(screenPath(opts.screensDir, file));
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(opts.historyDir);
      } catch {
        return [];
      }
      const present = new Set(await opts.store.list());
      const out: Deleted[] = [];
      for (const name of names) {
        const file = `${name}.json`;
        if (present.has(file)) continue;
        try {
          const note = JSON.parse(await readFile(join(opts.historyDir, name, NOTE), 'utf8'));
          const lastVersion = (await opts.store.history(file))[0]?.version;
          if (lastVersion) out.push({ file, author: String(note.author), at: String(note.at), lastVersion });
        } catch {
          /* not a deleted screen (no note, or not a screen name) */
        }
      }
      return out.sort((a, b) => b.at.localeCompare(a.at));
    },
    async restored(file) {
      await rm(join(folder(file), NOTE), { force: true });
    },
  };
}
