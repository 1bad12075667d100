// Visual editing, in step with the text both ways: the outline, the property panel, the palette and
// click-to-select in the preview read the editor's text after every change, and each of their changes is an
// edit of that text (one CodeMirror transaction, undone with the editor's undo), so the text stays the one truth.
import type { Editor } from '../editor.ts';
import type { Meta, Problem } from '../api.ts';
import { undo, redo } from '../editor-setup.ts';
import {
  afterRemoval,
  duplicateChanges,
  insertChanges,
  moveChanges,
  parseText,
  removeChanges,
  setChanges,
  valueAt,
  type Change,
} from './json-edit.ts';
import { flatten, outlineOf, typeName, type OutlineList } from './tree.ts';
import { createOutline } from './outline.ts';
import { createPanel } from './panel.tsx';
import { createPalette } from './palette.ts';
import { createFramePick } from './frame-pick.ts';
import { defaultsOf, gateSchema, propsSchema } from './form-schema.ts';

export interface VisualOptions {
  editor: Editor;
  meta: Meta;
  outline: HTMLElement;
  panel: HTMLElement;
  palette: HTMLElement;
  frame: HTMLIFrameElement;
  pickToggle: HTMLButtonElement;
}

/** Wires the visual editors to the text editor; call `refresh` with the text after every change. */
export function createVisual(o: VisualOptions) {
  const { editor, meta } = o;
  let parsed: ReturnType<typeof parseText> = null;
  let lists: OutlineList[] = [];
  let problems: Problem[] = [];
  let labels = meta.labels;
  const gate = gateSchema(meta.schemas);
  const schemaOf = new Map<string, ReturnType<typeof propsSchema>>();
  const propsOf = (type: string) => {
    if (!schemaOf.has(type)) schemaOf.set(type, propsSchema(meta.schemas, type));
    return schemaOf.get(type);
  };

  let file = '';
  let shown: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Reads the text now (after the visual editors' own edits, so what follows sees the new tree). */
  const refreshNow = () => {
    clearTimeout(timer);
    const text = editor.text();
    if (text === shown) return;
    shown = text;
    parsed = parseText(text);
    lists = parsed && file !== 'app.json' ? outlineOf(parsed.value, labels) : [];
    outline.show(
      lists,
      !parsed
        ? 'The text is not valid JSON yet: fix it there (see the problems) to edit it here.'
        : file === 'app.json'
          ? 'app.json (footers, popups) is edited as text.'
          : '',
    );
    pick.select(outline.selected());
    showPanel();
  };

  /** Applies changes as one undoable edit; `typing` groups quick form edits into one undo step. */
  const apply = (changes: Change[] | null, typing = false): boolean => {
    if (!changes) return false;
    if (changes.length) editor.view.dispatch({ changes, userEvent: typing ? 'input.studio' : 'studio', scrollIntoView: false });
    refreshNow();
    return true;
  };
  const nodeOf = (pointer: string | null) => (pointer ? flatten(lists).find((x) => x.node.pointer === pointer)?.node : undefined);
  const listName = (pointer: string) =>
    lists.find((l) => l.pointer === pointer)?.label ?? `${nodeOf(pointer.replace(/\/children$/, ''))?.name ?? 'widget'}'s children`;

  const outline = createOutline(o.outline, {
    select: (p) => select(p),
    move(pointer, list, index) {
      if (!parsed) return;
      const n = nodeOf(pointer);
      const from = pointer.replace(/\/\d+$/, '');
      const at = Number(pointer.split('/').at(-1));
      if (!apply(moveChanges(editor.text(), parsed.ast, pointer, list, index))) return;
      // Where it is now: its list after it left, its place counted after it left.
      const to = afterRemoval(list, pointer);
      const place = from === list && index > at ? index - 1 : index;
      select(`${to}/${place}`);
      outline.focusSelected();
      const size = (valueAt(parsed?.value, to) as unknown[] | undefined)?.length ?? 0;
      outline.announce(`Moved ${n?.name ?? 'the widget'} to place ${place + 1} of ${size} in ${listName(to)}.`);
    },
    duplicate(pointer) {
      if (!parsed || !apply(duplicateChanges(editor.text(), parsed.ast, pointer))) return;
      const next = pointer.replace(/\d+$/, (i) => String(Number(i) + 1));
      select(next);
      outline.announce(`Duplicated ${nodeOf(next)?.name ?? 'the widget'}: the copy is selected.`);
    },
    remove(pointer) {
      const n = nodeOf(pointer);
      if (!parsed || !n || !apply(removeChanges(parsed.ast, pointer))) return;
      // The widget now in its place, else the one before it, else its list.
      const next = nodeOf(pointer)?.pointer ?? nodeOf(`${n.list}/${n.index - 1}`)?.pointer ?? null;
      select(next);
      outline.focusSelected();
      outline.announce(`Deleted ${n.name}. Undo brings it back.`);
    },
  });
  const panel = createPanel(o.panel);
  const pick = createFramePick(o.frame, o.pickToggle, (p) => {
    select(p);
    outline.announce(`Selected ${nodeOf(p)?.name ?? 'a widget'} from the preview.`);
  });
  createPalette(o.palette, meta.schemas, (type) => add(type));
  for (const [label, command] of [
    ['Undo', undo],
    ['Redo', redo],
  ] as const) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', () => command(editor.view));
    o.outline.querySelector('.outline-tools')?.append(b);
  }

  /** Adds a widget with its schema's defaults after the selected one, or at the end of the selected or the page's list. */
  function add(type: string) {
    if (!parsed) return;
    const sel = outline.selected();
    const n = nodeOf(sel);
    const list = n ? n.list : sel && lists.some((l) => l.pointer === sel) ? sel : '/widgets';
    const index = n ? n.index + 1 : ((valueAt(parsed.value, list) as unknown[] | undefined)?.length ?? 0);
    const node = { type, props: defaultsOf(propsOf(type)) ?? {} };
    const text = editor.text();
    const changes = valueAt(parsed.value, list)
      ? insertChanges(text, parsed.ast, list, index, node)
      : setChanges(text, parsed.ast, parsed.value, list, [node]);
    if (!apply(changes)) return;
    select(`${list}/${index}`);
    outline.announce(`Added ${typeName(type)} at place ${index + 1} in ${listName(list)}: set its properties on the right.`);
  }

  const showPanel = () => {
    const n = nodeOf(outline.selected());
    if (!n || !parsed) return panel.show(null);
    const node = valueAt(parsed.value, n.pointer);
    const schema = meta.schemas[`widgets/${n.type}.json`];
    panel.show({
      pointer: n.pointer,
      type: n.type,
      name: n.name,
      description: typeof schema === 'object' ? schema.description : undefined,
      props: node?.props,
      gate: node?.gate,
      propsSchema: propsOf(n.type),
      gateSchema: gate,
      problems,
      data: { labels, routes: meta.routes, flags: meta.flags },
      onProps: (next) => parsed && apply(setChanges(editor.text(), parsed.ast, parsed.value, `${n.pointer}/props`, next), true),
      onGate: (next) => parsed && apply(setChanges(editor.text(), parsed.ast, parsed.value, `${n.pointer}/gate`, next), true),
    });
  };

  function select(pointer: string | null) {
    outline.select(pointer);
    pick.select(pointer);
    showPanel();
  }

  return {
    /** Reads the text again: at once for another file, else once typing in the text pauses a moment. */
    refresh(_text: string, name: string) {
      clearTimeout(timer);
      if (name !== file) {
        file = name;
        shown = null;
        outline.select(null);
        return refreshNow();
      }
      timer = setTimeout(refreshNow, 120);
    },
    /** The check's latest problems (shown on the panel's fields). */
    problems(list: Problem[]) {
      problems = list;
      showPanel();
    },
    /** The label texts of the preview's language (pickers show them). */
    labels(next: Record<string, string>) {
      labels = next;
      showPanel();
    },
  };
}
