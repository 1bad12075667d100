// The editor's basic set-up from the CodeMirror 6 packages installed here (the `codemirror` package in
// package.json is the old 5.x line, and @codemirror/commands is absent): gutters, highlighting, folding,
// bracket closing, completion keys, a small undo history and Enter that keeps the indentation.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  getIndentation,
  indentOnInput,
  indentString,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { Annotation, type ChangeSet, EditorSelection, StateField, Transaction, type Extension, type StateCommand } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';

interface Entry {
  changes: ChangeSet;
  selection: EditorSelection;
  time: number;
}
const fromHistory = Annotation.define<'undo' | 'redo'>();
const GROUP_MS = 600;

/** Undo and redo stacks: each entry holds the changes that reverse one edit (quick typing is grouped). */
const history = StateField.define<{ done: Entry[]; undone: Entry[] }>({
  create: () => ({ done: [], undone: [] }),
  update(value, tr) {
    if (!tr.docChanged) return value;
    const inverse = tr.changes.invert(tr.startState.doc);
    const entry = { changes: inverse, selection: tr.startState.selection, time: Date.now() };
    const kind = tr.annotation(fromHistory);
    if (kind === 'undo') return { done: value.done.slice(0, -1), undone: [...value.undone, entry] };
    if (kind === 'redo') return { done: [...value.done, entry], undone: value.undone.slice(0, -1) };
    if (tr.annotation(Transaction.addToHistory) === false) return value;
    const last = value.done.at(-1);
    if (last && entry.time - last.time < GROUP_MS && tr.isUserEvent('input')) {
      return {
        done: [...value.done.slice(0, -1), { changes: inverse.compose(last.changes), selection: last.selection, time: entry.time }],
        undone: [],
      };
    }
    return { done: [...value.done, entry].slice(-200), undone: [] };
  },
});

const step =
  (kind: 'undo' | 'redo'): StateCommand =>
  ({ state, dispatch }) => {
    const stack = state.field(history)[kind === 'undo' ? 'done' : 'undone'];
    const entry = stack.at(-1);
    if (!entry) return false;
    dispatch(
      state.update({
        changes: entry.changes,
        selection: entry.selection,
        annotations: fromHistory.of(kind),
        scrollIntoView: true,
        userEvent: kind,
      }),
    );
    return true;
  };

/** Enter: a new line indented the way the JSON language says. */
const newlineAndIndent: StateCommand = ({ state, dispatch }) => {
  dispatch(
    state.update(
      state.changeByRange((range) => {
        const indent = indentString(state, getIndentation(state, range.from) ?? 0);
        const insert = `\n${indent}`;
        return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.cursor(range.from + insert.length) };
      }),
      { scrollIntoView: true, userEvent: 'input' },
    ),
  );
  return true;
};

/** Undoes the last edit (typed, or made by the visual editors). */
export const undo = step('undo');
/** Redoes what undo took back. */
export const redo = step('redo');

/** Everything the editor needs besides the language, linting and completion sources. */
export const basicSetup: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  indentOnInput(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  closeBrackets(),
  autocompletion(),
  highlightActiveLine(),
  history,
  keymap.of([
    ...closeBracketsKeymap,
    ...completionKeymap,
    ...foldKeymap,
    ...lintKeymap,
    { key: 'Enter', run: newlineAndIndent },
    { key: 'Mod-z', run: undo, preventDefault: true },
    { key: 'Mod-y', run: redo, preventDefault: true },
    { key: 'Mod-Shift-z', run: redo, preventDefault: true },
  ]),
];
