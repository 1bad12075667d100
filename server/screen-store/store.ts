// What a screen store offers the studio and the server, whatever keeps the versions (the embedded file
// store, or PostgreSQL): each screen's history, drafts that only the preview sees, and publishing, which is
// validated like check:screens and decides what players get. Saves never overwrite an edit unseen.
import type { Problem } from '../../engine/screens/describe.ts';

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
  /** Set (in a history, and on what publish returns) on the version players get now. */
  published?: true;
}
export interface VersionWithSource extends Version {
  source: string;
}

/** A screen file as players get it. */
export interface ScreenFile {
  file: string;
  source: string;
}

export interface SaveOptions {
  author: string;
  message: string;
  /** The text the edit started from; a save is refused when the screen has changed since. */
  base?: string;
  restoredFrom?: number;
}

export interface PublishOptions {
  author: string;
  /** The version to publish; default the latest (the draft). */
  version?: number;
}

export interface ScreenStore {
  /** The screen file names (published or only drafted), sorted. */
  list(): Promise<string[]>;
  /** A screen's latest text (its draft when there is one), or null. */
  read(file: string): Promise<string | null>;
  /** A screen's versions, newest first; the published one is marked. */
  history(file: string): Promise<Version[]>;
  version(file: string, n: number): Promise<VersionWithSource | null>;
  /** Saves a new version as the screen's draft (players keep the published one); throws SaveConflict when `base` is stale. */
  save(file: string, source: string, opts: SaveOptions): Promise<Version>;
  /** Makes a version what players get, after the check:screens checks against the other published screens; throws PublishRefused. */
  publish(file: string, opts: PublishOptions): Promise<Version>;
  /** Every published screen, sorted by file: what players get. */
  publishedSet(): Promise<ScreenFile[]>;
}

/** Someone else saved the screen after the edit began: their text and version, so nothing is lost. */
export class SaveConflict extends Error {
  constructor(
    readonly file: string,
    readonly current: string,
    readonly latest: Version,
  ) {
    super(`screens/${file} was saved by ${latest.author} after you opened it.`);
  }
}

/**
 * A publish the checks refused: `problems` are the screen's own, `elsewhere` those it would cause in other
 * published screens (a link to a route it removes). Empty lists with a message: nothing to publish.
 */
export class PublishRefused extends Error {
  constructor(
    readonly file: string,
    message: string,
    readonly problems: Problem[] = [],
    readonly elsewhere: Problem[] = [],
  ) {
    super(message);
  }
}
