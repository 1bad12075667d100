// The manifest answer names its screens' tag (Screens-Tag), the tag a page made from those screens asks with: a
// page rendered before the screens changed asks with the old tag and gets the new set under a new name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { handleScreens, SCREENS_TAG_HEADER, screensTag, servePublished } from '../../../server/screens.ts';
import { tempDir } from '../../helpers/temp.ts';

test("the manifest's answer names the tag of the screens it holds, and a new one once they change", async () => {
  const dir = tempDir('screens-tag-');
  const server = createServer((req, res) => {
    void handleScreens(req, res, new URL(req.url ?? '/', 'http://x').pathname, dir);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/screens/manifest.json`;
  try {
    writeFileSync(join(dir, 'a.json'), '{"v":1}');
    const before = await screensTag(dir);
    const first = await fetch(`${url}?v=${before}`);
    assert.is(first.headers.get(SCREENS_TAG_HEADER), before);
    assert.equal((await first.json()).files, [{ file: 'a.json', source: '{"v":1}' }]);
    servePublished(dir, [{ file: 'a.json', source: '{"v":2}' }]);
    // A page made before the change asks with the old tag: it gets the new screens, named as such.
    const later = await fetch(`${url}?v=${before}`);
    const after = later.headers.get(SCREENS_TAG_HEADER);
    assert.ok(after && after !== before, `a new tag: ${after}`);
    assert.is(after, await screensTag(dir));
    assert.equal((await later.json()).files, [{ file: 'a.json', source: '{"v":2}' }]);
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
