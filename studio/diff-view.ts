// The line diff as a table (shared by the save review and the history's compare view).
import { h } from './dom.ts';
import { diffLines, diffStats, foldUnchanged } from './diff.ts';

const SIGN = { same: ' ', add: '+', del: '−', skip: '⋯' } as const;

/** The diff of `before` and `after` as a scrollable table, with its added and removed line counts. */
export function renderDiff(before: string, after: string, label = 'Changes') {
  const lines = diffLines(before, after);
  const { added, removed } = diffStats(lines);
  const rows = foldUnchanged(lines).map((l) =>
    h(
      'tr',
      { className: `diff-${l.op}` },
      h('td', { className: 'num' }, l.oldNo ? String(l.oldNo) : ''),
      h('td', { className: 'num' }, l.newNo ? String(l.newNo) : ''),
      h('td', { className: 'sign', 'aria-label': l.op === 'add' ? 'added' : l.op === 'del' ? 'removed' : undefined }, SIGN[l.op]),
      h('td', { className: 'code' }, l.text),
    ),
  );
  const element = h('div', { className: 'diff-scroll' }, h('table', { className: 'diff', 'aria-label': label }, h('tbody', {}, ...rows)));
  return { element, added, removed };
}

/** "3 lines added, 1 removed." or "Nothing changed." */
export function changeSummary(added: number, removed: number): string {
  return added || removed ? `${added} line${added === 1 ? '' : 's'} added, ${removed} removed.` : 'Nothing changed.';
}
