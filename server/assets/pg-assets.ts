// Uploaded images in PostgreSQL (DATABASE_URL), so every server has them: an upload is a row; a server asked for
// an image it has not served yet reads it once from the database and keeps a copy in a local folder (its name is
// its content's hash, so a kept copy is never stale), from which it serves it, the database away or not.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeAtomic } from '../screen-store/file-store.ts';
import { pgQuery } from '../screen-store/pg-query.ts';
import { ASSET_NAME, assetName, typeOfName, type AssetInfo, type AssetStore } from './store.ts';

type Row = Omit<AssetInfo, 'at'> & { at: Date };
const INFO = 'name, type, size, width, height, original, author, at';
const toInfo = (r: Row): AssetInfo => ({ ...r, at: new Date(r.at).toISOString() });

/** The asset store over the database at `connectionString`, keeping served copies in `cacheDir`. */
export function createPgAssets(opts: {
  connectionString: string;
  cacheDir: string;
  log?: (message: string) => void;
  now?: () => Date;
}): AssetStore & { close(): Promise<void> } {
  const log = opts.log ?? ((m: string) => console.error(`[assets] ${m}`));
  const now = opts.now ?? (() => new Date());
  const { query, close } = pgQuery(opts.connectionString, 'asset', log);

  const cached = (name: string) => join(opts.cacheDir, name);
  return {
    async put(bytes, image, meta) {
      const name = assetName(bytes, image);
      await query(`INSERT INTO studio_assets (${INFO}, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (name) DO NOTHING`, [
        name,
        image.type,
        bytes.length,
        image.width,
        image.height,
        meta.original,
        meta.author,
        now().toISOString(),
        bytes,
      ]);
      return toInfo((await query<Row>(`SELECT ${INFO} FROM studio_assets WHERE name = $1`, [name]))[0]!);
    },
    async get(name) {
      if (!ASSET_NAME.test(name)) return null;
      try {
        return { bytes: await readFile(cached(name)), type: typeOfName(name) };
      } catch {
        /* not kept here yet */
      }
      let rows: Array<{ bytes: Buffer }>;
      try {
        rows = await query<{ bytes: Buffer }>('SELECT bytes FROM studio_assets WHERE name = $1', [name]);
      } catch {
        return null;
      }
      const bytes = rows[0]?.bytes;
      if (!bytes) return null;
      await mkdir(opts.cacheDir, { recursive: true })
        .then(() => writeAtomic(cached(name), bytes))
        .catch((err) => log(`could not keep ${name} in ${opts.cacheDir} (${(err as Error).message})`));
      return { bytes, type: typeOfName(name) };
    },
    async list() {
      return (await query<Row>(`SELECT ${INFO} FROM studio_assets ORDER BY at DESC`, [])).map(toInfo);
    },
    close,
  };
}
