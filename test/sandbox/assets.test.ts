// The sandbox's image host: icons handed out by the API answer small PNG tiles (rounded plate in the vendor's
// colour, white label), banners stay SVG, and unknown paths are 404.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { PNG } from 'pngjs';
import { vendorColor } from '../../sandbox/data/vendors.ts';
import { type Harness, startHarness } from './helpers.ts';

const s = suite('sandbox assets');
let h: Harness;
s.before(async () => {
  h = await startHarness();
});
s.after(async () => {
  await h.close();
});

/** Fetches a served PNG and decodes it. */
async function png(url: string): Promise<{ image: PNG; bytes: Buffer }> {
  const res = await h.fetch(url);
  assert.is(res.status, 200, url);
  assert.is(res.headers.get('content-type'), 'image/png', url);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { image: PNG.sync.read(bytes), bytes };
}

const pixel = (image: PNG, x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

s('a game icon the game list hands out is a 200x200 PNG: vendor-coloured plate, transparent corners, white label', async () => {
  const game = (await h.call('gameList', { gameType: 'RNG', pageNo: 1, pageSize: 1 })).value.games[0];
  assert.match(game.iconUrl, /^\/sandbox-assets\/icons\/game\/\d+\.png$/);
  const { image, bytes } = await png(game.iconUrl);
  assert.equal([image.width, image.height], [200, 200]);
  assert.ok(bytes.length < 8 * 1024, `a few KB, not ${bytes.length} bytes`);
  assert.equal(pixel(image, 100, 0), [...rgb(vendorColor(game.vassalage)), 255], 'the top row is the vendor colour');
  assert.is(pixel(image, 0, 0)[3], 0, 'the corner is transparent');
  assert.is(pixel(image, 199, 199)[3], 0);
  let white = 0;
  for (let y = 50; y < 130; y++) for (let x = 0; x < 200; x++) if (pixel(image, x, y).every((v) => v === 255)) white++;
  assert.ok(white > 200, `the label's white pixels: ${white}`);
  assert.equal((await png(game.iconUrl)).bytes, bytes, 'the same bytes every time');
});

s('vendor icons, small and large, and the platform pattern for small ones', async () => {
  const vendor = (await h.call('allVassalage')).value[0];
  assert.equal([(await png(vendor.mobileSmallIcon)).image.width, (await png(vendor.mobileLargeIcon)).image.width], [120, 320]);
  const { image } = await png(`/sandbox-assets/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vendor.vassalage}-ACTIVE.png`);
  assert.equal([image.width, image.height], [120, 60]);
});

s('banners and brand art are PNG too; unknown paths and the old SVG paths are 404', async () => {
  assert.equal(
    [(await png('/sandbox-assets/banners/home_EN_1.png')).image.width, (await png('/sandbox-assets/banners/home_EN_1.png')).image.height],
    [750, 300],
  );
  assert.equal((await png('/sandbox-assets/brand/dark.png')).image.width, 240);
  for (const path of [
    'icons/game/1.png',
    'icons/game/1001.svg',
    'icons/vendor/PG.svg',
    'banners/home_EN_1.svg',
    'brand/dark.svg',
    'nope.png',
  ])
    assert.is((await h.fetch(`/sandbox-assets/${path}`)).status, 404, path);
});

s.run();
