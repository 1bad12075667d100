// Test folders (test/helpers/temp.ts): removing one while a sandbox save is still writing into it (its file created
// on libuv's thread pool during the removal) must not end the test process, as it once ended test/unit's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { removeTemp, tempDir } from '../../helpers/temp.ts';

test('a folder written into while it is removed: no error, and it goes once nothing writes', async () => {
  for (let round = 0; round < 40; round++) {
    const dir = tempDir('temp-race-');
    for (let i = 0; i < 30; i++) mkdirSync(join(dir, `d${i}`));
    const writes = Array.from({ length: 6 }, (_, i) => writeFile(join(dir, `state.${i}.tmp`), 'x').catch(() => {}));
    removeTemp(dir);
    await Promise.all(writes);
    removeTemp(dir);
    assert.not.ok(existsSync(dir), `round ${round}: the folder is gone once the writes have ended`);
  }
});

test.run();
