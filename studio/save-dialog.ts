// The review step before saving: a dialog with the line diff of the saved file and the edit, a message
// for the history, and buttons to save or keep editing. After a conflict it shows what the save would
// change in the other person's version. Escape or "Keep editing" closes it without saving.
import { byId, h } from './dom.ts';
import { changeSummary, renderDiff } from './diff-view.ts';

/** What the review dialog shows beyond the diff. */
export interface ReviewOptions {
  /** The message typed last time (kept when the dialog was closed without saving). */
  message?: string;
  /** Set after a conflict: who saved in between, when, and whether both edits merge cleanly. */
  conflict?: { author: string; at: string; mergeable: boolean };
}

/** What the person chose: save, merge both edits (after a conflict) or keep editing; and the message typed. */
export interface Review { save: boolean; merge: boolean; message: string }

/** Shows the diff of `before` and `after` for `file`; resolves with the choice and the message typed. */
export function reviewChange(file: string, before: string, after: string, opts: ReviewOptions = {}): Promise<Review> {
  const dialog = byId<HTMLDialogElement>('save-dialog');
  const diff = renderDiff(before, after);
  const changed = diff.added + diff.removed > 0;
  const message = h('input', { id: 'save-message', name: 'message', maxlength: '200', autocomplete: 'off', value: opts.message ?? '' });
  const when = opts.conflict && new Date(opts.conflict.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return new Promise((resolve) => {
    const save = h('button', { type: 'submit', value: 'save', className: 'primary' }, opts.conflict ? 'Save mine over theirs' : `Save screens/${file}`);
    // Enter in the message saves (the form's first button is "Keep editing").
    message.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); save.click(); } });
    const form = h('form', { method: 'dialog' },
      h('h2', { id: 'save-title' }, opts.conflict ? `${opts.conflict.author} saved ${file} after you opened it` : `Review the change to ${file}`),
      opts.conflict ? h('p', { className: 'conflict-note', role: 'alert' }, `Below, lines marked − are in their version (saved ${when}) and your save would remove them; lines marked + are yours. Your edit is still in the editor, and their version stays in the history either way.`) : null,
      opts.conflict ? h('p', {}, opts.conflict.mergeable ? 'You changed different lines: "Merge both edits" puts their change and yours together in the editor for you to review.' : 'You both changed the same lines, so they cannot be merged for you: keep editing to combine them by hand, or save yours over theirs.') : null,
      h('p', { id: 'save-summary' }, `${changeSummary(diff.added, diff.removed)}${changed ? ' Every save is kept in the history.' : ''}`),
      diff.element,
      changed ? h('label', { for: 'save-message' }, 'What changed? (shown in the history)') : null,
      changed ? message : null,
      h('div', { className: 'dialog-actions' }, h('button', { type: 'submit', value: 'cancel' }, 'Keep editing'),
        opts.conflict?.mergeable ? h('button', { type: 'submit', value: 'merge' }, 'Merge both edits') : null, changed ? save : null));
    dialog.replaceChildren(form);
    dialog.setAttribute('aria-labelledby', 'save-title');
    dialog.returnValue = '';
    dialog.addEventListener('close', () => resolve({ save: dialog.returnValue === 'save', merge: dialog.returnValue === 'merge', message: message.value.trim() }), { once: true });
    dialog.showModal();
    (changed ? message : form.querySelector('button'))?.focus();
  });
}
