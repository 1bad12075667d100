// Image uploads (POST /studio/api/assets) against the real server: the four types taken by their first bytes, SVG
// and look-alikes refused, the size and pixel limits, and how an upload is served: content-hashed name, a year of
// immutable caching, nosniff, the exact type.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { startStudioServer, type StudioServer } from './fixture.ts';
import { gif, jpeg, png, webp } from '../../helpers/images.ts';
import { MAX_ASSET_BYTES } from '../../../server/assets/image-check.ts';

let server: StudioServer;
const upload = async (bytes: Buffer, type: string, extra: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}/studio/api/assets`, {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: { 'Content-Type': type, 'X-File-Name': encodeURIComponent('banner 1.png'), 'X-Studio': '1', Cookie: server.cookie, ...extra },
  });
  return { status: res.status, body: (await res.json()) as any };
};

const assets = suite('studio: image uploads');
assets.before(async () => {
  server = await startStudioServer();
});
assets.after(() => server.close());

assets('a PNG is kept under its content hash and served for a year, immutable, nosniff, as image/png', async () => {
  const bytes = png(16, 9);
  const up = await upload(bytes, 'image/png');
  assert.is(up.status, 200, JSON.stringify(up.body));
  assert.match(up.body.url, /^\/assets\/[0-9a-f]{32}\.png$/);
  assert.equal([up.body.width, up.body.height], [16, 9]);
  const served = await fetch(server.url + up.body.url);
  assert.is(served.status, 200);
  assert.is(served.headers.get('content-type'), 'image/png');
  assert.is(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is(served.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(Buffer.from(await served.arrayBuffer()), bytes);
  const again = await fetch(server.url + up.body.url, { headers: { 'If-None-Match': served.headers.get('etag')! } });
  assert.is(again.status, 304);
  assert.is((await upload(bytes, 'image/png')).body.url, up.body.url, 'the same bytes are the same image');
  const other = await upload(png(16, 10), 'image/png');
  assert.is.not(other.body.url, up.body.url, 'other bytes, another name');
});

assets('JPEG, WebP and GIF are taken by their first bytes, whatever type the browser claimed among the four', async () => {
  for (const [bytes, claimed, ext, size] of [
    [jpeg(8, 6), 'image/jpeg', 'jpg', [8, 6]],
    [webp(7, 9), 'image/webp', 'webp', [7, 9]],
    [gif(5, 4), 'image/gif', 'gif', [5, 4]],
    [jpeg(3, 2), 'image/png', 'jpg', [3, 2]],
  ] as const) {
    const up = await upload(bytes, claimed);
    assert.is(up.status, 200, `${claimed}: ${JSON.stringify(up.body)}`);
    assert.match(up.body.url, new RegExp(`\\.${ext}$`));
    assert.equal([up.body.width, up.body.height], size);
    const served = await fetch(server.url + up.body.url);
    assert.is(served.headers.get('content-type'), `image/${ext === 'jpg' ? 'jpeg' : ext}`);
  }
});

assets('SVG, HTML dressed as PNG, other types and empty bodies are refused in plain words', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  for (const [bytes, type, status, words] of [
    [svg, 'image/svg+xml', 415, /SVG images are not taken: they can carry scripts/],
    [svg, 'image/png', 415, /SVG images are not taken/],
    [Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', 415, /content is not a PNG, JPEG, WebP or GIF image/],
    [Buffer.concat([Buffer.from('X'), png().subarray(1)]), 'image/png', 415, /content is not a PNG/],
    [png(), 'text/html', 415, /not an image the studio takes/],
    [Buffer.alloc(0), 'image/png', 400, /empty/],
  ] as const) {
    const up = await upload(bytes, type);
    assert.is(up.status, status, `${type}: ${JSON.stringify(up.body)}`);
    assert.match(up.body.error, words);
  }
  assert.equal(
    (await fetch(`${server.url}/studio/api/assets`, { headers: { Cookie: server.cookie } }).then((r) => r.json())).assets.length,
    6,
  );
});

assets('too large in bytes (over 2 MB) or in pixels (over 4096 a side) is refused, saying the limit', async () => {
  const big = Buffer.concat([png(), Buffer.alloc(MAX_ASSET_BYTES)]);
  const heavy = await upload(big, 'image/png');
  assert.is(heavy.status, 413);
  assert.match(heavy.body.error, /This image is 2 MB; the most the studio takes is 2 MB/);
  const wide = await upload(png(5000, 1), 'image/png');
  assert.is(wide.status, 422);
  assert.match(wide.body.error, /5000 × 1 pixels; the most the studio takes is 4096 pixels a side/);
});

assets('an upload needs a session and the X-Studio header; a name that is not an upload is not served', async () => {
  assert.is((await upload(png(), 'image/png', { Cookie: '' })).status, 401);
  assert.is((await upload(png(), 'image/png', { 'X-Studio': '' })).status, 403);
  assert.is((await fetch(`${server.url}/assets/${'0'.repeat(32)}.png`)).status, 404);
});

assets.run();
