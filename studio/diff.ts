// A line diff of the saved text and the edit, shown before saving: the longest common subsequence of
// lines, then runs of unchanged lines far from any change folded into one "unchanged" row.

/** One row of a diff: kept, added or removed, with its line numbers in the old and new text. */
export interface DiffLine {
  op: 'same' | 'add' | 'del' | 'skip';
  text: string;
  oldNo?: number;
  newNo?: number;
}

/** Every line of `before` and `after`, marked same, add or del (removals before additions in a change). */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Trim the common head and tail first: edits are usually small, so the table stays small.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const n = x.length,
    m = y.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  for (let k = 0; k < head; k++) out.push({ op: 'same', text: a[k]!, oldNo: k + 1, newNo: k + 1 });
  let i = 0,
    j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      out.push({ op: 'same', text: x[i]!, oldNo: head + i + 1, newNo: head + j + 1 });
      i++;
      j++;
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      out.push({ op: 'del', text: x[i]!, oldNo: head + i + 1 });
      i++;
    } else {
      out.push({ op: 'add', text: y[j]!, newNo: head + j + 1 });
      j++;
    }
  }
  for (let k = tail; k > 0; k--) out.push({ op: 'same', text: a[a.length - k]!, oldNo: a.length - k + 1, newNo: b.length - k + 1 });
  return out;
}

/** Folds unchanged lines more than `context` lines away from a change into one 'skip' row. */
export function foldUnchanged(lines: DiffLine[], context = 3): DiffLine[] {
  const near = lines.map(() => false);
  lines.forEach((l, k) => {
    if (l.op === 'same') return;
    for (let d = Math.max(0, k - context); d <= Math.min(lines.length - 1, k + context); d++) near[d] = true;
  });
  const out: DiffLine[] = [];
  let hidden = 0;
  lines.forEach((l, k) => {
    if (near[k]) {
      if (hidden) out.push({ op: 'skip', text: `${hidden} unchanged line${hidden === 1 ? '' : 's'}` });
      hidden = 0;
      out.push(l);
    } else hidden++;
  });
  if (hidden) out.push({ op: 'skip', text: `${hidden} unchanged line${hidden === 1 ? '' : 's'}` });
  return out;
}

/** Counts of added and removed lines. */
export function diffStats(lines: DiffLine[]): { added: number; removed: number } {
  return { added: lines.filter((l) => l.op === 'add').length, removed: lines.filter((l) => l.op === 'del').length };
}
