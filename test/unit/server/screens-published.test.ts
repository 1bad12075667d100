// servePublished: with a database, the published set it hands over replaces the folder's files for the
// manifest, and pages made from the old set go stale; later changes in the folder no longer count.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, screensVersion, servePublished } from '../../../server/screens.ts';
import { tempDir } from '../../helpers/temp.ts';

test('the published set replaces the folder, bumps the version, and outlives changes on disk', async () => {
  const dir = tempDir('published-');
  try {
    writeFileSync(join(dir, 'a.json'), '{"from":"disk"}');
    assert.equal((await readManifest(dir)).files, [{ file: 'a.json', source: '{"from":"disk"}' }]);
    const before = screensVersion(dir);
    servePublished(dir, [{ file: 'a.json', source: '{"from":"database"}' }]);
    assert.is.not(screensVersion(dir), before);
    assert.equal((await readManifest(dir)).files, [{ file: 'a.json', source: '{"from":"database"}' }]);
    const pinned = screensVersion(dir);
    writeFileSync(join(dir, 'b.json'), '{}');
    assert.equal(
      (await readManifest(dir)).files.map((f) => f.file),
      ['a.json'],
    );
    assert.is(screensVersion(dir), pinned);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
