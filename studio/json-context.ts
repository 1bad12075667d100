// Where the cursor is in a JSON text, for completion: the path of keys and indexes to the container it is
// in, whether a property name or a value goes there, the text typed so far, and the primitive values
// each open object holds (so "type": "menu" can pick the props schema). Tolerates unfinished text.

export type Segment = string | number;

/** One open object or array on the way to the cursor. */
export interface Frame {
  kind: 'object' | 'array';
  values: Record<string, unknown>;
  key: string | null;
  index: number;
  expect: 'key' | 'colon' | 'value' | 'comma';
}

/** The cursor's context. `from`/`to` span the token being typed (inside its quotes for a string). */
export interface JsonContext {
  frames: Frame[];
  /** Path of each frame's child the cursor is in: frames[i] holds path[i]. */
  path: Segment[];
  kind: 'key' | 'value' | 'none';
  inString: boolean;
  closed: boolean;
  from: number;
  to: number;
  typed: string;
}

const LITERAL = /[^\s{}[\]:,"]/;

/** Scans `text` and describes the position `pos`. */
export function contextAt(text: string, pos: number): JsonContext {
  const stack: Frame[] = [];
  let snapshot: JsonContext | null = null;
  let i = 0;
  const top = () => stack[stack.length - 1];
  const describe = (from: number, to: number, inString: boolean, closed: boolean): JsonContext => {
    const frame = top();
    const kind = !frame
      ? 'none'
      : frame.kind === 'array'
        ? frame.expect === 'value'
          ? 'value'
          : 'none'
        : frame.expect === 'key'
          ? 'key'
          : frame.expect === 'value'
            ? 'value'
            : 'none';
    const frames = [...stack];
    const path = frames.map((f) => (f.kind === 'object' ? (f.key ?? '') : f.index));
    return { frames, path, kind, inString, closed, from, to, typed: text.slice(from, Math.min(pos, to)) };
  };
  let done = false;
  const take = (from: number, to: number, inString: boolean, closed: boolean) => {
    if (!done) {
      snapshot = describe(from, to, inString, closed);
      done = true;
    }
  };
  const setValue = (value: unknown) => {
    const frame = top();
    if (!frame) return;
    if (frame.kind === 'object' && frame.expect === 'value' && frame.key !== null) frame.values[frame.key] = value;
    frame.expect = 'comma';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (!done && i >= pos) take(pos, pos, false, false);
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      const closed = text[j] === '"';
      if (!done && pos > i && pos <= j) take(i + 1, j, true, closed);
      let value: string;
      try {
        value = JSON.parse(text.slice(i, j + 1)) as string;
      } catch {
        value = text.slice(i + 1, j);
      }
      const frame = top();
      if (frame?.kind === 'object' && frame.expect === 'key') {
        frame.key = value;
        frame.expect = 'colon';
      } else setValue(value);
      i = closed ? j + 1 : j;
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push({ kind: c === '{' ? 'object' : 'array', values: {}, key: null, index: 0, expect: c === '{' ? 'key' : 'value' });
      i++;
      continue;
    }
    if (c === '}' || c === ']') {
      stack.pop();
      setValue(undefined);
      i++;
      continue;
    }
    if (c === ':') {
      const f = top();
      if (f) f.expect = 'value';
      i++;
      continue;
    }
    if (c === ',') {
      const f = top();
      if (f?.kind === 'object') {
        f.expect = 'key';
        f.key = null;
      } else if (f) {
        f.index++;
        f.expect = 'value';
      }
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && LITERAL.test(text[j]!)) j++;
    if (!done && pos > i && pos <= j) take(i, j, false, true);
    const word = text.slice(i, j);
    setValue(word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : Number(word));
    i = j;
  }
  if (!done) take(pos, pos, false, false);
  return snapshot!;
}
