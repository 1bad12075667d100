// The list of screen files with a filter box. The chosen file is marked with aria-current; the list is one
// tab stop and the arrow keys move through it.
import { h } from './dom.ts';

/** Renders the file list into `root`; `onPick` is called with a file name. Returns ways to mark the open file and to add or drop one. */
export function renderFiles(root: HTMLElement, initial: string[], onPick: (file: string) => void) {
  let files = [...initial];
  const list = h('ul', { className: 'file-list', 'aria-label': 'Screen files' });
  const filter = h('input', { type: 'search', id: 'file-filter', placeholder: 'Filter', autocomplete: 'off', oninput: () => draw() });
  let current = '';
  const draw = () => {
    const q = filter.value.trim().toLowerCase();
    const shown = files.filter((f) => f.toLowerCase().includes(q));
    const focusable = shown.includes(current) ? current : shown[0];
    list.replaceChildren(
      ...shown.map((f) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              tabindex: f === focusable ? '0' : '-1',
              'aria-current': f === current ? 'true' : undefined,
              onclick: () => onPick(f),
            },
            f.replace(/\.json$/, ''),
          ),
        ),
      ),
    );
  };
  // One tab stop for the whole list; the arrow keys move within it (a long list stays quick to pass).
  list.addEventListener('keydown', (e) => {
    const buttons = [...list.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to =
      e.key === 'ArrowDown' ? at + 1 : e.key === 'ArrowUp' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : null;
    if (to === null || at < 0) return;
    e.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, to))]?.focus();
  });
  root.replaceChildren(h('label', { for: 'file-filter', className: 'visually-hidden' }, 'Filter screen files'), filter, list);
  draw();
  return {
    mark(file: string) {
      current = file;
      draw();
    },
    add(file: string) {
      if (!files.includes(file)) files = [...files, file].sort();
      draw();
    },
    drop(file: string) {
      files = files.filter((f) => f !== file);
      draw();
    },
    has: (file: string) => files.includes(file),
  };
}
