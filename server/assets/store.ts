// Where uploaded images are kept, whatever keeps them (a folder beside screens/, or PostgreSQL): each under a
// name made from its content's hash, so a name never changes meaning and may be cached for ever.
import { createHash } from 'node:crypto';
import type { CheckedImage } from './image-check.ts';

/** What is known of a kept image besides its bytes. */
export interface AssetInfo {
  /** <hash>.<ext>, as served at /assets/<name>. */
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
  /** The file name it was uploaded as, who uploaded it and when (ISO time). */
  original: string;
  author: string;
  at: string;
}

export interface AssetStore {
  /** Keeps an image (a second upload of the same bytes keeps the first one's details); resolves to its details. */
  put(bytes: Buffer, image: CheckedImage, meta: { original: string; author: string }): Promise<AssetInfo>;
  /** An image's bytes and type, or null when there is none of that name. */
  get(name: string): Promise<{ bytes: Buffer; type: string } | null>;
  /** Every kept image, newest first. */
  list(): Promise<AssetInfo[]>;
}

/** The names uploads get: 32 hex digits of the content's SHA-256, and the type's extension. */
export const ASSET_NAME = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;

/** The name for these bytes of this image. */
export const assetName = (bytes: Buffer, image: CheckedImage) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${image.ext}`;

/** The type a stored name's extension stands for. */
export const typeOfName = (name: string): string =>
  ({ png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' })[name.split('.').pop() as 'png'] ??
  'application/octet-stream';
