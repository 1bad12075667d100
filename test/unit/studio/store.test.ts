// The embedded screen store: the ScreenStore contract over a copy of screens/, then what only files do:
// the text found on disk becomes a version, publishing replaces the file by rename (a watcher never sees half
// a file), a hand edit becomes its own version, a history from before drafts keeps its published version.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createFileStore, OUTSIDE } from '../../../server/screen-store/file-store.ts';
import { shipped, storeContract } from './store-contract.ts';
import { tempDir } from '../../helpers/temp.ts';

storeContract('createFileStore', async () => {
  const tmp = tempDir('store-');
  cpSync(join(process.cwd(), 'screens'), join(tmp, 'screens'), { recursive: true });
  return {
    store: createFileStore({ screensDir: join(tmp, 'screens'), historyDir: join(tmp, 'history') }),
    done: async () => rmSync(tmp, { recursive: true, force: true }),
  };
});

const s = suite('createFileStore on disk');
const FILE = 'maintenance.json';
let tmp = '';
let screensDir = '';
const make = () => createFileStore({ screensDir, historyDir: join(tmp, 'history'), now: () => new Date('2026-01-02T03:04:05Z') });
const onDisk = () => readFileSync(join(screensDir, FILE), 'utf8');
const retryOff = shipped(FILE).replace('"retry": true', '"retry": false');
s.before.each(() => {
  tmp = tempDir('store-');
  screensDir = join(tmp, 'screens');
  cpSync(join(process.cwd(), 'screens'), screensDir, { recursive: true });
});
s.after.each(() => rmSync(tmp, { recursive: true, force: true }));

s('the first save records the file as found, then the draft; screens/ changes only on publish', async () => {
  const store = make();
  const v = await store.save(FILE, retryOff, { author: 'alice', message: 'one' });
  assert.equal(v, { version: 2, file: FILE, author: 'alice', at: '2026-01-02T03:04:05.000Z', message: 'one', added: 1, removed: 1 });
  assert.equal(
    (await store.history(FILE)).map((x) => [x.version, x.author]),
    [
      [2, 'alice'],
      [1, OUTSIDE],
    ],
  );
  assert.is((await store.version(FILE, 1))!.source, shipped(FILE));
  assert.is(onDisk(), shipped(FILE));
  await store.publish(FILE, { author: 'bob' });
  assert.is(onDisk(), retryOff);
  assert.equal(JSON.parse(readFileSync(join(tmp, 'history', 'maintenance', 'published.json'), 'utf8')), {
    version: 2,
    author: 'bob',
    at: '2026-01-02T03:04:05.000Z',
  });
});

s('an edit made outside the studio becomes its own published version before the next save', async () => {
  const store = make();
  await store.save(FILE, retryOff, { author: 'alice', message: '' });
  await store.publish(FILE, { author: 'alice' });
  writeFileSync(join(screensDir, FILE), shipped(FILE).replace('"service": true', '"service": false'));
  assert.is(await store.read(FILE), readFileSync(join(screensDir, FILE), 'utf8'), 'the studio reads the hand edit');
  await store.save(FILE, shipped(FILE), { author: 'bob', message: '' });
  assert.equal(
    (await store.history(FILE)).map((x) => [x.version, x.author, x.published ?? false]),
    [
      [4, 'bob', false],
      [3, OUTSIDE, true],
      [2, 'alice', false],
      [1, OUTSIDE, false],
    ],
  );
});

s('publishing replaces the file by rename and leaves no temp file', async () => {
  const store = make();
  const inode = statSync(join(screensDir, FILE)).ino;
  const before = readdirSync(screensDir);
  await store.save(FILE, retryOff, { author: 'alice', message: '' });
  await store.publish(FILE, { author: 'alice' });
  assert.is.not(statSync(join(screensDir, FILE)).ino, inode, 'a new file was renamed into place');
  assert.equal(readdirSync(screensDir), before);
});

s('a history from before drafts (no published.json) keeps its latest version as the published one', async () => {
  mkdirSync(join(tmp, 'history', 'maintenance'), { recursive: true });
  const old = {
    version: 1,
    file: FILE,
    author: 'alice',
    at: '2025-01-01T00:00:00.000Z',
    message: '',
    added: 1,
    removed: 0,
    source: shipped(FILE),
  };
  writeFileSync(join(tmp, 'history', 'maintenance', '000001.json'), JSON.stringify(old));
  const store = make();
  assert.equal(
    (await store.history(FILE)).map((x) => [x.version, x.published]),
    [[1, true]],
  );
  await store.save(FILE, retryOff, { author: 'bob', message: '', base: shipped(FILE) });
  assert.equal(
    (await store.history(FILE)).map((x) => x.version),
    [2, 1],
    'no outside version was invented',
  );
});

s('exportHistory lists every version and the published one, a hand edit last', async () => {
  const store = make();
  await store.save(FILE, retryOff, { author: 'alice', message: '' });
  writeFileSync(join(screensDir, FILE), '{"by":"hand"}');
  const { versions, published } = await store.exportHistory(FILE);
  assert.equal(
    versions.map((v) => [v.version, v.author]),
    [
      [1, OUTSIDE],
      [2, 'alice'],
      [3, OUTSIDE],
    ],
  );
  assert.is(published, 3);
  assert.is(versions[2]!.source, '{"by":"hand"}');
});

s.run();
