// The preview hooks: the X-Studio-Preview header naming a live preview changes what the frame loads (the
// draft manifest, status's flags, site config's languages, an empty catalogue for a language without one);
// without it (a cookie of the old name does nothing), or once the preview ends, the normal handlers answer.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { flattenWhitelabel } from '../../../engine/api/site-status.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { post, startStudioServer, type StudioServer } from './fixture.ts';
import { MERCHANT_CODE } from '../../../sandbox/data/site.ts';

const s = suite('studio: preview hooks');
let server: StudioServer;
s.before(async () => {
  server = await startStudioServer();
});
s.after(() => server.close());

const get = async (path: string, preview?: string, cookie?: string) => {
  // API paths carry the platform's Merchant header, as the app sends it.
  const res = await fetch(server.url + path, {
    headers: { Merchant: MERCHANT_CODE, ...(preview ? { 'X-Studio-Preview': preview } : {}), ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};

s('the manifest carries the draft only for the header of a live preview, never for a cookie', async () => {
  const saved = readFileSync(join(server.screensDir, 'home.json'), 'utf8');
  const draft = saved.replace('"title": "home"', '"title": "login"');
  const { body } = await post(server, '/studio/api/preview', { file: 'home.json', source: draft });
  assert.match(body.id, /^[A-Za-z0-9_-]{22}$/);
  const sourceOf = (m: any) => m.files.find((f: { file: string }) => f.file === 'home.json').source;
  const framed = await get('/screens/manifest.json', body.id);
  assert.is(sourceOf(framed.body), draft);
  assert.is(framed.body.files.length, (await get('/screens/manifest.json')).body.files.length);
  assert.is(sourceOf((await get('/screens/manifest.json')).body), saved);
  assert.is(
    sourceOf((await get('/screens/manifest.json', undefined, `studio-draft=${body.id}; studio-preview=${body.id}`)).body),
    saved,
    'a cookie names no preview',
  );
  assert.is(sourceOf((await get('/screens/manifest.json', 'AAAAAAAAAAAAAAAAAAAAAA')).body), saved);
  await fetch(`${server.url}/studio/api/end`, {
    method: 'POST',
    body: JSON.stringify({ id: body.id }),
    headers: { Cookie: server.cookie },
  });
  assert.is(sourceOf((await get('/screens/manifest.json', body.id)).body), saved);
});

s('status carries the preview flags (its white-label tree), site config the language, the rest unchanged', async () => {
  const plain = (await get('/wps/system/siteConfig')).body;
  const plainStatus = (await get('/wps/system/status')).body;
  const { body } = await post(server, '/studio/api/preview', { flags: { REFERRAL: false, MISSION: true, NEWFLAG3: true }, language: 'TH' });
  const patched = (await get('/wps/system/siteConfig', body.id)).body;
  assert.is(patched.success, true);
  assert.ok(patched.value.languages.supported.includes('TH'));
  assert.equal(patched.value.encryption, plain.value.encryption);
  const status = (await get('/wps/system/status', body.id)).body;
  const flags = flattenWhitelabel(status.value.info.whitelabel);
  assert.equal(
    [flags.REFERRAL, flags.MISSION, flags.NEWFLAG3, flags.MAILCEN],
    [false, true, true, true],
    'named flags switched or added, the others kept',
  );
  assert.equal(
    flattenWhitelabel((await get('/wps/system/status')).body.value.info.whitelabel),
    flattenWhitelabel(plainStatus.value.info.whitelabel),
    'other pages: unchanged',
  );
});

s('a language without a catalogue gets an empty one in the preview only', async () => {
  const { body } = await post(server, '/studio/api/preview', { language: 'XX' });
  const preview = await get('/i18n/xx.json', body.id);
  assert.is(preview.status, 200);
  assert.equal(preview.body, {});
  assert.is((await get('/i18n/xx.json')).status, 404);
});

s('a preview of a path outside screens/ is refused', async () => {
  const res = await post(server, '/studio/api/preview', { file: '../package.json', source: '{}' });
  assert.is(res.status, 400);
});

s.run();
