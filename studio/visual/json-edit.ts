// Edits to the JSON text that keep the rest of the file as it was: a changed value replaces only its own text,
// a new property is appended after the last one with the file's indentation, a removed one takes its comma
// along, and a moved widget keeps its own lines. Offsets come from the momoa parser's locations; each edit is
// a list of changes in the original text, dispatched by the editor as one undoable transaction.
import { parse } from '@humanwhocodes/momoa';

/** One change of the text, in the original text's offsets. */
export interface Change {
  from: number;
  to: number;
  insert: string;
}

type Loc = { start: { offset: number }; end: { offset: number } };
/** A momoa node (only what is used here). */
export interface Node {
  type: string;
  loc: Loc;
  members?: Array<{ name: { value: string }; value: Node; loc: Loc }>;
  elements?: Array<{ value: Node; loc: Loc }>;
}

/** The text parsed: its value and syntax tree, or null when it is not valid JSON. */
export function parseText(text: string): { value: any; ast: Node } | null {
  try {
    return { value: JSON.parse(text), ast: (parse(text) as unknown as { body: Node }).body };
  } catch {
    return null;
  }
}

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
/** The pointer's parts. */
export const partsOf = (pointer: string) => (pointer ? pointer.slice(1).split('/').map(unescape) : []);
/** A pointer from parts. */
export const pointerOf = (parts: Array<string | number>) =>
  parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The node at a pointer, if it exists. */
export function nodeAt(ast: Node, pointer: string): Node | undefined {
  let node: Node | undefined = ast;
  for (const key of partsOf(pointer)) {
    if (node?.type === 'Object') node = node.members!.find((m) => m.name.value === key)?.value;
    else if (node?.type === 'Array') node = node.elements![Number(key)]?.value;
    else return undefined;
  }
  return node;
}

/** The white space a line starts with. */
function indentOf(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))![0];
}

/** The file's indentation unit (two spaces unless it says otherwise). */
function unitOf(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}

/** A value as JSON written at `indent`, in the file's style. */
function render(text: string, value: unknown, indent: string): string {
  const unit = unitOf(text);
  return JSON.stringify(value, null, unit).replace(/\n/g, `\n${indent}`);
}

const sameLine = (text: string, a: number, b: number) => !text.slice(a, b).includes('\n');

/** Adds `key: value` at the end of an object. */
function addMember(text: string, obj: Node, key: string, value: unknown): Change {
  const last = obj.members!.at(-1);
  const pair = (indent: string) => `${JSON.stringify(key)}: ${render(text, value, indent)}`;
  if (last) {
    const indent = indentOf(text, last.loc.start.offset);
    const inline = sameLine(text, obj.loc.start.offset, last.loc.start.offset);
    return { from: last.loc.end.offset, to: last.loc.end.offset, insert: inline ? `, ${pair(indent)}` : `,\n${indent}${pair(indent)}` };
  }
  const outer = indentOf(text, obj.loc.start.offset);
  const inner = outer + unitOf(text);
  return { from: obj.loc.start.offset + 1, to: obj.loc.end.offset - 1, insert: `\n${inner}${pair(inner)}\n${outer}` };
}

/** Removes item `i` of an object's members or an array's elements, with its comma. */
function removeItem(items: Array<{ loc: Loc }>, i: number, container: Node): Change {
  const item = items[i]!;
  if (items.length === 1) return { from: container.loc.start.offset + 1, to: container.loc.end.offset - 1, insert: '' };
  if (i < items.length - 1) return { from: item.loc.start.offset, to: items[i + 1]!.loc.start.offset, insert: '' };
  return { from: items[i - 1]!.loc.end.offset, to: item.loc.end.offset, insert: '' };
}

/** Inserts `insert` (already rendered) as element `i` of an array. */
function insertElement(text: string, arr: Node, i: number, rendered: (indent: string) => string): Change {
  const els = arr.elements!;
  if (!els.length) {
    const outer = indentOf(text, arr.loc.start.offset);
    const inner = outer + unitOf(text);
    return { from: arr.loc.start.offset + 1, to: arr.loc.end.offset - 1, insert: `\n${inner}${rendered(inner)}\n${outer}` };
  }
  const ref = els[Math.min(i, els.length - 1)]!;
  const indent = indentOf(text, ref.loc.start.offset);
  const inline = sameLine(text, arr.loc.start.offset, ref.loc.start.offset);
  const sep = inline ? ', ' : `,\n${indent}`;
  if (i >= els.length) return { from: ref.loc.end.offset, to: ref.loc.end.offset, insert: `${sep}${rendered(indent)}` };
  return { from: ref.loc.start.offset, to: ref.loc.start.offset, insert: `${rendered(indent)}${sep}` };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes that turn the value at `pointer` (`before`, written as `node`) into `after`, touching as little
 * text as it can: values that stayed keep their text; one added or removed property or element is its own
 * change; anything bigger rewrites that one object or array.
 */
export function diffChanges(text: string, node: Node, before: unknown, after: unknown): Change[] {
  if (equal(before, after)) return [];
  const whole = (): Change[] => [
    { from: node.loc.start.offset, to: node.loc.end.offset, insert: render(text, after, indentOf(text, node.loc.start.offset)) },
  ];
  if (isObject(before) && isObject(after) && node.type === 'Object') {
    const gone = Object.keys(before).filter((k) => !(k in after) || after[k] === undefined);
    const added = Object.keys(after).filter((k) => !(k in before) && after[k] !== undefined);
    if (gone.length + added.length > 1) return whole();
    const out: Change[] = [];
    for (const m of node.members!) {
      const k = m.name.value;
      if (gone.includes(k)) out.push(removeItem(node.members!, node.members!.indexOf(m), node));
      else if (k in after) out.push(...diffChanges(text, m.value, before[k], after[k]));
    }
    for (const k of added) out.push(addMember(text, node, k, after[k]));
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after) && node.type === 'Array') {
    if (before.length === after.length) return before.flatMap((b, i) => diffChanges(text, node.elements![i]!.value, b, after[i]));
    // One element added or removed, the others the same and in order.
    if (after.length === before.length + 1) {
      const i = after.findIndex((a, j) => j >= before.length || !equal(a, before[j]));
      if (equal(after.slice(i + 1), before.slice(i))) return [insertElement(text, node, i, (indent) => render(text, after[i], indent))];
    }
    if (after.length === before.length - 1) {
      const i = before.findIndex((b, j) => j >= after.length || !equal(b, after[j]));
      if (equal(before.slice(i + 1), after.slice(i))) return [removeItem(node.elements!, i, node)];
    }
  }
  return whole();
}

