// Small images made in memory for upload tests: a real PNG (pngjs), and the headers of a JPEG, a GIF and a WebP,
// which is all the studio reads of them (their type from the first bytes, their size in pixels).
import { PNG } from 'pngjs';

/** A real PNG of `width` × `height` pixels. */
export function png(width = 4, height = 3): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

/** A baseline JPEG's first markers (SOI, the JFIF segment, a start-of-frame with the size), then its end. */
export function jpeg(width = 8, height = 6): Buffer {
  const jfif = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...jfif, ...sof, 0xff, 0xd9]);
}

/** A GIF89a header with its logical screen size. */
export function gif(width = 5, height = 5): Buffer {
  const b = Buffer.alloc(32);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

/** A WebP (extended, VP8X) header with its canvas size. */
export function webp(width = 7, height = 9): Buffer {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(32, 4);
  b.write('WEBPVP8X', 8, 'latin1');
  b.writeUInt32LE(10, 16);
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
}
