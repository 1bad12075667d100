// `npm run screens:import`: copies the file store's history (screens/ and screen-history/) into the
// PostgreSQL database DATABASE_URL names, every version with its author, time and message, and publishes
// what screens/ holds. A screen the database already has is left alone, so running it twice is safe.
// Usage: DATABASE_URL=postgres://... npm run screens:import [-- --screens DIR --history DIR]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createFileStore } from '../server/screen-store/file-store.ts';
import { createPgStore } from '../server/screen-store/pg-store.ts';
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
const db = createPgStore({ connectionString: url, log: (m) => console.error(`[screens:import] ${m}`) });
let copied = 0;
try {
  for (const file of await files.list()) {
    const { versions, published } = await files.exportHistory(file);
    const done = await db.importHistory(file, versions, published);
    if (done) copied++;
    console.log(
      `${file}: ${done ? `${versions.length} version(s), published ${published ?? 'none'}` : 'already in the database, left alone'}`,
    );
  }
  console.log(`screens:import: ${copied} screen(s) copied into the database`);
} catch (err) {
  console.error(`screens:import stopped: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
