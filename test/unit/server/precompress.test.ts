// The build's precompressed copies (scripts/build/precompress.mjs): each decompresses to its file's bytes, a file
// whose bytes came before is copied from the cache instead of compressed again, and neither a changed file nor a
// damaged cache entry ever gives a wrong copy.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../scripts/build/precompress.mjs';
import { removeTemp, tempDir } from '../../helpers/temp.ts';

const text = (seed: string) => `${seed} ${'lorem ipsum dolor sit amet '.repeat(60)}`;

/** Whether `file`'s .br and .gz copies both hold exactly its bytes. */
function copiesMatch(file: string): boolean {
  const body = readFileSync(file);
  return brotliDecompressSync(readFileSync(`${file}.br`)).equals(body) && gunzipSync(readFileSync(`${file}.gz`)).equals(body);
}

test('copies hold the file; the same bytes again come from the cache; a changed file or a damaged entry is compressed again', async () => {
  const dir = tempDir('precompress-');
  try {
    const cache = join(dir, 'cache');
    const build = (name: string, files: Record<string, string>) => {
      const out = join(dir, name);
      mkdirSync(join(out, 'assets'), { recursive: true });
      for (const [file, body] of Object.entries(files)) writeFileSync(join(out, file), body);
      return out;
    };
    const first = build('one', {
      'index.html': text('page one'),
      'assets/app.js': text('code'),
      'small.js': 'tiny',
      'logo.png': text('png'),
    });
    assert.equal(await precompress(first, cache), { reused: 0, compressed: 2 });
    assert.ok(copiesMatch(join(first, 'index.html')));
    assert.ok(copiesMatch(join(first, 'assets/app.js')));
    assert.not.ok(existsSync(join(first, 'small.js.br')), 'a file under 512 bytes is left as it is');
    assert.not.ok(existsSync(join(first, 'logo.png.br')), 'a type the server does not compress is left as it is');

    const second = build('two', { 'index.html': text('page two'), 'assets/app.js': text('code') });
    assert.equal(await precompress(second, cache), { reused: 1, compressed: 1 });
    assert.ok(copiesMatch(join(second, 'index.html')), 'the changed page has copies of its new bytes');
    assert.ok(copiesMatch(join(second, 'assets/app.js')), 'the unchanged script has copies from the cache');

    // A cache entry cut short (a disk filled up, a hand edit) is compressed again, never copied.
    const entry = join(cache, `${createHash('sha256').update(text('code')).digest('hex')}.br`);
    writeFileSync(entry, readFileSync(entry).subarray(0, 10));
    const third = build('three', { 'index.html': text('page one'), 'assets/app.js': text('code') });
    assert.equal(await precompress(third, cache), { reused: 1, compressed: 1 });
    assert.ok(copiesMatch(join(third, 'index.html')));
    assert.ok(copiesMatch(join(third, 'assets/app.js')));
  } finally {
    removeTemp(dir);
  }
});

test.run();
