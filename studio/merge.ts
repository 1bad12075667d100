// A three-way merge of line edits: what I changed and what they changed since the text we both started
// from, applied together when they touch different lines; null when both changed the same place.
import { diffLines } from './diff.ts';

/** One edit against the common text: its lines [from, to) replaced by `lines`. */
interface Hunk {
  from: number;
  to: number;
  lines: string[];
}

/** The edits that turn `base` into `other`, in order. */
function hunks(base: string, other: string): Hunk[] {
  const out: Hunk[] = [];
  let at = 0;
  let open: Hunk | null = null;
  for (const l of diffLines(base, other)) {
    if (l.op === 'same') {
      if (open) out.push(open);
      open = null;
      at++;
      continue;
    }
    open ??= { from: at, to: at, lines: [] };
    if (l.op === 'del') {
      at++;
      open.to = at;
    } else open.lines.push(l.text);
  }
  if (open) out.push(open);
  return out;
}

const same = (a: Hunk, b: Hunk) => a.from === b.from && a.to === b.to && a.lines.join('\n') === b.lines.join('\n');

/** `base` with both `mine` and `theirs` applied, or null when their edits overlap. */
export function merge3(base: string, mine: string, theirs: string): string | null {
  const lines = base.split('\n');
  const all = [...hunks(base, mine), ...hunks(base, theirs)].sort((a, b) => a.from - b.from || a.to - b.to);
  const out: string[] = [];
  let at = 0;
  let last: Hunk | null = null;
  for (const h of all) {
    if (last && same(h, last)) continue;
    if (last && (h.from < last.to || h.from === last.from)) return null;
    out.push(...lines.slice(at, h.from), ...h.lines);
    at = h.to;
    last = h;
  }
  out.push(...lines.slice(at));
  return out.join('\n');
}