/** The changes that set the value at `pointer` (its object parent must exist); `undefined` removes it. */
export function setChanges(text: string, ast: Node, root: unknown, pointer: string, after: unknown): Change[] | null {
  const parts = partsOf(pointer);
  const node = nodeAt(ast, pointer);
  const parentPointer = pointerOf(parts.slice(0, -1));
  const parent = nodeAt(ast, parentPointer);
  const key = parts.at(-1)!;
  if (node) {
    if (after === undefined && parent?.type === 'Object')
      return [
        removeItem(
          parent.members!,
          parent.members!.findIndex((m) => m.name.value === key),
          parent,
        ),
      ];
    return diffChanges(text, node, valueAt(root, pointer), after);
  }
  if (after === undefined) return [];
  if (parent?.type !== 'Object') return null;
  return [addMember(text, parent, key, after)];
}

/** The value at a pointer. */
export function valueAt(root: unknown, pointer: string): any {
  let v: any = root;
  for (const k of partsOf(pointer)) v = v?.[k];
  return v;
}

/** Inserts a value as element `index` of the array at `arrayPointer`. */
export function insertChanges(text: string, ast: Node, arrayPointer: string, index: number, value: unknown): Change[] | null {
  const arr = nodeAt(ast, arrayPointer);
  if (arr?.type !== 'Array') return null;
  return [insertElement(text, arr, index, (indent) => render(text, value, indent))];
}

/** Removes the array element at `pointer`. */
export function removeChanges(ast: Node, pointer: string): Change[] | null {
  const parts = partsOf(pointer);
  const arr = nodeAt(ast, pointerOf(parts.slice(0, -1)));
  const i = Number(parts.at(-1));
  if (arr?.type !== 'Array' || !arr.elements![i]) return null;
  return [removeItem(arr.elements!, i, arr)];
}

/** Re-indents a block of text written at `from` indentation to `to`. */
const reindent = (block: string, from: string, to: string) =>
  from === to ? block : block.replace(new RegExp(`\n${from}`, 'g'), `\n${to}`);

/**
 * Moves the array element at `pointer` to position `index` of the array at `toArray` (its index counted before
 * the move), keeping its own text; null when that would put it inside itself.
 */
export function moveChanges(text: string, ast: Node, pointer: string, toArray: string, index: number): Change[] | null {
  if (toArray === pointer || toArray.startsWith(`${pointer}/`)) return null;
  const parts = partsOf(pointer);
  const fromArray = pointerOf(parts.slice(0, -1));
  const i = Number(parts.at(-1));
  const src = nodeAt(ast, fromArray);
  const dst = nodeAt(ast, toArray);
  if (src?.type !== 'Array' || dst?.type !== 'Array' || !src.elements![i]) return null;
  if (fromArray === toArray && (index === i || index === i + 1)) return [];
  const el = src.elements![i]!;
  const block = text.slice(el.loc.start.offset, el.loc.end.offset);
  const fromIndent = indentOf(text, el.loc.start.offset);
  const remove = removeItem(src.elements!, i, src);
  const insert = insertElement(text, dst, index, (indent) => reindent(block, fromIndent, indent));
  // Both in the original text's offsets; they never overlap (the target is not inside the moved element).
  return [remove, insert].sort((a, b) => a.from - b.from);
}

/** Inserts a copy of the array element at `pointer` (its own text) right after it. */
export function duplicateChanges(text: string, ast: Node, pointer: string): Change[] | null {
  const parts = partsOf(pointer);
  const arr = nodeAt(ast, pointerOf(parts.slice(0, -1)));
  const i = Number(parts.at(-1));
  const el = arr?.type === 'Array' ? arr.elements![i] : undefined;
  if (!arr || !el) return null;
  const block = text.slice(el.loc.start.offset, el.loc.end.offset);
  const indent = indentOf(text, el.loc.start.offset);
  return [insertElement(text, arr, i + 1, (to) => reindent(block, indent, to))];
}

/** Where a node's pointer goes once the array element `removed` is taken out (later siblings move up one). */
export function afterRemoval(pointer: string, removed: string): string {
  const r = partsOf(removed);
  const p = partsOf(pointer);
  const depth = r.length - 1;
  if (p.length <= depth || r.slice(0, depth).some((k, i) => p[i] !== k)) return pointer;
  const at = Number(p[depth]);
  if (Number.isInteger(at) && at > Number(r[depth])) p[depth] = String(at - 1);
  return pointerOf(p);
}
