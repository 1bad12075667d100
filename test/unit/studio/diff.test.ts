// The line diff shown before saving.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { diffLines, diffStats, foldUnchanged } from '../../../studio/diff.ts';

const s = suite('studio: diff');

s('marks added and removed lines with their numbers', () => {
  const lines = diffLines('a\nb\nc', 'a\nB\nc\nd');
  assert.equal(
    lines.map((l) => `${l.op}:${l.text}`),
    ['same:a', 'del:b', 'add:B', 'same:c', 'add:d'],
  );
  assert.equal(lines[2], { op: 'add', text: 'B', newNo: 2 });
  assert.equal(diffStats(lines), { added: 2, removed: 1 });
});

s('identical texts have no changes', () => {
  assert.equal(diffStats(diffLines('x\ny', 'x\ny')), { added: 0, removed: 0 });
});

s('folds unchanged lines far from a change', () => {
  const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
  const after = before.replace('line 10', 'changed');
  const folded = foldUnchanged(diffLines(before, after), 2);
  assert.equal(
    folded.map((l) => l.op),
    ['skip', 'same', 'same', 'del', 'add', 'same', 'same', 'skip'],
  );
  assert.is(folded[0]!.text, '8 unchanged lines');
});

s.run();
