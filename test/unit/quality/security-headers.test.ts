// Security headers on every kind of response a browser may open as a document: a strict CSP (no unsafe-eval,
// no inline script), frame-ancestors, nosniff and a referrer policy. A hashed script or stylesheet keeps nosniff
// and drops the rest, which mean nothing on it.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../../../server/app.ts';
import { removeTemp, tempDir } from '../../helpers/temp.ts';
import { markedPage } from '../../helpers/marked-page.ts';

const s = suite('security headers');
const dist = tempDir('dist-');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), markedPage('x'));
writeFileSync(join(dist, 'assets', 'main-ABC.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'main-ABC.css'), 'body{}');
writeFileSync(join(dist, 'assets', 'logo-ABC.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'sw.js'), 'self.onfetch=null');
// screens/ in a folder of its own: the server keeps the published labels beside it (../labels).
const screensRoot = tempDir('screens-');
const screensDir = join(screensRoot, 'screens');
cpSync('screens', screensDir, { recursive: true });
const server = createAppServer({
  root: process.cwd(),
  distDir: dist,
  screensDir,
  api: async (_req, res, url) => {
    if (!url.pathname.startsWith('/wps/')) return false;
    res.setHeader('Content-Type', 'application/json');
    res.end('{"success":true}');
    return true;
  },
});
let base = '';
s.before(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
s.after(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  removeTemp(dist);
  removeTemp(screensRoot);
});

const documents = ['/m/home', '/assets/logo-ABC.svg', '/sw.js', '/screens/manifest.json', '/wps/system/siteConfig', '/nope'];
for (const path of documents) {
  s(`${path}`, async () => {
    const res = await fetch(base + path);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self'(;|$)/, 'scripts only from the app itself');
    assert.not.match(csp, /unsafe-eval/);
    assert.not.match(csp, /script-src[^;]*unsafe-inline/);
    assert.match(csp, /frame-ancestors 'self'/);
    assert.match(csp, /object-src 'none'/);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff');
    assert.is(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  });
}
for (const path of ['/assets/main-ABC.js', '/assets/main-ABC.css']) {
  s(`${path}: nosniff, without the headers only a document reads`, async () => {
    const res = await fetch(base + path);
    assert.is(res.status, 200);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff');
    for (const name of ['content-security-policy', 'reporting-endpoints', 'permissions-policy', 'x-frame-options'])
      assert.is(res.headers.get(name), null, name);
  });
}
s('hashed assets are immutable; index.html and screens are revalidated', async () => {
  assert.match((await fetch(`${base}/assets/main-ABC.js`)).headers.get('cache-control')!, /immutable/);
  assert.is((await fetch(`${base}/m/home`)).headers.get('cache-control'), 'no-cache');
  assert.is((await fetch(`${base}/screens/manifest.json`)).headers.get('cache-control'), 'no-cache');
});
s('app routes fall back to index.html; other unknown paths are 404', async () => {
  for (const p of ['/', '/m', '/register.html']) assert.is((await fetch(base + p)).status, 200, p);
  // An app path no screen claims: the app's page (its not-found screen), with the status 404.
  const unclaimed = await fetch(`${base}/m/anything/deep`);
  assert.equal([unclaimed.status, (await unclaimed.text()).includes('id="root"')], [404, true], '/m/anything/deep');
  assert.is((await fetch(`${base}/secret.txt`)).status, 404);
  assert.is((await fetch(`${base}/screens/../package.json`)).status, 404);
});
s.run();
