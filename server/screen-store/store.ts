// What a screen store offers the studio, whatever keeps the versions (the embedded file store today):
// the screens players get, each screen's history, and saves that never overwrite an edit unseen.

/** One saved version of a screen (the text itself comes with VersionWithSource). */
export interface Version {
  version: number;
  file: string;
  /** The studio user who saved it, or "outside the studio". */
  author: string;
  /** ISO time of the save. */
  at: string;
  message: string;
  /** Lines added and removed against the version before. */
  added: number;
  removed: number;
  /** Set when this version restores an older one. */
  restoredFrom?: number;
}
export interface VersionWithSource extends Version { source: string }

export interface SaveOptions {
  author: string;
  message: string;
  /** The text the edit started from; a save is refused when the screen has changed since. */
  base?: string;
  restoredFrom?: number;
}

export interface ScreenStore {
  /** The screen file names, sorted. */
  list(): Promise<string[]>;
  /** A screen's current text, or null. */
  read(file: string): Promise<string | null>;
  /** A screen's versions, newest first. */
  history(file: string): Promise<Version[]>;
  version(file: string, n: number): Promise<VersionWithSource | null>;
  /** Saves a new version and makes it current; throws SaveConflict when `base` is stale. */
  save(file: string, source: string, opts: SaveOptions): Promise<Version>;
}

/** Someone else saved the screen after the edit began: their text and version, so nothing is lost. */
export class SaveConflict extends Error {
  constructor(readonly file: string, readonly current: string, readonly latest: Version) {
    super(`screens/${file} was saved by ${latest.author} at ${latest.at} after you opened it.`);
  }
}
