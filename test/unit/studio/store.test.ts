// The embedded screen store: each save a version (first the text found on disk), saves replace the file
// by rename (a watcher never sees half a file), parallel saves from one base give one conflict, not a lost edit.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileStore, OUTSIDE } from '../../../server/screen-store/file-store.ts';
import { SaveConflict } from '../../../server/screen-store/store.ts';

const s = suite('createFileStore');
let tmp = '';
let screensDir = '';
const make = () => createFileStore({ screensDir, historyDir: join(tmp, 'history'), now: () => new Date('2026-01-02T03:04:05Z') });
const onDisk = () => readFileSync(join(screensDir, 'a.json'), 'utf8');
s.before.each(() => {
  tmp = mkdtempSync(join(tmpdir(), 'store-'));
  screensDir = join(tmp, 'screens');
  mkdirSync(screensDir);
  writeFileSync(join(screensDir, 'a.json'), '{\n  "v": 0\n}\n');
});
s.after.each(() => rmSync(tmp, { recursive: true, force: true }));

s('the first save records the file as found, then the new text; history is newest first', async () => {
  const store = make();
  const v = await store.save('a.json', '{\n  "v": 1\n}\n', { author: 'alice', message: 'one' });
  assert.equal(v, { version: 2, file: 'a.json', author: 'alice', at: '2026-01-02T03:04:05.000Z', message: 'one', added: 1, removed: 1 });
  assert.equal((await store.history('a.json')).map((x) => [x.version, x.author]), [[2, 'alice'], [1, OUTSIDE]]);
  assert.is((await store.version('a.json', 1))!.source, '{\n  "v": 0\n}\n');
  assert.is(onDisk(), '{\n  "v": 1\n}\n');
});

s('an edit made outside the studio becomes its own version before the next save', async () => {
  const store = make();
  await store.save('a.json', '{"v":1}', { author: 'alice', message: '' });
  writeFileSync(join(screensDir, 'a.json'), '{"v":"by hand"}');
  await store.save('a.json', '{"v":2}', { author: 'bob', message: '' });
  assert.equal((await store.history('a.json')).map((x) => [x.version, x.author]), [[4, 'bob'], [3, OUTSIDE], [2, 'alice'], [1, OUTSIDE]]);
  assert.is((await store.version('a.json', 3))!.source, '{"v":"by hand"}');
});

s('a save replaces the file by rename and leaves no temp file', async () => {
  const inode = statSync(join(screensDir, 'a.json')).ino;
  await make().save('a.json', '{"v":1}', { author: 'alice', message: '' });
  assert.is.not(statSync(join(screensDir, 'a.json')).ino, inode, 'a new file was renamed into place');
  assert.equal(readdirSync(screensDir), ['a.json']);
});

s('two saves from the same base at once: one wins, the other is a conflict carrying the winner', async () => {
  const store = make();
  const base = onDisk();
  const results = await Promise.allSettled([
    store.save('a.json', '{"by":"alice"}', { author: 'alice', message: '', base }),
    store.save('a.json', '{"by":"bob"}', { author: 'bob', message: '', base }),
  ]);
  assert.is(results.filter((r) => r.status === 'fulfilled').length, 1);
  const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  assert.instance(lost.reason, SaveConflict);
  assert.is(lost.reason.current, onDisk());
  assert.is(lost.reason.latest.author, JSON.parse(onDisk()).by);
});

s('saving the text already there makes no new version', async () => {
  const store = make();
  await store.save('a.json', '{"v":1}', { author: 'alice', message: '' });
  await store.save('a.json', '{"v":1}', { author: 'alice', message: '' });
  assert.is((await store.history('a.json')).length, 2);
});

s.run();
