// Which screen store `npm start` uses: DATABASE_URL selects PostgreSQL, whose published set this server
// then serves from memory (server/screens.ts), refreshed on every announced publish; without it, the files.
// The label overrides have a store of their own (labelStoreFromEnv), served the same way from labels/.
// The last published sets are also kept in files (SCREENS_CACHE, LABELS_CACHE), so a server restarted while the
// database is away serves them instead of the screens/ and labels/ of its checkout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, servePublished } from '../screens.ts';
import { screenPath } from '../studio/files.ts';
import { writeAtomic } from './file-store.ts';
import { createPgStore, type PgStore } from './pg-store.ts';
import { LABELS } from './pg-schema.ts';
import { refuseIfProblems } from './publish-check.ts';
import type { ScreenFile } from './store.ts';
import { labelsDirFor, screenLabels } from '../labels.ts';
import { labelPublishCheck } from '../labels-check.ts';
import { createPgAssets } from '../assets/pg-assets.ts';
import { createPgWorkflow } from './pg-workflow.ts';
import type { Workflow } from '../studio/workflow.ts';
import type { AssetStore } from '../assets/store.ts';

/** The kept set, or null when there is none or it is not a list of screen files (screenPath throws on a bad name). */
function readCache(path: string, screensDir: string): ScreenFile[] | null {
  try {
    const files: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const ok =
      Array.isArray(files) &&
      files.length > 0 &&
      files.every((f) => {
        screenPath(screensDir, f?.file);
        return typeof f.source === 'string';
      });
    return ok ? (files as ScreenFile[]) : null;
  } catch {
    return null;
  }
}

/**
 * Serves the set kept in `cache` for `dir` at once (when there is one, until the database answers), and returns
 * how a newly announced set is kept there (`keep`: one write at a time, in order, so the file ends with the latest
 * set) and `written`, which resolves once every write asked for so far has ended.
 */
function keptSet(cache: string, dir: string, what: string, log: (message: string) => void) {
  const kept = readCache(cache, dir);
  if (kept) {
    servePublished(dir, kept);
    log(`serving the ${kept.length} published ${what} kept in ${cache} until the database answers`);
  }
  let writing = Promise.resolve();
  return {
    keep(files: ScreenFile[]): void {
      writing = writing
        .then(() => writeAtomic(cache, JSON.stringify(files)))
        .catch((err) => log(`could not keep the published ${what} in ${cache} (${(err as Error).message})`));
    },
    written: () => writing,
  };
}

/** `store`, whose close also waits for its kept set's last write: a server closed leaves nothing being written. */
const closingAfter = (store: PgStore, written: () => Promise<void>): PgStore => ({
  ...store,
  async close() {
    await store.close();
    await written();
  },
});

/** The PostgreSQL store when DATABASE_URL is set (it connects in the background, never throws); else undefined. */
export function screenStoreFromEnv(env: NodeJS.ProcessEnv, screensDir: string, log: (message: string) => void): PgStore | undefined {
  const url = env.DATABASE_URL;
  if (!url) return undefined;
  const { keep, written } = keptSet(screensCache(env, screensDir), screensDir, 'screens', log);
  let announced = false;
  const labelsDir = labelsDirFor(screensDir);
  const store = createPgStore({
    connectionString: url,
    log,
    check: async (published, file, source) => refuseIfProblems(published, file, source, await screenLabels(labelsDir)),
    onPublished: (files) => {
      servePublished(screensDir, files);
      if (!announced) log(`serving the ${files.length} published screens from the database`);
      announced = true;
      keep(files);
    },
  });
  return closingAfter(store, written);
}

const screensCache = (env: NodeJS.ProcessEnv, screensDir: string) => env.SCREENS_CACHE || join(screensDir, '..', '.screens-published.json');
/** Where the published label texts are kept: LABELS_CACHE, else beside the screens' file (x.json: x.labels.json). */
const labelsCache = (env: NodeJS.ProcessEnv, screensDir: string) =>
  env.LABELS_CACHE || screensCache(env, screensDir).replace(/(\.json)?$/, '.labels.json');

/** The PostgreSQL label store when DATABASE_URL is set: its published overrides are served from memory, like screens. */
export function labelStoreFromEnv(env: NodeJS.ProcessEnv, screensDir: string, log: (message: string) => void): PgStore | undefined {
  if (!env.DATABASE_URL) return undefined;
  const labelsDir = labelsDirFor(screensDir);
  const { keep, written } = keptSet(labelsCache(env, screensDir), labelsDir, 'label texts', log);
  const store = createPgStore({
    connectionString: env.DATABASE_URL,
    log,
    kind: LABELS,
    check: labelPublishCheck(
      async () => (await readManifest(screensDir)).files,
      () => screenLabels(labelsDir),
    ),
    where: 'labels/',
    onPublished: (files) => {
      servePublished(labelsDir, files);
      keep(files);
    },
  });
  return closingAfter(store, written);
}

/** The PostgreSQL asset store when DATABASE_URL is set (served copies kept in ASSETS_CACHE, default .assets-cache/ beside screens/). */
export function assetStoreFromEnv(env: NodeJS.ProcessEnv, screensDir: string, log: (message: string) => void): AssetStore | undefined {
  if (!env.DATABASE_URL) return undefined;
  return createPgAssets({ connectionString: env.DATABASE_URL, cacheDir: env.ASSETS_CACHE || join(screensDir, '..', '.assets-cache'), log });
}

/** The PostgreSQL workflow (approvals, schedules, preview links) when DATABASE_URL is set. */
export function workflowFromEnv(env: NodeJS.ProcessEnv, log: (message: string) => void): Workflow | undefined {
  return env.DATABASE_URL ? createPgWorkflow({ connectionString: env.DATABASE_URL, log }) : undefined;
}
