// The review step before saving: a dialog with the line diff of the saved file and the edit, and
// buttons to save or keep editing. Escape or "Keep editing" closes it without saving.
import { byId, h } from './dom.ts';
import { diffLines, diffStats, foldUnchanged } from './diff.ts';

const SIGN = { same: ' ', add: '+', del: '−', skip: '⋯' } as const;

/** Shows the diff of `before` and `after` for `file`; resolves true when the user chooses to save. */
export function reviewChange(file: string, before: string, after: string): Promise<boolean> {
  const dialog = byId<HTMLDialogElement>('save-dialog');
  const lines = diffLines(before, after);
  const { added, removed } = diffStats(lines);
  const rows = foldUnchanged(lines).map((l) => h('tr', { className: `diff-${l.op}` },
    h('td', { className: 'num' }, l.oldNo ? String(l.oldNo) : ''),
    h('td', { className: 'num' }, l.newNo ? String(l.newNo) : ''),
    h('td', { className: 'sign', 'aria-label': l.op === 'add' ? 'added' : l.op === 'del' ? 'removed' : undefined }, SIGN[l.op]),
    h('td', { className: 'code' }, l.text)));
  return new Promise((resolve) => {
    const save = h('button', { type: 'submit', value: 'save', className: 'primary' }, `Save screens/${file}`);
    const form = h('form', { method: 'dialog' },
      h('h2', { id: 'save-title' }, `Review the change to ${file}`),
      h('p', { id: 'save-summary' }, added || removed ? `${added} line${added === 1 ? '' : 's'} added, ${removed} removed. The previous version is kept as a backup.` : 'Nothing changed.'),
      h('div', { className: 'diff-scroll' }, h('table', { className: 'diff', 'aria-label': 'Changes' }, h('tbody', {}, ...rows))),
      h('div', { className: 'dialog-actions' }, h('button', { type: 'submit', value: 'cancel' }, 'Keep editing'), added || removed ? save : null));
    dialog.replaceChildren(form);
    dialog.setAttribute('aria-labelledby', 'save-title');
    dialog.returnValue = '';
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'save'), { once: true });
    dialog.showModal();
    (added || removed ? save : form.querySelector('button'))?.focus();
  });
}
