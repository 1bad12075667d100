// Which screen store `npm start` uses: DATABASE_URL selects PostgreSQL, whose published set this server
// then serves from memory (server/screens.ts), refreshed on every announced publish; without it, the files.
import { servePublished } from '../screens.ts';
import { createPgStore, type PgStore } from './pg-store.ts';

/** The PostgreSQL store when DATABASE_URL is set (it connects in the background, never throws); else undefined. */
export function screenStoreFromEnv(env: NodeJS.ProcessEnv, screensDir: string, log: (message: string) => void): PgStore | undefined {
  const url = env.DATABASE_URL;
  if (!url) return undefined;
  let announced = false;
  return createPgStore({
    connectionString: url,
    log,
    onPublished: (files) => {
      servePublished(screensDir, files);
      if (!announced) log(`serving the ${files.length} published screens from the database`);
      announced = true;
    },
  });
}
