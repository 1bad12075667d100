// `npm run screens:import`: copies the file store's history (screens/ and screen-history/) into the
// PostgreSQL database DATABASE_URL names, every version with its author, time and message, and publishes
// what screens/ holds; then the label texts the same way (labels/ and label-history/ beside screens/). A screen
// or language the database already has is left alone, so running it twice is safe.
// Usage: DATABASE_URL=postgres://... npm run screens:import [-- --screens DIR --history DIR]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createFileStore } from '../server/screen-store/file-store.ts';
import { createPgStore, type PgStore } from '../server/screen-store/pg-store.ts';
import { LABELS } from '../server/screen-store/pg-schema.ts';
import { labelHistoryFor, labelsDirFor } from '../server/labels.ts';
import { root } from './schema-set.mjs';

const { values } = parseArgs({ options: { screens: { type: 'string' }, history: { type: 'string' } } });
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('screens:import needs DATABASE_URL, e.g. DATABASE_URL=postgres://screens@127.0.0.1/screens npm run screens:import');
  process.exit(2);
}
const screensDir = values.screens ?? join(root, 'screens');
const files = createFileStore({
  screensDir,
  historyDir: values.history ?? process.env.STUDIO_HISTORY ?? join(screensDir, '..', 'screen-history'),
});
const log = (m: string) => console.error(`[screens:import] ${m}`);
const db = createPgStore({ connectionString: url, log });
const labelFiles = createFileStore({ screensDir: labelsDirFor(screensDir), historyDir: labelHistoryFor(screensDir), where: 'labels/' });
const labelDb = createPgStore({ connectionString: url, log, kind: LABELS, where: 'labels/' });

/** Copies every document of `from` that `to` does not have yet; the number copied. */
async function copy(from: typeof files, to: PgStore, where: string): Promise<number> {
  let copied = 0;
  for (const file of await from.list()) {
    const { versions, published } = await from.exportHistory(file);
    const done = await to.importHistory(file, versions, published);
    if (done) copied++;
    console.log(
      `${where}${file}: ${done ? `${versions.length} version(s), published ${published ?? 'none'}` : 'already in the database, left alone'}`,
    );
  }
  return copied;
}

try {
  console.log(`screens:import: ${await copy(files, db, '')} screen(s) copied into the database`);
  console.log(`screens:import: ${await copy(labelFiles, labelDb, 'labels/')} language(s) of label texts copied into the database`);
} catch (err) {
  console.error(`screens:import stopped: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
  await labelDb.close();
}
