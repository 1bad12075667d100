// The JSON editor: CodeMirror 6 with its JSON language, schema-aware completion and inline problems from
// the server's check (run after each pause in typing, through the lint extension).
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from './editor-setup.ts';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { screenCompletion, type CompletionData } from './complete.ts';
import { problemOffset } from './lint.ts';
import type { Problem } from './api.ts';

export interface EditorOptions {
  parent: HTMLElement;
  data: CompletionData;
  file: () => string;
  /** Checks the text; resolves to its diagnostics. Called after each pause in typing. */
  check: (view: EditorView) => Promise<Diagnostic[]>;
  /** Called on every change of the text (and when another text is opened). */
  onEdit: (text: string) => void;
  /** Ctrl/Cmd-S. */
  onSave: () => void;
}

/** Creates the editor; returns it with helpers to replace the text and move to a problem. */
export function createEditor(opts: EditorOptions) {
  const extensions: Extension[] = [
    basicSetup,
    json(),
    jsonLanguage.data.of({ autocomplete: screenCompletion(opts.data, opts.file) }),
    linter(opts.check, { delay: 350 }),
    lintGutter(),
    keymap.of([
      {
        key: 'Mod-s',
        preventDefault: true,
        run: () => {
          opts.onSave();
          return true;
        },
      },
    ]),
    EditorView.updateListener.of((u) => {
      if (u.docChanged) opts.onEdit(u.state.doc.toString());
    }),
    EditorView.cspNonce.of(document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? ''),
    EditorView.contentAttributes.of({ 'aria-label': 'Screen JSON', 'aria-describedby': 'editor-help' }),
  ];
  const view = new EditorView({ parent: opts.parent, extensions });
  return {
    view,
    /** Opens a new text (another file) with a fresh undo history. */
    setText(text: string): void {
      view.setState(EditorState.create({ doc: text, extensions }));
      opts.onEdit(text);
    },
    text: () => view.state.doc.toString(),
    /** Replaces the whole text as one edit (Ctrl+Z brings the old text back). */
    replace(text: string): void {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    /** Puts the cursor on a problem and focuses the editor. */
    goTo(p: Problem): void {
      const at = problemOffset(view.state, p);
      view.dispatch({ selection: EditorSelection.cursor(at), effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      view.focus();
    },
  };
}

export type Editor = ReturnType<typeof createEditor>;
