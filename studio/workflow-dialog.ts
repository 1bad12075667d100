// One dialog for the workflow views (approvals, asking, scheduling, preview links), made once and appended to
// the page: a title, a body, an error line that keeps the dialog open, and a row of buttons.
import { h } from './dom.ts';

let dialog: HTMLDialogElement | undefined;

/** The workflow dialog element (made on first use). */
export function workflowDialog(): HTMLDialogElement {
  if (!dialog) {
    dialog = h('dialog', { id: 'workflow-dialog', className: 'save-dialog workflow-dialog', 'aria-labelledby': 'workflow-title' });
    document.body.append(dialog);
  }
  return dialog;
}

/** A labelled field. */
export const field = (id: string, label: string, input: HTMLElement, help?: string) =>
  h('div', { className: 'field' }, h('label', { for: id }, label), input, help ? h('span', { className: 'field-help' }, help) : null);

/** A button that runs `task`, disabled meanwhile; a failure shows in the dialog's error line. */
export function action(label: string, task: () => Promise<void>, attrs: Record<string, unknown> = {}): HTMLButtonElement {
  const button = h('button', { type: 'button', ...attrs }, label);
  button.addEventListener('click', async () => {
    const error = workflowDialog().querySelector('.form-error');
    button.disabled = true;
    if (error) error.textContent = '';
    try {
      await task();
    } catch (err) {
      if (error) error.textContent = (err as Error).message;
    } finally {
      button.disabled = false;
    }
  });
  return button;
}

/** Shows the dialog with `title`, `body` and `buttons` (a Close button comes first). */
export function showDialog(title: string, body: Array<Node | null>, buttons: HTMLElement[] = []): HTMLDialogElement {
  const d = workflowDialog();
  d.replaceChildren(
    h(
      'div',
      { className: 'workflow-body' },
      h('h2', { id: 'workflow-title' }, title),
      ...body,
      h('p', { className: 'form-error', role: 'alert' }),
      h('div', { className: 'dialog-actions' }, h('button', { type: 'button', onclick: () => d.close() }, 'Close'), ...buttons),
    ),
  );
  if (!d.open) d.showModal();
  return d;
}
