// What an uploaded image must be before the studio keeps it: PNG, JPEG, WebP or GIF by its first bytes (never by
// its name or the type the browser claims; no SVG, which can carry scripts), at most MAX_ASSET_BYTES, and at most
// MAX_ASSET_SIDE pixels a side. The pixel size is read by image-size (each format keeps it somewhere else: JPEG
// after its markers, WebP in one of three chunk layouts), the type by the fixed signatures below.
import { imageSize } from 'image-size';

/** The largest upload, in bytes (2 MB). */
export const MAX_ASSET_BYTES = 2 * 1024 * 1024;
/** The widest or tallest image, in pixels. */
export const MAX_ASSET_SIDE = 4096;

/** The image types the studio takes, with the extension their stored name gets. */
export const ASSET_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type AssetType = keyof typeof ASSET_TYPES;

const NAMES: Record<AssetType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF' };
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** The type the first bytes say, or null when they are none of the four. */
export function sniffImage(bytes: Uint8Array): AssetType | null {
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 15) === 'WEBPVP8') return 'image/webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  return null;
}

/** A checked image: its real type, pixel size and the extension its name gets. */
export interface CheckedImage {
  type: AssetType;
  ext: (typeof ASSET_TYPES)[AssetType];
  width: number;
  height: number;
}

/** Thrown when an upload is refused: the status to answer and why, in staff's words. */
export class ImageRefused extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** The refusal of an image of `size` bytes, over MAX_ASSET_BYTES. */
export const tooLarge = (size: number) =>
  new ImageRefused(
    413,
    `This image is ${mb(size)}; the most the studio takes is ${mb(MAX_ASSET_BYTES)}. Save it smaller and upload it again.`,
  );
const ACCEPTED = 'Upload a PNG, JPEG, WebP or GIF image.';

/** Checks an upload whose browser said it is `claimed`; throws ImageRefused. */
export function checkImage(bytes: Uint8Array, claimed: string | undefined): CheckedImage {
  const said = (claimed ?? '').split(';')[0]!.trim().toLowerCase();
  if (said === 'image/svg+xml' || /<svg[\s>]/i.test(ascii(bytes, 0, Math.min(bytes.length, 1024))))
    throw new ImageRefused(415, `SVG images are not taken: they can carry scripts that would run for players. ${ACCEPTED}`);
  if (!Object.hasOwn(ASSET_TYPES, said)) throw new ImageRefused(415, `This file is not an image the studio takes. ${ACCEPTED}`);
  if (bytes.length > MAX_ASSET_BYTES) throw tooLarge(bytes.length);
  const type = sniffImage(bytes);
  if (!type) throw new ImageRefused(415, `This file's content is not a PNG, JPEG, WebP or GIF image, whatever its name says. ${ACCEPTED}`);
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    size = {};
  }
  const { width, height } = size;
  if (!width || !height)
    throw new ImageRefused(422, `This ${NAMES[type]} image is damaged: its size in pixels cannot be read. Save it again and upload it.`);
  if (width > MAX_ASSET_SIDE || height > MAX_ASSET_SIDE)
    throw new ImageRefused(
      422,
      `This image is ${width} × ${height} pixels; the most the studio takes is ${MAX_ASSET_SIDE} pixels a side. Make it smaller and upload it again.`,
    );
  return { type, ext: ASSET_TYPES[type], width, height };
}
