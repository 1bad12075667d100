// Builds published while the server serves: each request gets the old build or the new one, whole; the new
// one from the next request on; hashed files of the earlier builds keep answering for pages still running them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../../../server/app.ts';
import { publish, stage } from '../../../scripts/atomic-dist.mjs';
import { writeBuild } from './fixture.ts';
import { removeTemp, tempDir } from '../../helpers/temp.ts';

test('a published build is served from the next request; earlier hashed files still answer; nothing fails in between', async () => {
  const dir = tempDir('atomic-');
  const dist = join(dir, 'dist');
  mkdirSync(join(dir, 'screens'));
  const first = stage(dist);
  writeBuild(first, 'one');
  publish(dist, first);
  assert.ok(lstatSync(dist).isSymbolicLink(), 'dist is a link to the build');
  const server = createAppServer({ root: process.cwd(), distDir: dist, screensDir: join(dir, 'screens') });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    assert.match(await (await fetch(`${base}/m/home`)).text(), 'fixture app one');
    // Requests keep coming while three more builds are published.
    let stop = false;
    const failures: string[] = [];
    let served = 0;
    const load = (async () => {
      while (!stop) {
        const [page, asset] = await Promise.all([fetch(`${base}/m/home`), fetch(`${base}/assets/main-one.js`)]);
        const text = await page.text();
        if (page.status !== 200 || !/fixture app (one|two|three|four)<\/title>/.test(text))
          failures.push(`page ${page.status} ${text.slice(0, 80)}`);
        if (asset.status !== 200 || (await asset.text()) !== 'console.log("one")') failures.push(`asset ${asset.status}`);
        served++;
      }
    })();
    for (const label of ['two', 'three', 'four']) {
      const next = stage(dist);
      writeBuild(next, label);
      // a large file, so a torn or truncated copy would show
      writeFileSync(join(next, 'assets', `big-${label}.js`), `/*${label}*/`.padEnd(300_000, 'x'));
      publish(dist, next);
      const page = await (await fetch(`${base}/m/home`)).text();
      assert.match(page, `fixture app ${label}<`, `build ${label} served from the next request`);
      const big = await fetch(`${base}/assets/big-${label}.js`);
      assert.is((await big.text()).length, 300_000);
    }
    stop = true;
    await load;
    assert.equal(failures, []);
    assert.ok(served > 3, `requests during the swaps: ${served}`);
    assert.is((await fetch(`${base}/assets/main-two.js`)).status, 200, 'an earlier build still answers its hashed files');
    assert.ok(readdirSync(join(dir, '.dist-builds')).length <= 4, 'old builds are pruned');
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    removeTemp(dir);
  }
});

test('live mode (npm run dev): 503 until the first build, then files as they are on disk, even ones removed since', async () => {
  const dir = tempDir('live-');
  const dist = join(dir, 'dist');
  mkdirSync(join(dir, 'screens'));
  const server = createAppServer({ root: process.cwd(), distDir: dist, screensDir: join(dir, 'screens'), liveDist: true });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    assert.is((await fetch(`${base}/m/home`)).status, 503, 'no build yet');
    writeBuild(dist, 'one');
    writeFileSync(join(dist, 'assets', 'main-one.js.br'), 'stale brotli');
    assert.match(await (await fetch(`${base}/m/home`)).text(), 'fixture app one');
    rmSync(join(dist, 'assets', 'main-one.js.br'));
    const js = await fetch(`${base}/assets/main-one.js`, { headers: { 'accept-encoding': 'br' } });
    assert.is(js.status, 200, 'a precompressed copy removed by the watcher is not looked for');
    assert.is(await js.text(), 'console.log("one")');
    writeBuild(dist, 'two');
    assert.match(await (await fetch(`${base}/m/home`)).text(), 'fixture app two', 'rebuilt in place');
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    removeTemp(dir);
  }
});

test.run();
