import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readScreenFiles } from '../../scripts/check-screens.ts';
import { loadScreens, parseSource, type Manifest } from '../../engine/screens/load.ts';
import { check } from '../../engine/screens/check.ts';
import { verified } from '../../generated/verified.ts';
import { schemaTag } from '../../generated/schema-tag.ts';
import { markVerified } from '../../server/screens.ts';

// As the server serves them: each file the build validated marked with the schema's tag.
const shipped: Manifest = { files: readScreenFiles().map(markVerified) };
const withFile = (file: string, source: string): Manifest => ({
  files: shipped.files.map((f) => (f.file === file ? markVerified({ file, source }) : f)),
});
const sources = (live: Manifest | Error) => ({
  manifest: async () => {
    if (live instanceof Error) throw live;
    return live;
  },
  shipped: async () => shipped,
});
const home = JSON.parse(shipped.files.find((f) => f.file === 'home.json')!.source);

const parse = suite('parseSource');
parse('valid JSON parses', async () => assert.equal((await parseSource('a.json', '{"a":1}')).value, { a: 1 }));
parse('a syntax error has line and column', async () => {
  const { problem } = await parseSource('a.json', '{\n  "a": 1,\n  "b": }');
  assert.is(problem!.file, 'a.json');
  assert.match(problem!.message, /invalid JSON/);
  assert.is(problem!.line, 3);
});
parse.run();

const chk = suite('check');
chk('every shipped file passes the compiled browser validator', () => {
  for (const f of shipped.files) assert.is(check(f.file, JSON.parse(f.source)), null, f.file);
});
chk('a bad screen names the pointer', () => {
  const p = check('home.json', { ...home, footer: 3 });
  assert.is(p!.pointer, '/footer');
});
chk('an unknown widget type is an enum problem naming the known types', () => {
  const bad = { ...home, widgets: [{ type: 'carousel3d' }] };
  const p = check('home.json', bad)!;
  assert.is(p.pointer, '/widgets/0/type');
  assert.match(p.expected!, /^one of "[a-z-]+", /);
});
chk.run();

const load = suite('loadScreens');
load('loads every screen and app.json', async () => {
  const set = await loadScreens(sources(shipped));
  assert.is(set.screens.length, shipped.files.length - 1);
  assert.equal(set.problems, []);
  assert.ok(set.app.footers.main);
});
load('a broken file falls back to the shipped definition and is reported', async () => {
  const set = await loadScreens(sources(withFile('home.json', '{"id": "home", ')));
  assert.ok(set.screens.some((s) => s.id === 'home' && s.widgets.length === home.widgets.length));
  assert.is(set.problems.length, 1);
  assert.is(set.problems[0]!.file, 'home.json');
});
load('an invalid but parseable file falls back too', async () => {
  const set = await loadScreens(sources(withFile('home.json', JSON.stringify({ ...home, header: { mode: 'sideways' } }))));
  assert.is(set.screens.find((s) => s.id === 'home')!.header.mode, 'logo');
  assert.is(set.problems[0]!.pointer, '/header/mode');
});
load('a valid edit is used as is', async () => {
  const set = await loadScreens(sources(withFile('home.json', JSON.stringify({ ...home, footer: false }))));
  assert.is(set.screens.find((s) => s.id === 'home')!.footer, false);
});
load('a file deleted from screens/ stays gone', async () => {
  const set = await loadScreens(sources({ files: shipped.files.filter((f) => f.file !== 'feedback.json') }));
  assert.not.ok(set.screens.some((s) => s.id === 'feedback'));
});
load('a missing or broken app.json is replaced by the shipped one', async () => {
  const set = await loadScreens(sources({ files: shipped.files.filter((f) => f.file !== 'app.json') }));
  assert.ok(set.app.footers.main);
});
load('a file marked verified with the schema tag of this build is trusted as is, and its screen marked verified', async () => {
  // A mark on an invalid text proves the check is skipped for marked files and only for them.
  const bad = JSON.stringify({ ...home, header: { mode: 'sideways' } });
  const unmarked = shipped.files.map(({ file, source }) =>
    file === 'home.json' ? { file, source: bad, verified: schemaTag } : { file, source },
  );
  const set = await loadScreens(sources({ files: unmarked }));
  const live = set.screens.find((s) => s.id === 'home')!;
  assert.is(live.header.mode, 'sideways');
  assert.equal(set.problems, []);
  assert.ok(set.verified.has(live));
  assert.is(set.verified.size, 1, 'files without the mark are not verified');
});
load('a mark made for another schema (a page of an older build) is not trusted: the file is validated', async () => {
  const bad = JSON.stringify({ ...home, header: { mode: 'sideways' } });
  const marked = { files: shipped.files.map((f) => (f.file === 'home.json' ? { ...f, source: bad } : f)) };
  const older = await loadScreens({ ...sources(marked), schemaTag: 'another' });
  assert.is(older.screens.find((s) => s.id === 'home')!.header.mode, 'logo', 'the shipped copy stands in');
  assert.is(older.problems[0]!.pointer, '/header/mode');
  assert.is(older.verified.size, 0);
});
load('the server marks every shipped file verified, and not an edit', async () => {
  assert.equal(Object.keys(verified).sort(), shipped.files.map((f) => f.file.replace(/\.json$/, '')).sort());
  assert.ok(shipped.files.every((f) => f.verified === schemaTag));
  const set = await loadScreens(sources(withFile('home.json', JSON.stringify({ ...home, footer: false }))));
  assert.is(set.verified.size, set.screens.length - 1);
  assert.not.ok(set.verified.has(set.screens.find((s) => s.id === 'home')!));
});
load('when the live manifest cannot load, the shipped screens are used', async () => {
  const set = await loadScreens(sources(new Error('offline')));
  assert.is(set.screens.length, shipped.files.length - 1);
  assert.match(set.problems[0]!.message, /offline/);
});
load.run();

import { jsonErrorOffset, lineColumn } from '../../engine/screens/json-position.ts';
const pos = suite('jsonErrorOffset');
pos('valid JSON has no error', () => {
  for (const f of shipped.files) assert.is(jsonErrorOffset(f.source), -1, f.file);
  assert.is(jsonErrorOffset(' [1, -2.5e3, "a\\u00e9", true, false, null, {}] '), -1);
});
pos('points at the first wrong character', () => {
  assert.is(jsonErrorOffset('{"a": }'), 6);
  assert.is(jsonErrorOffset('{"a": 1,}'), 8);
  assert.is(jsonErrorOffset('{"a" 1}'), 5);
  assert.is(jsonErrorOffset('[1 2]'), 3);
  assert.is(jsonErrorOffset('{"a": tru}'), 6);
  assert.is(jsonErrorOffset('{"a": 1} x'), 9);
  assert.is(jsonErrorOffset('{"a": '), 6);
});
pos('line and column are 1-based', () => assert.equal(lineColumn('{\n  "b": }', 9), { line: 2, column: 8 }));
pos.run();
