// Serves uploaded images at /assets/<hash>.<ext> (the same folder as the build's hashed files, and cached the
// same way: the name changes with the content, so a copy may be kept for a year and never asked for again).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ASSET_NAME, type AssetStore } from './store.ts';

/** The headers every uploaded image goes with. */
export const ASSET_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Answers an uploaded image's address from `store`; false for any other path (or no such image: the build's files are next). */
export async function serveAsset(req: IncomingMessage, res: ServerResponse, path: string, store: AssetStore): Promise<boolean> {
  const name = path.startsWith('/assets/') ? path.slice('/assets/'.length) : '';
  if (!ASSET_NAME.test(name)) return false;
  const found = await store.get(name);
  if (!found) return false;
  const etag = `"${name}"`;
  for (const [k, v] of Object.entries(ASSET_HEADERS)) res.setHeader(k, v);
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return true;
  }
  res.writeHead(200, { 'Content-Type': found.type, 'Content-Length': found.bytes.length });
  res.end(req.method === 'HEAD' ? undefined : found.bytes);
  return true;
}
