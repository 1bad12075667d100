// Raster tiles for the sandbox's image host: a rounded plate with a vertical gradient and a white label in a
// built-in 5x7 bitmap font, encoded as PNG as the platform's image host serves them (Chrome decodes a PNG off the
// main thread, while it lays out an SVG's text on the main thread as it paints).
import { PNG } from 'pngjs';

type Rgb = [number, number, number];

// Each glyph: the character, then its seven rows as base-32 digits (16 is the leftmost of five columns).
const FONT = new Map(
  (
    'Aehhvhhh Buhhuhhu Cehggghe Duhhhhhu Evgguggv Fvgguggg Gehgnhhf Hhhhvhhh Ie44444e J72222ic Khikokih Lggggggv ' +
    'Mhrllhhh Nhhpljhh Oehhhhhe Puhhuggg Qehhhlid Ruhhukih Sfgge11u Tv444444 Uhhhhhhe Vhhhhha4 Whhhllla Xhha4ahh ' +
    'Yhha4444 Zv1248gv 0ehjlphe 14c4444e 2eh1248v 3v2421he 426aiv22 5vgu11he 668guhhe 7v124888 8ehhehhe 9ehhf12c ' +
    ".00000cc ,0000c48 :0cc0cc0 !4444404 ?eh12404 '4480000 -000v000 +044v440 #aavavaa &cik8lid /122488g (2488842 " +
    ')8422248 %pp248jj _000000v'
  )
    .split(' ')
    .map((g) => [g[0], [...g.slice(1)].map((d) => Number.parseInt(d, 32))] as const),
);
const BOX = [31, 17, 17, 17, 17, 17, 31]; // what a character without a glyph looks like
const GAP = 2; // font rows between two lines of a label

/** The label's characters as the font draws them: upper case, accents dropped. */
const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/**
 * The largest integer scale at which `text` fits in maxW x maxH, on one line or broken in two at a space or `_`;
 * one line gets at most 70% of maxH, so a short label does not fill the whole plate.
 */
function fit(text: string, maxW: number, maxH: number): { lines: string[]; scale: number } {
  const splits = [...text.matchAll(/[ _]/g)].map((m) => [text.slice(0, m.index), text.slice(m.index + 1)]);
  let best = { lines: [text], scale: 0 };
  for (const lines of [[text], ...splits]) {
    const cols = Math.max(...lines.map((l) => l.length)) * 6 - 1;
    const rows = lines.length * (7 + GAP) - GAP;
    const scale = Math.floor(Math.min(maxW / cols, maxH / rows, (maxH * 0.7) / 7));
    if (scale > best.scale) best = { lines, scale };
  }
  return { ...best, scale: Math.max(1, best.scale) };
}

/** Draws `text` in white at `alpha` over the image, each line centred on cx, the block centred on cy. */
function drawText(png: PNG, text: string, cx: number, cy: number, maxW: number, maxH: number, alpha = 1): void {
  const { lines, scale } = fit(letters(text), maxW, maxH);
  let y = Math.round(cy - ((lines.length * (7 + GAP) - GAP) * scale) / 2);
  for (const line of lines) {
    let x = Math.round(cx - ((line.length * 6 - 1) * scale) / 2);
    for (const ch of line) {
      const rows = ch === ' ' ? [] : (FONT.get(ch) ?? BOX);
      rows.forEach((bits, r) => {
        for (let c = 0; c < 5; c++) if (bits & (16 >> c)) lighten(png, x + c * scale, y + r * scale, scale, alpha);
      });
      x += 6 * scale;
    }
    y += (7 + GAP) * scale;
  }
}

/** Blends a size x size square towards white, clipped to the image. */
function lighten(png: PNG, x0: number, y0: number, size: number, alpha: number): void {
  for (let y = Math.max(0, y0); y < Math.min(png.height, y0 + size); y++)
    for (let x = Math.max(0, x0); x < Math.min(png.width, x0 + size); x++) {
      const i = (y * png.width + x) * 4;
      for (let k = 0; k < 3; k++) png.data[i + k] = Math.round((png.data[i + k] ?? 0) * (1 - alpha) + 255 * alpha);
    }
}

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/**
 * A w x h PNG: a plate with rounded (transparent) corners whose colour runs from `color` (#rrggbb) at the top to
 * near black at the bottom, one colour per row so PNG's row filters shrink it to almost nothing; the label in
 * white, and an optional smaller second line.
 */
export function pngTile(label: string, color: string, w: number, h: number, sub = ''): Buffer {
  const png = new PNG({ width: w, height: h });
  const top = rgb(color);
  const radius = Math.round(h / 10);
  for (let y = 0; y < h; y++) {
    const t = (y / (h - 1)) * 0.7;
    const [r, g, b] = top.map((v) => Math.round(v * (1 - t) + 17 * t)) as Rgb;
    const dy = Math.max(radius - y - 0.5, y + 0.5 - (h - radius), 0);
    for (let x = 0; x < w; x++) {
      const dx = Math.max(radius - x - 0.5, x + 0.5 - (w - radius), 0);
      if (dx * dx + dy * dy > radius * radius) continue; // outside the rounded corner: stays transparent
      const i = (y * w + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  const maxW = w - 2 * Math.max(3, Math.round(w * 0.06));
  if (sub) {
    drawText(png, label, w / 2, h * 0.44, maxW, h * 0.36);
    drawText(png, sub, w / 2, h * 0.76, maxW, h * 0.12, 0.8);
  } else drawText(png, label, w / 2, h / 2, maxW, h * 0.6);
  // Paeth alone (most rows repeat the one above, shaded): half the time of trying every filter, about the same size.
  return PNG.sync.write(png, { filterType: 4 });
}
