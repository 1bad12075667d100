// POST /studio/api/assets: an image upload (the body is the file's bytes, Content-Type its type, X-File-Name its
// name, URI-encoded). Checked (server/assets/image-check.ts), kept in the asset store under its content hash, and
// answered with the address screens use: {"url": "/assets/<hash>.<ext>", "width", "height"}. GET lists the kept ones.
import type { IncomingMessage } from 'node:http';
import { ImageRefused, MAX_ASSET_BYTES, checkImage, tooLarge } from '../assets/image-check.ts';
import type { AssetInfo, AssetStore } from '../assets/store.ts';
import { StudioRefusal, header } from './http.ts';

/** What an upload answers: the image's address, and its size in pixels (the image widget needs both). */
export interface Uploaded {
  url: string;
  width: number;
  height: number;
}

/** Reads at most `limit` bytes; a longer body is still read to its end (up to 4 × limit) so the refusal reaches the browser. */
async function readUpload(req: IncomingMessage, limit: number): Promise<Buffer | number> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit * 4) {
      req.destroy();
      break;
    }
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? size : Buffer.concat(chunks);
}

/** The uploaded file's name as the browser gave it: its last part, printable, at most 120 characters. */
function fileName(raw: string | undefined): string {
  let name = raw ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    /* kept as sent */
  }
  return (
    name
      .split(/[/\\]/)
      .pop()!
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 120) || 'image'
  );
}

/** Checks and keeps one uploaded image for `author`. */
export async function uploadAsset(req: IncomingMessage, assets: AssetStore, author: string): Promise<Uploaded> {
  const body = await readUpload(req, MAX_ASSET_BYTES);
  try {
    // A body over the limit is refused by its size alone; its bytes were not kept.
    if (typeof body === 'number') throw tooLarge(body);
    const bytes = body;
    if (!bytes.length) throw new StudioRefusal(400, 'The upload was empty: choose an image file.');
    const image = checkImage(bytes, header(req, 'content-type'));
    const kept = await assets.put(bytes, image, { original: fileName(header(req, 'x-file-name')), author });
    return { url: `/assets/${kept.name}`, width: kept.width, height: kept.height };
  } catch (err) {
    if (err instanceof ImageRefused) throw new StudioRefusal(err.status, err.message);
    throw err;
  }
}

/** The kept images for the studio, newest first, each with its address. */
export async function listAssets(assets: AssetStore): Promise<Array<AssetInfo & { url: string }>> {
  return (await assets.list()).map((a) => ({ ...a, url: `/assets/${a.name}` }));
}
