// The list of problems under the editor, in plain words: where (line, column, JSON pointer), what is
// wrong, what was expected and found, and the "did you mean". Each row moves the cursor there.
import { h } from './dom.ts';
import type { Problem } from './api.ts';

/** Shows `problems` (this file's) and `elsewhere` (other files this edit breaks) in `root`. */
export function renderProblems(
  root: HTMLElement,
  problems: Problem[],
  elsewhere: Problem[],
  goTo: (p: Problem) => void,
  ok = 'The file passes the same check as npm run check:screens.',
): void {
  const total = problems.length + elsewhere.length;
  const heading = h('h2', { id: 'problems-title' }, total ? `${total} problem${total === 1 ? '' : 's'}` : 'No problems');
  const row = (p: Problem, here: boolean) =>
    h(
      'li',
      {},
      h(
        'button',
        { type: 'button', className: 'problem', disabled: !here, onclick: () => goTo(p) },
        h('span', { className: 'where' }, `${here ? '' : `${p.file} · `}line ${p.line ?? '?'}, column ${p.column ?? '?'}`),
        h('code', { className: 'pointer' }, p.pointer || '/'),
        h('span', { className: 'message' }, p.message),
        p.expected ? h('span', { className: 'detail' }, `Expected ${p.expected}.`) : null,
        p.found && p.found !== 'nothing' ? h('span', { className: 'detail' }, `Found ${p.found}.`) : null,
        p.hint ? h('strong', { className: 'hint' }, p.hint[0]!.toUpperCase() + p.hint.slice(1)) : null,
      ),
    );
  root.replaceChildren(
    heading,
    total
      ? h('ul', { 'aria-labelledby': 'problems-title' }, ...problems.map((p) => row(p, true)), ...elsewhere.map((p) => row(p, false)))
      : h('p', { className: 'ok' }, ok),
  );
}
