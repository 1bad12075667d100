// Brotli (quality 11) and gzip (level 9) copies beside every text file of 512 bytes or more, for the server to send.
// Brotli at quality 11 is most of a build's time, and most files come out of one build the same as the last (hashed
// chunks, stylesheets, labels): each compressed pair is kept in a cache by the file's content hash and copied from
// there when the same bytes come again, after checking that it decompresses to them (decompressing is a hundred
// times faster than compressing). The files left are compressed on the thread pool, several at a time.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Where compressed copies are kept between builds (tool caches' usual place; `npm ci` starts it empty). */
export const CACHE_DIR = join('node_modules', '.cache', 'precompress');
/** A cached copy no build has used for this long is removed. */
const UNUSED_MS = 14 * 24 * 3600 * 1000;

/**
 * The build's metafile: like the source maps, served only with PUBLIC_SOURCEMAPS, and then as it is. It names the
 * build's own folder, so it differs every build and would be compressed every time.
 */
const NOT_SENT = new Set(['meta.json']);

/** The text files under `dir` worth compressing: of a type the server compresses, 512 bytes or more. */
function textFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) textFiles(file, found);
    else if (/\.(js|css|html|json|svg|txt|webmanifest)$/.test(name) && !NOT_SENT.has(name) && statSync(file).size >= 512) found.push(file);
  }
  return found;
}

/** Writes `to` whole or not at all (a build stopped halfway leaves no cut copy in the cache). */
function writeWhole(to, body) {
  const tmp = `${to}.${process.pid}.tmp`;
  writeFileSync(tmp, body);
  renameSync(tmp, to);
}

/**
 * Writes <file>.br and <file>.gz for the text files under `dir`, from the cache in `cache` where the same content
 * was compressed before. Resolves to how many files came from the cache and how many were compressed.
 */
export async function precompress(dir, cache = CACHE_DIR) {
  mkdirSync(cache, { recursive: true });
  const files = textFiles(dir);
  let reused = 0;
  const todo = [];
  for (const file of files) {
    const body = readFileSync(file);
    const kept = join(cache, createHash('sha256').update(body).digest('hex'));
    if (reuse(kept, file, body)) reused++;
    else todo.push({ file, body, kept });
  }
  const work = async () => {
    for (let next; (next = todo.shift()); ) {
      const { file, body, kept } = next;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: 9 }),
      ]);
      writeWhole(`${file}.br`, br);
      writeWhole(`${file}.gz`, gz);
      writeWhole(`${kept}.br`, br);
      writeWhole(`${kept}.gz`, gz);
    }
  };
  const compressed = todo.length;
  await Promise.all(Array.from({ length: availableParallelism() }, work));
  prune(cache);
  return { reused, compressed };
}

/**
 * Copies the cached pair `kept` beside `file` when both are there and decompress to `body` (a copy pruned or
 * damaged meanwhile is compressed again instead); refreshes the pair's time.
 */
function reuse(kept, file, body) {
  try {
    const br = readFileSync(`${kept}.br`);
    const gz = readFileSync(`${kept}.gz`);
    if (!brotliDecompressSync(br).equals(body) || !gunzipSync(gz).equals(body)) return false;
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    const now = new Date();
    utimesSync(`${kept}.br`, now, now);
    return true;
  } catch {
    return false;
  }
}

/** Removes the cached copies no build has used for UNUSED_MS (a hit refreshes the .br copy's time). */
function prune(cache) {
  const old = Date.now() - UNUSED_MS;
  for (const name of readdirSync(cache)) {
    if (!name.endsWith('.br')) continue;
    const br = join(cache, name);
    if (statSync(br).mtimeMs >= old) continue;
    rmSync(br, { force: true });
    rmSync(`${br.slice(0, -3)}.gz`, { force: true });
  }
}
