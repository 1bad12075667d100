// Problems from the server's check (the same as check:screens) as editor diagnostics: each marks the
// token at its line and column, and its message carries the JSON pointer, expected, found and hint.
import type { Diagnostic } from '@codemirror/lint';
import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { Problem } from './api.ts';

/** A problem in plain words on one line: pointer, message, expected, found, hint. */
export function problemText(p: Problem): string {
  const parts = [`${p.pointer || '/'}: ${p.message}`];
  if (p.expected) parts.push(`expected ${p.expected}`);
  if (p.found && p.found !== 'nothing') parts.push(`found ${p.found}`);
  return parts.join('; ') + (p.hint ? ` — ${p.hint}` : '');
}

/** The document offset of a problem's line and column (1-based), clamped to the text. */
export function problemOffset(state: EditorState, p: Problem): number {
  const lineNo = Math.min(Math.max(p.line ?? 1, 1), state.doc.lines);
  const line = state.doc.line(lineNo);
  return Math.min(line.from + Math.max((p.column ?? 1) - 1, 0), line.to);
}

/** One diagnostic per problem, spanning the token where it starts (at least one character). */
export function toDiagnostics(state: EditorState, problems: Problem[]): Diagnostic[] {
  return problems.map((p) => {
    const from = problemOffset(state, p);
    const line = state.doc.lineAt(from);
    let to = line.to;
    const node = syntaxTree(state).resolveInner(from, 1);
    if (node.from === from && node.to > from) to = Math.min(node.to, line.to);
    if (to <= from) to = Math.min(from + 1, state.doc.length);
    return { from, to, severity: 'error', source: p.pointer || '/', message: problemText(p) };
  });
}
