// The three-way merge the conflict review offers: edits on different lines merge, the same edit twice
// counts once, and edits to the same place give null (the person decides).
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { merge3 } from '../../../studio/merge.ts';

const s = suite('merge3');
const base = ['a', 'b', 'c', 'd', 'e'].join('\n');

s('edits on different lines are both kept', () => {
  assert.is(merge3(base, base.replace('b', 'B'), base.replace('d', 'D')), 'a\nB\nc\nD\ne');
  assert.is(merge3(base, `x\n${base}`, `${base}\ny`), 'x\na\nb\nc\nd\ne\ny');
  assert.is(merge3(base, base.replace('c\n', ''), base.replace('e', 'E')), 'a\nb\nd\nE');
});

s('the same edit on both sides counts once', () => {
  assert.is(merge3(base, base.replace('b', 'B'), base.replace('b', 'B')), 'a\nB\nc\nd\ne');
});

s('edits to the same place do not merge', () => {
  assert.is(merge3(base, base.replace('b', 'B1'), base.replace('b', 'B2')), null);
  assert.is(merge3(base, base.replace('b', 'b\nmine'), base.replace('b', 'b\ntheirs')), null);
  assert.is(merge3(base, base.replace('b\nc', 'BC'), base.replace('c', 'C')), null);
});

s('nothing changed on one side gives the other', () => {
  assert.is(merge3(base, base, base.replace('e', 'E')), base.replace('e', 'E'));
});

s.run();
