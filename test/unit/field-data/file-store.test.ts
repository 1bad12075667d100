// The field-data file store (server/field-data/file-store.ts): a summary and raw lines per UTC day, raw lines capped,
// old days deleted, today's data read back after a restart, and a folder it cannot write to costing one log line.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFileStore } from '../../../server/field-data/file-store.ts';
import type { CleanReport } from '../../../server/field-data/clean.ts';
import { tempDir } from '../../helpers/temp.ts';

const REPORT: CleanReport = {
  build: 'b1',
  route: '/m/home',
  vitals: [{ name: 'LCP', value: 1500 }],
  errors: [{ message: 'boom', source: '/assets/a.js:1:2', route: '/m/home', count: 1 }],
};
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const test = suite('createFileStore');

test('writes a day summary and its raw lines, and a new store reads the day back and adds to it', async () => {
  const dir = tempDir('field-files-');
  const now = () => at('2026-11-28');
  const store = createFileStore({ dir, days: 30, rawBytesPerDay: 1_000_000, log: () => {}, now });
  store.add(REPORT, at('2026-11-28', '10:00:00'));
  store.add(REPORT, at('2026-11-28', '10:00:01'));
  await store.close();
  assert.equal(readdirSync(dir).sort(), ['2026-11-28.json', '2026-11-28.jsonl']);
  const lines = readFileSync(join(dir, '2026-11-28.jsonl'), 'utf8').trim().split('\n');
  assert.equal(JSON.parse(lines[0]!), { at: '2026-11-28T10:00:00.000Z', ...REPORT });
  assert.is(lines.length, 2);

  const again = createFileStore({ dir, days: 30, rawBytesPerDay: 1_000_000, log: () => {}, now });
  again.add(REPORT, at('2026-11-28', '11:00:00'));
  const [day] = await again.days(1);
  assert.is(day!.reports, 3);
  assert.equal(day!.vitals, { '/m/home': { LCP: { '1500': 3 } } });
  assert.is(Object.values(day!.errors)[0]!.count, 3);
  await again.close();
  assert.is(readFileSync(join(dir, '2026-11-28.jsonl'), 'utf8').trim().split('\n').length, 3);
});

test("stops writing raw lines at the day's byte limit while the summary keeps counting", async () => {
  const dir = tempDir('field-files-');
  const line = Buffer.byteLength(JSON.stringify({ at: at('2026-11-28').toISOString(), ...REPORT })) + 1;
  const store = createFileStore({ dir, days: 30, rawBytesPerDay: line * 3, log: () => {}, now: () => at('2026-11-28') });
  for (let i = 0; i < 10; i++) store.add(REPORT, at('2026-11-28'));
  await store.close();
  assert.is(readFileSync(join(dir, '2026-11-28.jsonl'), 'utf8').trim().split('\n').length, 3);
  assert.is(JSON.parse(readFileSync(join(dir, '2026-11-28.json'), 'utf8')).reports, 10);
});

test('deletes the days past the retention, and nothing else in the folder', async () => {
  const dir = tempDir('field-files-');
  mkdirSync(dir, { recursive: true });
  for (const day of ['2026-10-01', '2026-11-21', '2026-11-22']) {
    writeFileSync(join(dir, `${day}.json`), JSON.stringify({ day, reports: 1, vitals: {}, errors: {}, droppedErrors: 0 }));
    writeFileSync(join(dir, `${day}.jsonl`), '{}\n');
  }
  writeFileSync(join(dir, 'notes.txt'), 'kept');
  const store = createFileStore({ dir, days: 7, rawBytesPerDay: 1_000_000, log: () => {}, now: () => at('2026-11-28') });
  store.add(REPORT, at('2026-11-28'));
  await store.close();
  assert.equal(readdirSync(dir).sort(), ['2026-11-22.json', '2026-11-22.jsonl', '2026-11-28.json', '2026-11-28.jsonl', 'notes.txt']);
  const days = await createFileStore({ dir, days: 7, rawBytesPerDay: 0, log: () => {}, now: () => at('2026-11-28') }).days(7);
  assert.equal(
    days.map((d) => [d.day, d.reports]),
    [
      ['2026-11-22', 1],
      ['2026-11-23', 0],
      ['2026-11-24', 0],
      ['2026-11-25', 0],
      ['2026-11-26', 0],
      ['2026-11-27', 0],
      ['2026-11-28', 1],
    ],
  );
});

test('a new day starts a new file; the day before stays as it was written', async () => {
  const dir = tempDir('field-files-');
  const store = createFileStore({ dir, days: 30, rawBytesPerDay: 1_000_000, log: () => {}, writeAfterMs: 60_000 });
  store.add(REPORT, at('2026-11-27', '23:59:59'));
  store.add(REPORT, at('2026-11-28', '00:00:01'));
  store.add(REPORT, at('2026-11-28', '00:00:02'));
  await store.close();
  assert.is(JSON.parse(readFileSync(join(dir, '2026-11-27.json'), 'utf8')).reports, 1);
  assert.is(JSON.parse(readFileSync(join(dir, '2026-11-28.json'), 'utf8')).reports, 2);
});

test('a folder it cannot write to is logged once, and the day is still there to read and written once it can', async () => {
  // A file where the folder should be: no one can write there, root included.
  const parent = tempDir('field-files-');
  const dir = join(parent, 'data');
  writeFileSync(dir, 'a file, not a folder');
  const logged: string[] = [];
  const store = createFileStore({ dir, days: 30, rawBytesPerDay: 1_000_000, log: (m) => logged.push(m), now: () => at('2026-11-28') });
  for (let i = 0; i < 3; i++) {
    store.add(REPORT, at('2026-11-28'));
    await store.flush();
  }
  assert.is(logged.length, 1);
  assert.match(logged[0]!, /cannot write to/);
  assert.is((await store.days(1))[0]!.reports, 3);
  rmSync(dir);
  await store.close();
  assert.ok(existsSync(join(dir, '2026-11-28.json')));
  assert.is(readFileSync(join(dir, '2026-11-28.jsonl'), 'utf8').trim().split('\n').length, 3);
  assert.match(logged[1] ?? '', /works again/);
});

test.run();
