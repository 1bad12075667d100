// A language's label overrides as text: one key a line, sorted, so each version's diff reads line by line.
// Shared by the studio page (what it saves) and the server (what it reads back).

/** The texts an overrides document holds; anything that is not a string (or not an object at all) is left out. */
export function parseOverrides(source: string | null | undefined): Record<string, string> {
  if (!source) return {};
  try {
    const doc: unknown = JSON.parse(source);
    if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return {};
    return Object.fromEntries(Object.entries(doc).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** An overrides document as the studio saves it. */
export function overridesText(overrides: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(overrides).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/**
 * My edit of the overrides put over theirs (someone saved in between): every key I changed since `started`
 * (added, changed or removed) takes my value; every other key keeps theirs.
 */
export function mergeOverrides(
  started: Record<string, string>,
  mine: Record<string, string>,
  theirs: Record<string, string>,
): Record<string, string> {
  const out = { ...theirs };
  for (const key of new Set([...Object.keys(started), ...Object.keys(mine)])) {
    if (mine[key] === started[key]) continue;
    if (Object.hasOwn(mine, key)) out[key] = mine[key]!;
    else delete out[key];
  }
  return out;
}
