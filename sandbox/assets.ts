// Generated images and pages under /sandbox-assets/: game and vendor icons, banners, promo covers, team badges,
// avatars, brand art, and a stand-in page per launched game.
import type { ServerResponse } from 'node:http';
import { gameByNode } from './data/games.ts';
import { vendorColor } from './data/vendors.ts';
import { pngTile } from './png-tile.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hue = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

/** A colour picked from a name: hsl(hue, 65%, 45%) as #rrggbb. */
function color(s: string): string {
  const h = hue(s);
  const a = 0.65 * Math.min(0.45, 1 - 0.45);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = 0.45 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
const page = (title: string, body: string) =>
  `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title>` +
  `<body style="margin:0;font:16px sans-serif;background:#111;color:#eee;display:grid;place-items:center;height:100vh;text-align:center">${body}</body>`;

type Maker = (m: RegExpMatchArray) => [type: string, body: string | Buffer] | null;

// Every image is PNG, as on the platform's image host (PLATFORM-API.md §2), banners and brand art included: Chrome
// builds an SVG image's document and lays out its text on the main thread (about 10 ms each on a fast machine, five
// of them on home), which would make the benchmark measure the sandbox's artwork rather than the app.
const ROUTES: Array<[RegExp, Maker]> = [
  [
    /^icons\/game\/(\d+)\.png$/,
    (m) => {
      const g = gameByNode(Number(m[1]));
      return g ? ['png', pngTile(g.gameName, vendorColor(g.vassalage), 200, 200, g.vassalage)] : null;
    },
  ],
  // The platform's image-host pattern for small vendor icons.
  [
    /^TCG_PROD_IMAGES\/VENDOR_ICON_SMALL\/([A-Z0-9_]+)-(?:DEFAULT|ACTIVE)\.png$/,
    (m) => ['png', pngTile(m[1] ?? '', vendorColor(m[1] ?? ''), 120, 60)],
  ],
  [
    /^icons\/vendor\/([A-Z0-9_]+)(-large)?\.png$/,
    (m) => ['png', m[2] ? pngTile(m[1] ?? '', vendorColor(m[1] ?? ''), 320, 160) : pngTile(m[1] ?? '', vendorColor(m[1] ?? ''), 120, 60)],
  ],
  [
    /^banners\/([a-z]+)_([A-Z]{2})_(\d+)\.png$/,
    (m) => ['png', pngTile(`${m[1] === 'home' ? 'Big Wins' : 'Promo'} #${m[3]}`, color(`${m[1]}${m[3]}`), 750, 300, `Language ${m[2]}`)],
  ],
  [
    /^promos\/(\d+)-(\d+)\.png$/,
    (m) => ['png', pngTile(`Promotion ${m[1]}`, color(m[1] ?? ''), 690, 260, m[2] === '1' ? 'cover' : `image ${m[2]}`)],
  ],
  [
    /^teams\/([^/]+)\.png$/,
    (m) => [
      'png',
      pngTile(
        decodeURIComponent(m[1] ?? '')
          .slice(0, 3)
          .toUpperCase(),
        color(m[1] ?? ''),
        64,
        64,
      ),
    ],
  ],
  [/^avatars\/(\d+)\.png$/, (m) => ['png', pngTile(`#${m[1]}`, color(`avatar${m[1]}`), 96, 96)]],
  [/^icons\/pay\/([a-z]+)\.png$/, (m) => ['png', pngTile(m[1] ?? '', color(m[1] ?? ''), 96, 96)]],
  [
    /^brand\/([a-z-]+)\.png$/,
    (m) => [
      'png',
      pngTile(
        m[1] === 'light' ? 'Sunny Play' : m[1] === 'dark' ? 'Lucky Night' : (m[1] ?? ''),
        m[1] === 'light' ? '#d81b60' : '#f5b301',
        240,
        80,
      ),
    ],
  ],
  [
    /^game\/(\d+)\.html$/,
    (m) => {
      const g = gameByNode(Number(m[1]));
      return g
        ? [
            'html',
            page(
              g.gameName,
              `<div><h1>${esc(g.gameName)}</h1><p>${esc(g.vassalage)} · ${g.gameType} · sandbox game</p><p><a style="color:#f5b301" href="/m/home" target="_top">Back to lobby</a></p></div>`,
            ),
          ]
        : null;
    },
  ],
  [
    /^pay\/([A-Za-z0-9]+)\.html$/,
    (m) => [
      'html',
      page(
        'Payment',
        `<div><h1>Payment ${esc(m[1] ?? '')}</h1><p>Paid (sandbox).</p><a style="color:#f5b301" href="/m/home">Back</a></div>`,
      ),
    ],
  ],
  [/^download\/(.+)$/, (m) => ['text', `Sandbox placeholder for ${m[1]}\n`]],
];

const TYPES: Record<string, string> = {
  png: 'image/png',
  html: 'text/html; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

// A PNG is the same for a path every time and encoding it costs CPU that tests fetching the same icons over and
// over would pay again: the bytes of the last few hundred are kept.
const MAX_CACHED = 500;
const pngs = new Map<string, Buffer>();

/** What a path answers (type and body), or null when nothing matches. */
function make(rest: string): [type: string, body: string | Buffer] | null {
  const cached = pngs.get(rest);
  if (cached) return ['png', cached];
  for (const [re, maker] of ROUTES) {
    const m = rest.match(re);
    const made = m && maker(m);
    if (!made) continue;
    if (Buffer.isBuffer(made[1])) {
      if (pngs.size >= MAX_CACHED) pngs.delete(pngs.keys().next().value ?? '');
      pngs.set(rest, made[1]);
    }
    return made;
  }
  return null;
}

/** Answers a /sandbox-assets/ path (without the prefix); 404 when nothing matches. */
export function serveAsset(res: ServerResponse, rest: string): void {
  const made = make(rest);
  if (!made) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
    return;
  }
  // The stand-in pages style themselves inline; they get their own policy instead of the app's strict one.
  const csp =
    made[0] === 'html' ? { 'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'" } : {};
  res.writeHead(200, { 'Content-Type': TYPES[made[0]] ?? 'text/plain', 'Cache-Control': 'public, max-age=3600', ...csp });
  res.end(made[1]);
}
