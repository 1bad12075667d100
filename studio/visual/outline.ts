// The outline: the open screen's widgets as a tree (role tree; arrow keys move, Right and Left open and close,
// Home and End; Alt+Up and Alt+Down move the selected widget; selection follows focus), each row with its
// gate as chips. Rows are dragged to reorder with Pragmatic drag and drop (native drag events, a line where
// the widget will land). Buttons move, duplicate and delete the selected widget; a live region says what happened.
import { draggable, dropTargetForElements, monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { attachClosestEdge, extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { h } from '../dom.ts';
import { flatten, type OutlineList, type OutlineNode } from './tree.ts';

/** What the outline asks its owner to do. */
export interface OutlineActions {
  select(pointer: string | null): void;
  /** Moves the widget at `pointer` to place `index` of the list at `list` (counted before the move). */
  move(pointer: string, list: string, index: number): void;
  duplicate(pointer: string): void;
  remove(pointer: string): void;
}

/** Builds the outline in `root`; `show` draws it for a screen, `announce` speaks in its live region. */
export function createOutline(root: HTMLElement, actions: OutlineActions) {
  const live = h('p', { className: 'visually-hidden', id: 'outline-live', 'aria-live': 'polite' });
  const tree = h('div', {
    role: 'tree',
    id: 'outline-tree',
    className: 'outline-tree',
    'aria-labelledby': 'outline-title',
    'aria-describedby': 'outline-help',
  });
  const button = (label: string, run: () => void) => h('button', { type: 'button', onclick: run, disabled: true }, label);
  const up = button('Move up', () => step(-1));
  const down = button('Move down', () => step(1));
  const dup = button('Duplicate', () => selected && actions.duplicate(selected));
  const del = button('Delete', () => selected && actions.remove(selected));
  const tools = h(
    'div',
    { className: 'outline-tools', role: 'toolbar', 'aria-label': 'Selected widget', 'aria-controls': 'outline-tree' },
    up,
    down,
    dup,
    del,
  );
  const empty = h('p', { className: 'outline-empty' });
  root.replaceChildren(
    h('h2', { id: 'outline-title' }, 'Widgets'),
    h(
      'p',
      { id: 'outline-help', className: 'help' },
      'Arrow keys move through the widgets; Alt+Up and Alt+Down move the selected one. Drag a row to reorder.',
    ),
    tools,
    tree,
    empty,
    live,
  );

  let lists: OutlineList[] = [];
  let selected: string | null = null;
  const collapsed = new Set<string>();
  let cleanup = () => {};

  const find = (pointer: string | null) => (pointer ? flatten(lists).find((x) => x.node.pointer === pointer)?.node : undefined);
  const listOf = (pointer: string) =>
    lists.find((l) => l.pointer === pointer) ?? { nodes: find(pointer.replace(/\/children$/, ''))?.children ?? [] };
  const step = (by: -1 | 1) => {
    const n = find(selected);
    if (!n) return;
    const size = listOf(n.list).nodes.length;
    const to = n.index + by;
    if (to < 0 || to >= size) return;
    actions.move(n.pointer, n.list, by < 0 ? to : to + 1);
  };

  /** The visible treeitems, in order. */
  const items = () => [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')].filter((el) => !el.closest('[role="group"][hidden]'));
  const focusItem = (el: HTMLElement | undefined) => {
    if (!el) return;
    for (const i of tree.querySelectorAll<HTMLElement>('[role="treeitem"]')) i.tabIndex = -1;
    el.tabIndex = 0;
    el.focus();
    const pointer = el.dataset.pointer ?? null;
    if (pointer !== selected) actions.select(pointer);
  };

  tree.addEventListener('keydown', (e) => {
    const current = (e.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!current) return;
    const all = items();
    const at = all.indexOf(current);
    const expanded = current.getAttribute('aria-expanded');
    const key = (e.altKey ? 'Alt+' : '') + e.key;
    const done = () => e.preventDefault();
    if (key === 'ArrowDown') focusItem(all[at + 1]), done();
    else if (key === 'ArrowUp') focusItem(all[at - 1]), done();
    else if (key === 'Home') focusItem(all[0]), done();
    else if (key === 'End') focusItem(all.at(-1)), done();
    else if (key === 'ArrowRight') {
      if (expanded === 'false') toggle(current, true);
      else if (expanded === 'true') focusItem(current.querySelector<HTMLElement>('[role="treeitem"]') ?? undefined);
      done();
    } else if (key === 'ArrowLeft') {
      if (expanded === 'true') toggle(current, false);
      else focusItem(current.parentElement?.closest<HTMLElement>('[role="treeitem"]') ?? undefined);
      done();
    } else if (key === 'Alt+ArrowUp' && current.dataset.pointer) step(-1), done();
    else if (key === 'Alt+ArrowDown' && current.dataset.pointer) step(1), done();
  });

  const toggle = (item: HTMLElement, open: boolean) => {
    const id = item.dataset.pointer ?? item.dataset.list!;
    if (open) collapsed.delete(id);
    else collapsed.add(id);
    item.setAttribute('aria-expanded', String(open));
    const group = item.querySelector<HTMLElement>(':scope > [role="group"]');
    if (group) group.hidden = !open;
  };

  const chipList = (n: OutlineNode) =>
    n.chips.length
      ? h('span', { className: 'chips' }, ...n.chips.map((c) => h('span', { className: `chip chip-${c.kind}` }, c.text)))
      : null;

  const nodeItem = (n: OutlineNode, level: number, size: number): HTMLElement => {
    const row = h(
      'div',
      { className: 'outline-row' },
      h('span', { className: 'outline-name' }, n.name),
      n.shows ? h('span', { className: 'outline-shows' }, n.shows) : null,
      chipList(n),
    );
    const item = h(
      'div',
      {
        role: 'treeitem',
        'aria-level': String(level),
        'aria-setsize': String(size),
        'aria-posinset': String(n.index + 1),
        'aria-selected': String(n.pointer === selected),
        // Read as "Menu, Account and services, Members, FEEDBACK3 on".
        'aria-label': [n.name, n.shows, ...n.chips.map((c) => c.text)].filter(Boolean).join(', '),
        tabIndex: -1,
        'data-pointer': n.pointer,
        onclick: (e: Event) => {
          e.stopPropagation();
          focusItem(item);
        },
      },
      row,
    );
    if (n.children.length) {
      const open = !collapsed.has(n.pointer);
      item.setAttribute('aria-expanded', String(open));
      item.append(h('div', { role: 'group', hidden: !open }, ...n.children.map((c) => nodeItem(c, level + 1, n.children.length))));
    }
    return item;
  };

  const listItem = (l: OutlineList): HTMLElement => {
    const open = !collapsed.has(l.pointer);
    const count = `${l.nodes.length} widget${l.nodes.length === 1 ? '' : 's'}`;
    return h(
      'div',
      {
        role: 'treeitem',
        'aria-level': '1',
        'aria-expanded': String(open),
        'aria-selected': 'false',
        'aria-label': `${l.label}, ${count}`,
        tabIndex: -1,
        'data-list': l.pointer,
      },
      h('div', { className: 'outline-row outline-list' }, `${l.label} (${count})`),
      h('div', { role: 'group', hidden: !open }, ...l.nodes.map((n) => nodeItem(n, 2, l.nodes.length))),
    );
  };

  /** Drag and drop: each widget row is dragged by itself and takes drops above or below it; a list takes drops at its end. */
  const wireDrag = () => {
    const parts: Array<() => void> = [];
    for (const item of tree.querySelectorAll<HTMLElement>('[data-pointer]')) {
      const pointer = item.dataset.pointer!;
      const node = find(pointer)!;
      const row = item.querySelector<HTMLElement>(':scope > .outline-row')!;
      const mark = (edge: string | null) => (edge ? (row.dataset.edge = edge) : delete row.dataset.edge);
      parts.push(
        draggable({ element: row, getInitialData: () => ({ pointer }) }),
        dropTargetForElements({
          element: row,
          canDrop: ({ source }) => {
            const from = String(source.data.pointer);
            return from !== pointer && !pointer.startsWith(`${from}/`);
          },
          getData: ({ input, element }) =>
            attachClosestEdge({ list: node.list, index: node.index }, { input, element, allowedEdges: ['top', 'bottom'] }),
          onDrag: ({ self }) => mark(extractClosestEdge(self.data)),
          onDragLeave: () => mark(null),
          onDrop: () => mark(null),
        }),
      );
    }
    for (const item of tree.querySelectorAll<HTMLElement>('[data-list]')) {
      const list = item.dataset.list!;
      parts.push(
        dropTargetForElements({
          element: item.querySelector<HTMLElement>('.outline-list')!,
          getData: () => ({ list, index: listOf(list).nodes.length }),
        }),
      );
    }
    parts.push(
      monitorForElements({
        onDrop: ({ source, location }) => {
          const target = location.current.dropTargets[0];
          if (!target) return;
          const edge = extractClosestEdge(target.data);
          const index = Number(target.data.index) + (edge === 'bottom' ? 1 : 0);
          actions.move(String(source.data.pointer), String(target.data.list), index);
        },
      }),
    );
    cleanup = combine(...parts);
  };

  return {
    /** Draws the outline of a screen (keeping the focus on the selected row when it was in the tree). */
    show(next: OutlineList[], message = '') {
      const hadFocus = tree.contains(document.activeElement);
      cleanup();
      lists = next;
      if (selected && !find(selected)) selected = null;
      tree.replaceChildren(...lists.map(listItem));
      empty.textContent = message;
      tree.hidden = !lists.length;
      const first =
        tree.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(selected ?? '')}"]`) ??
        tree.querySelector<HTMLElement>('[role="treeitem"]');
      if (first) first.tabIndex = 0;
      if (hadFocus && first) first.focus();
      const n = find(selected);
      up.disabled = !n || n.index === 0;
      down.disabled = !n || n.index >= listOf(n.list).nodes.length - 1;
      dup.disabled = del.disabled = !n;
      wireDrag();
    },
    /** Marks a widget selected (from the preview or after an edit), scrolling it into view; null for none. */
    select(pointer: string | null) {
      selected = pointer;
      for (const el of tree.querySelectorAll<HTMLElement>('[role="treeitem"]')) {
        const on = el.dataset.pointer === pointer && pointer !== null;
        el.setAttribute('aria-selected', String(on));
        el.tabIndex = on ? 0 : -1;
        if (on) {
          // Open the rows above it.
          for (
            let p = el.parentElement?.closest<HTMLElement>('[role="treeitem"]');
            p;
            p = p.parentElement?.closest<HTMLElement>('[role="treeitem"]')
          )
            toggle(p, true);
          el.scrollIntoView({ block: 'nearest' });
        }
      }
      const n = find(pointer);
      up.disabled = !n || n.index === 0;
      down.disabled = !n || n.index >= listOf(n.list).nodes.length - 1;
      dup.disabled = del.disabled = !n;
    },
    /** Focuses the selected row (after a keyboard move). */
    focusSelected() {
      tree.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(selected ?? '')}"]`)?.focus();
    },
    announce(text: string) {
      live.textContent = text;
    },
    selected: () => selected,
  };
}

export type Outline = ReturnType<typeof createOutline>;
