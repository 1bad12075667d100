// "Did you mean": the closest known name to a mistyped one, by edit distance.

/** Levenshtein distance between two strings. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The known name closest to `wrong`, if it is close enough to be a likely typo. */
export function suggest(wrong: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  for (const name of known) {
    const d = distance(wrong, name);
    if (d < bestScore) {
      best = name;
      bestScore = d;
    }
  }
  const limit = Math.max(2, Math.floor(wrong.length / 3));
  return best !== null && bestScore <= limit ? best : null;
}
