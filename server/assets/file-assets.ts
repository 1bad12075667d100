// The embedded asset store: uploads/ beside screens/, one file per image (<hash>.<ext>) and its details beside it
// (<hash>.<ext>.json). Written atomically; the same bytes uploaded twice are one file.
import { readFile, readdir, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeAtomic } from '../screen-store/file-store.ts';
import { ASSET_NAME, assetName, typeOfName, type AssetInfo, type AssetStore } from './store.ts';

/** The uploads folder for a screens folder: uploads/ beside it. */
export const uploadsDirFor = (screensDir: string) => join(screensDir, '..', 'uploads');

/** The asset store over `dir`. */
export function createFileAssets(dir: string, now: () => Date = () => new Date()): AssetStore {
  const info = async (name: string): Promise<AssetInfo | null> => {
    try {
      return JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as AssetInfo;
    } catch {
      return null;
    }
  };
  return {
    async put(bytes, image, meta) {
      const name = assetName(bytes, image);
      const known = await info(name);
      if (known) return known;
      const details: AssetInfo = {
        name,
        type: image.type,
        size: bytes.length,
        width: image.width,
        height: image.height,
        ...meta,
        at: now().toISOString(),
      };
      await mkdir(dir, { recursive: true });
      await writeAtomic(join(dir, name), bytes);
      await writeAtomic(join(dir, `${name}.json`), JSON.stringify(details));
      return details;
    },
    async get(name) {
      if (!ASSET_NAME.test(name)) return null;
      try {
        return { bytes: await readFile(join(dir, name)), type: typeOfName(name) };
      } catch {
        return null;
      }
    },
    async list() {
      let names: string[];
      try {
        names = (await readdir(dir)).filter((n) => n.endsWith('.json') && ASSET_NAME.test(n.slice(0, -5)));
      } catch {
        return [];
      }
      const found = await Promise.all(names.map((n) => info(n.slice(0, -5))));
      return found.filter((a): a is AssetInfo => a !== null).sort((a, b) => b.at.localeCompare(a.at));
    },
  };
}
