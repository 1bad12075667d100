// The review step before saving: a dialog with the line diff of the saved file and the edit, a message
// for the history, and buttons to save a draft (only the preview sees it), save and publish, or keep
// editing. After a conflict it shows the three-way picture (what they changed and what you changed since
// the text you both started from) and what the save would change in theirs. Escape closes it without saving.
import { formatTime } from './time.ts';
import { byId, h } from './dom.ts';
import { changeSummary, renderDiff } from './diff-view.ts';

/** What the review dialog shows beyond the diff. */
export interface ReviewOptions {
  /** The message typed last time (kept when the dialog was closed without saving). */
  message?: string;
  /** How many problems the check finds in the edit (here and in other files): it may then be saved as a draft only. */
  problems?: number;
  /** Set after a conflict: who saved in between, when, and whether both edits merge cleanly. */
  conflict?: { author: string; at: string; mergeable: boolean; threeWay?: { base: string; theirs: string; mine: string } };
}

/** What the person chose: save (as a draft or published), merge both edits (after a conflict) or keep editing; and the message typed. */
export interface Review {
  save: boolean;
  draft: boolean;
  merge: boolean;
  message: string;
}

/** Their change and mine since the common text, side by side. */
function threeWay(who: string, t: { base: string; theirs: string; mine: string }): HTMLElement {
  const side = (title: string, after: string) => {
    const d = renderDiff(t.base, after, title);
    return h('section', { className: 'merge-side' }, h('h3', {}, title), h('p', {}, changeSummary(d.added, d.removed)), d.element);
  };
  return h(
    'div',
    { className: 'three-way', role: 'group', 'aria-label': 'Both changes since the version you opened' },
    side(`${who}'s change`, t.theirs),
    side('Your change', t.mine),
  );
}

/** Shows the diff of `before` and `after` for `file`; resolves with the choice and the message typed. */
export function reviewChange(file: string, before: string, after: string, opts: ReviewOptions = {}): Promise<Review> {
  const dialog = byId<HTMLDialogElement>('save-dialog');
  const diff = renderDiff(before, after);
  const changed = diff.added + diff.removed > 0;
  const message = h('input', { id: 'save-message', name: 'message', maxlength: '200', autocomplete: 'off', value: opts.message ?? '' });
  const when = opts.conflict && formatTime(opts.conflict.at);
  return new Promise((resolve) => {
    const save = h(
      'button',
      { type: 'submit', value: 'save', className: 'primary' },
      opts.conflict ? 'Save mine over theirs and publish' : 'Save and publish',
    );
    const draft = h('button', { type: 'submit', value: 'draft' }, opts.conflict ? 'Save mine over theirs as a draft' : 'Save draft');
    const problems = opts.problems ?? 0;
    // With problems only a draft may be saved: publishing waits until they are fixed.
    save.disabled = problems > 0;
    // Enter in the message saves (the form's first button is "Keep editing"): a draft while there are problems.
    message.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        (problems ? draft : save).click();
      }
    });
    const form = h(
      'form',
      { method: 'dialog' },
      h(
        'h2',
        { id: 'save-title' },
        opts.conflict ? `${opts.conflict.author} saved ${file} after you opened it` : `Review the change to ${file}`,
      ),
      opts.conflict
        ? h(
            'p',
            { className: 'conflict-note', role: 'alert' },
            `Below, what saving yours would do to theirs: lines marked − are in their version (saved ${when}) and your save would remove them; lines marked + are yours. Your edit is still in the editor, and their version stays in the history either way. Further down: what each of you changed since you opened it.`,
          )
        : null,
      opts.conflict
        ? h(
            'p',
            {},
            opts.conflict.mergeable
              ? 'You changed different lines: "Merge both edits" puts their change and yours together in the editor for you to review.'
              : 'You both changed the same lines, so they cannot be merged for you: keep editing to combine them by hand, or save yours over theirs.',
          )
        : null,
      h(
        'p',
        { id: 'save-summary' },
        `${changeSummary(diff.added, diff.removed)}${changed ? ' Every save is kept in the history; a draft shows only in your preview until you publish it.' : ''}`,
      ),
      problems
        ? h(
            'p',
            { className: 'conflict-note', id: 'save-problems' },
            `The check finds ${problems} problem${problems === 1 ? '' : 's'} (listed under the editor). You can save this as a draft, marked with them; it can be published once they are fixed.`,
          )
        : null,
      diff.element,
      opts.conflict?.threeWay ? threeWay(opts.conflict.author, opts.conflict.threeWay) : null,
      changed ? h('label', { for: 'save-message' }, 'What changed? (shown in the history)') : null,
      changed ? message : null,
      h(
        'div',
        { className: 'dialog-actions' },
        h('button', { type: 'submit', value: 'cancel' }, 'Keep editing'),
        opts.conflict?.mergeable ? h('button', { type: 'submit', value: 'merge' }, 'Merge both edits') : null,
        changed ? draft : null,
        changed ? save : null,
      ),
    );
    dialog.replaceChildren(form);
    dialog.setAttribute('aria-labelledby', 'save-title');
    dialog.returnValue = '';
    dialog.addEventListener(
      'close',
      () =>
        resolve({
          save: dialog.returnValue === 'save' || dialog.returnValue === 'draft',
          draft: dialog.returnValue === 'draft',
          merge: dialog.returnValue === 'merge',
          message: message.value.trim(),
        }),
      { once: true },
    );
    dialog.showModal();
    (changed ? message : form.querySelector('button'))?.focus();
  });
}
