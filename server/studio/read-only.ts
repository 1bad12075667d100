// The studio with its database away: it still opens, lists and shows what players get (the published set every
// server keeps in memory, from the database or its cache file), says why it is read-only, and refuses changes.
import { StudioRefusal } from './http.ts';
import { readManifest } from '../screens.ts';

/** What the studio says while the database is away. */
export const READ_ONLY =
  'The screen database cannot be reached, so the studio is read-only: you can open and read what players see now, but not save, publish or approve. Nothing is lost; reload the studio once the database is back.';

/** Whether an error is the store saying its database is away (a 503 refusal). */
export const databaseAway = (err: unknown) => err instanceof StudioRefusal && err.status === 503;

/** `task`'s answer; with the database away, `fallback`'s, and the read-only reason. */
export async function orPublished<T>(task: () => Promise<T>, fallback: () => Promise<T>): Promise<{ value: T; readOnly?: string }> {
  try {
    return { value: await task() };
  } catch (err) {
    if (!databaseAway(err)) throw err;
    return { value: await fallback(), readOnly: READ_ONLY };
  }
}

/** The published files of a folder as players get them (`null` for one that is not published). */
export async function publishedText(dir: string, file: string): Promise<string | null> {
  return (
    (await readManifest(dir).catch(() => ({ files: [] as Array<{ file: string; source: string }> }))).files.find((f) => f.file === file)
      ?.source ?? null
  );
}

/** The published file names of a folder. */
export async function publishedNames(dir: string): Promise<string[]> {
  return (await readManifest(dir)).files.map((f) => f.file).sort();
}
