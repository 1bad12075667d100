// A screen-file problem as one line for staff (console, problems banner, check:screens). Apart from describe.ts
// so the app's first paint carries only this, not the wording of every schema error.
import type { Problem } from './describe.ts';

/** One line per problem: file:line:column pointer — message (expected …, found …) hint. */
export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}:${p.column ?? 1}` : p.file;
  const parts = [`${where} ${p.pointer || '/'}: ${p.message}`];
  if (p.expected) parts.push(`expected ${p.expected}`);
  if (p.found) parts.push(`found ${p.found}`);
  let line = parts.join('; ');
  if (p.hint) line += ` — ${p.hint}`;
  return line;
}
