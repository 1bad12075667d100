// Serves screens/ live: the manifest the engine loads (every file's raw text, so operators' edits show on
// the next page load without a rebuild) and each file on its own for editors and the studio.
// The files are read once and kept in memory until the folder changes (a file watch, and the folder's
// modification time for saves that replace a file by renaming), so a page load reads no screen file.
// With a database (server/screen-store/pg-store.ts) the published set is pinned instead: servePublished
// replaces the folder's files each time a publish is announced, and a page load reads no database either.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { watch, statSync, type FSWatcher } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, basename } from 'node:path';
import { createHash } from 'node:crypto';
import { sendCompressed } from './send.ts';
import { fingerprint } from '../engine/screens/fingerprint.js';
import { verified } from '../generated/verified.ts';
import { schemaTag } from '../generated/schema-tag.ts';

/** A screen file as served: `verified` (the schema's tag) when its text is exactly one the build validated. */
export interface ServedScreen {
  file: string;
  source: string;
  verified?: string;
}
export interface ScreenManifest {
  files: ServedScreen[];
}

/**
 * The file, marked verified when its text is exactly what the build validated in full (generated/verified.ts):
 * the engine then trusts it without validating, if its own validators carry the same schema tag. Worked out
 * here, once per change of the folder, so the browser neither ships the build's fingerprints nor hashes every file.
 */
export function markVerified({ file, source }: { file: string; source: string }): ServedScreen {
  const name = file.replace(/\.json$/, '');
  return Object.hasOwn(verified, name) && verified[name] === fingerprint(source) ? { file, source, verified: schemaTag } : { file, source };
}

interface Kept {
  version: number;
  manifest: Promise<ScreenManifest>;
  json?: Buffer;
  tag?: string;
  mtime: number;
  watcher: FSWatcher | null;
  fresh: boolean;
  pinned?: true;
}
const kept = new Map<string, Kept>();
let versions = 0;

async function readAll(dir: string): Promise<ScreenManifest> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const files = await Promise.all(
    names.map(async (file) => {
      try {
        return markVerified({ file, source: await readFile(join(dir, file), 'utf8') });
      } catch {
        return null;
      }
    }),
  );
  return { files: files.filter((f): f is { file: string; source: string } => f !== null) };
}

const mtimeOf = (dir: string): number => {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return -1;
  }
};

function keep(dir: string): Kept {
  const entry: Kept = { version: ++versions, manifest: readAll(dir), mtime: mtimeOf(dir), watcher: null, fresh: true };
  entry.manifest.catch(() => {
    entry.fresh = false;
  });
  try {
    entry.watcher = watch(dir, { persistent: false }, () => {
      entry.fresh = false;
    });
    entry.watcher.on('error', () => {
      entry.fresh = false;
      entry.watcher?.close();
    });
  } catch {
    entry.fresh = false; // no watch (the folder is missing): read again next time
  }
  return entry;
}

function current(dir: string): Kept {
  const entry = kept.get(dir);
  if (entry && (entry.pinned || (entry.fresh && entry.mtime === mtimeOf(dir)))) return entry;
  entry?.watcher?.close();
  const next = keep(dir);
  kept.set(dir, next);
  return next;
}

/** Serves `files` for `dir` from now on instead of the folder's files (the published set a database announced). */
export function servePublished(dir: string, files: Array<{ file: string; source: string }>): void {
  kept.get(dir)?.watcher?.close();
  const marked = files.map(markVerified);
  kept.set(dir, { version: ++versions, manifest: Promise.resolve({ files: marked }), mtime: -1, watcher: null, fresh: true, pinned: true });
}

/** Every screen file; a file that cannot be read is left out (the engine falls back to the shipped copy). */
export function readManifest(dir: string): Promise<ScreenManifest> {
  return current(dir).manifest;
}

/** Changes whenever the screen files in `dir` change (pages made from the old ones are stale). */
export function screensVersion(dir: string): number {
  return current(dir).version;
}

/** The manifest as the JSON body the engine loads, made once per change of the folder. */
async function manifestJson(dir: string): Promise<Buffer> {
  const entry = current(dir);
  const manifest = await entry.manifest;
  entry.json ??= Buffer.from(JSON.stringify(manifest));
  return entry.json;
}

/**
 * A digest of the screens a page is made from. Pages fetch the manifest at `/screens/manifest.json?v=<tag>`, so
 * a cache that keeps files by address (the service worker, a CDN) never pairs a page with older screens: a page
 * rendered from the new screens and hydrated with the old ones would mismatch. The same on every server.
 */
export async function screensTag(dir: string): Promise<string> {
  const entry = current(dir);
  const json = await manifestJson(dir);
  entry.tag ??= createHash('sha256').update(json).digest('base64url').slice(0, 16);
  return entry.tag;
}

/** The manifest answer's header naming its screens' tag (screensTag). */
export const SCREENS_TAG_HEADER = 'Screens-Tag';

/** The page's HTML with its manifest address tagged (the build's preload, and a meta the engine reads). */
export function tagPage(html: string, tag: string): string {
  const address = `/screens/manifest.json?v=${tag}`;
  return html
    .replace('href="/screens/manifest.json"', `href="${address}"`)
    .replace('</head>', `<meta name="screens" content="${address}">\n</head>`);
}

/** Handles /screens/manifest.json and /screens/<name>.json. Returns false for other paths. */
export async function handleScreens(req: IncomingMessage, res: ServerResponse, path: string, dir: string): Promise<boolean> {
  if (!path.startsWith('/screens/')) return false;
  res.setHeader('Cache-Control', 'no-cache');
  if (path === '/screens/manifest.json') {
    // Which screens these are: a page made from screens changed since it was rendered asked for another tag, and
    // the engine then renders afresh instead of hydrating HTML these screens would not make (engine/screens/load.ts).
    res.setHeader(SCREENS_TAG_HEADER, await screensTag(dir));
    sendCompressed(req, res, 200, 'application/json; charset=utf-8', await manifestJson(dir));
    return true;
  }
  const name = basename(path);
  if (name !== path.slice('/screens/'.length) || !name.endsWith('.json')) return false;
  const found = (await readManifest(dir)).files.find((f) => f.file === name);
  if (found) sendCompressed(req, res, 200, 'application/json; charset=utf-8', found.source);
  else sendCompressed(req, res, 404, 'application/json; charset=utf-8', '{"error":"not found"}');
  return true;
}
