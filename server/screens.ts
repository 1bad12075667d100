// Serves screens/ live: the manifest the engine loads (every file's raw text, so operators' edits show on
// the next page load without a rebuild) and each file on its own for editors and the studio.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join, basename } from 'node:path';
import { sendCompressed } from './send.ts';

/** Reads every screen file; a file that cannot be read is left out (the engine falls back to the shipped copy). */
export async function readManifest(dir: string): Promise<{ files: Array<{ file: string; source: string }> }> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const files = await Promise.all(names.map(async (file) => {
    try { return { file, source: await readFile(join(dir, file), 'utf8') }; } catch { return null; }
  }));
  return { files: files.filter((f): f is { file: string; source: string } => f !== null) };
}

/** Handles /screens/manifest.json and /screens/<name>.json. Returns false for other paths. */
export async function handleScreens(req: IncomingMessage, res: ServerResponse, path: string, dir: string): Promise<boolean> {
  if (!path.startsWith('/screens/')) return false;
  res.setHeader('Cache-Control', 'no-cache');
  if (path === '/screens/manifest.json') {
    sendCompressed(req, res, 200, 'application/json; charset=utf-8', JSON.stringify(await readManifest(dir)));
    return true;
  }
  const name = basename(path);
  if (name !== path.slice('/screens/'.length) || !name.endsWith('.json')) return false;
  try {
    sendCompressed(req, res, 200, 'application/json; charset=utf-8', await readFile(join(dir, name)));
  } catch {
    sendCompressed(req, res, 404, 'application/json; charset=utf-8', '{"error":"not found"}');
  }
  return true;
}
