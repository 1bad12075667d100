// App icons drawn in a white label's colours (for the web app manifest and Apple touch icon) when the operator
// does not supply its own: a brand-coloured tile with a play mark, anti-aliased by 4x4 supersampling and kept
// inside the maskable safe zone (the central 80 % circle).
import { PNG } from 'pngjs';

export interface IconColors {
  brand: string;
  brandContrast: string;
}
/** full: edge to edge, for maskable icons and Apple touch icons (the platform rounds them); rounded: for "any". */
export type IconShape = 'full' | 'rounded';

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(/^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Which layer a point (0..1 square) falls on: 0 none, 1 tile, 2 disc, 3 play mark. */
function layer(x: number, y: number, shape: IconShape): number {
  if (shape === 'rounded') {
    const r = 0.2;
    const dx = Math.max(r - x, 0, x - (1 - r));
    const dy = Math.max(r - y, 0, y - (1 - r));
    if (dx * dx + dy * dy > r * r) return 0;
  }
  const cx = x - 0.5,
    cy = y - 0.5;
  if (cx * cx + cy * cy > 0.3 * 0.3) return 1;
  // A right-pointing triangle centred on its centroid: vertices (-0.09,-0.13), (-0.09,0.13), (0.14,0).
  const ax = cx + 0.02;
  if (ax < -0.09) return 2;
  const half = 0.13 * (1 - (ax + 0.09) / 0.23);
  return Math.abs(cy) <= half ? 3 : 2;
}

const cache = new Map<string, Buffer>();

/** A size x size PNG of the icon. */
export function drawIcon(size: number, colors: IconColors, shape: IconShape): Buffer {
  const key = `${size}|${colors.brand}|${colors.brandContrast}|${shape}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const paint = [null, rgb(colors.brand), rgb(colors.brandContrast), rgb(colors.brand)] as const;
  const png = new PNG({ width: size, height: size });
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const c = paint[layer((px + (sx + 0.5) / S) / size, (py + (sy + 0.5) / S) / size, shape)];
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      png.data[i] = a ? Math.round(r / a) : 0;
      png.data[i + 1] = a ? Math.round(g / a) : 0;
      png.data[i + 2] = a ? Math.round(b / a) : 0;
      png.data[i + 3] = Math.round((a / (S * S)) * 255);
    }
  }
  const body = PNG.sync.write(png);
  if (cache.size > 64) cache.clear();
  cache.set(key, body);
  return body;
}

/** The icons the server draws: name -> size and shape. */
export const ICONS: Readonly<Record<string, { size: number; shape: IconShape; purpose?: 'any' | 'maskable' }>> = {
  'icon-192.png': { size: 192, shape: 'rounded', purpose: 'any' },
  'icon-512.png': { size: 512, shape: 'rounded', purpose: 'any' },
  'maskable-192.png': { size: 192, shape: 'full', purpose: 'maskable' },
  'maskable-512.png': { size: 512, shape: 'full', purpose: 'maskable' },
  'apple-touch-icon.png': { size: 180, shape: 'full' },
};
