// The windowed grid: a short list is drawn whole without measuring the page; a long one draws its first rows.
import { layoutReads, setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { VirtualGrid } from '../../../widgets/games/virtual-grid.tsx';
import { cleanup, render } from '../render.tsx';

const s = suite('VirtualGrid');
s.before(setupDom);
s.after.each(cleanup);
s.after(teardownDom);

const grid = (count: number) => (
  <VirtualGrid
    items={Array.from({ length: count }, (_, i) => i)}
    columns={3}
    keyOf={(n) => n}
    render={(n) => <span>tile {n}</span>}
    label="Games"
  />
);

s('a list within the first rows is drawn whole and the page is not measured', () => {
  const reads = layoutReads(() => render(grid(12)));
  assert.is(document.querySelectorAll('li').length, 12);
  assert.is(document.querySelector('li:last-child')?.textContent, 'tile 11');
  assert.is(reads, 0);
});

s('a longer list is windowed: its first rows are drawn and the grid is measured', () => {
  const reads = layoutReads(() => render(grid(60)));
  assert.is(document.querySelectorAll('li').length, 18);
  assert.is(document.querySelector('li')?.getAttribute('aria-setsize'), '60');
  assert.ok(reads > 0);
});

s.run();
