// When the server render fails, the page is today's client-only page, never a broken one: a build whose server
// bundle throws still serves every app route, and the browser renders it afresh with no error.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { cpSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, phonePage, open, type TestServer } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { tempDir } from '../helpers/temp.ts';

const s = suite('ssr fallback');
const browsing = useBrowser(s);
let server: TestServer;
let dist: string;
s.before(async () => {
  dist = tempDir('ssr-broken-');
  cpSync(realpathSync(process.env.DIST_DIR || 'dist'), dist, { recursive: true });
  writeFileSync(join(dist, 'server', 'render.mjs'), "export async function renderPage() { throw new Error('broken on purpose'); }\n");
  server = await startServer({}, { distDir: dist });
});
s.after(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

s('a render that throws serves the client-only page, which renders', async () => {
  for (const route of ['/m/home', '/m/login', '/m/gameList?gameType=RNG']) {
    const res = await fetch(server.url + route);
    const html = await res.text();
    assert.is(res.status, 200, route);
    assert.not.match(html, /data-ssr=/, `${route}: not server-rendered`);
    assert.match(html, /<div id="root"><div class="boot-shell"/, `${route}: the boot shell`);
  }
  const { page, errors } = await phonePage(browsing.browser);
  await open(page, server.url, '/m/login');
  assert.ok(await page.$('main input[type="password"]'), 'the login form renders in the browser');
  assert.equal(errors, []);
  await page.close();
});

s.run();
