// The outline's model: a screen file's widget lists (the header's and the page's) as a tree of nodes, each
// with its JSON pointer, its type's name in words, what it shows (its title or label text) and its gate as chips.
import { pointerOf } from './json-edit.ts';

/** One widget in the outline. */
export interface OutlineNode {
  pointer: string;
  /** The pointer of the list it is in, and its place there. */
  list: string;
  index: number;
  type: string;
  name: string;
  /** What it shows, in words (a label's text), if anything. */
  shows: string;
  chips: Chip[];
  children: OutlineNode[];
  /** The pointer of its children list (where a widget may be added inside it). */
  childList?: string;
}
/** A gate condition as a chip: roles, flags (on or off), member types, state, where. */
export interface Chip {
  kind: 'role' | 'flag' | 'type' | 'other';
  text: string;
}
/** A top-level list of widgets: the header's or the page's. */
export interface OutlineList {
  pointer: string;
  label: string;
  nodes: OutlineNode[];
}

/** "record-list" as "Record list". */
export const typeName = (type: string) => (type.charAt(0).toUpperCase() + type.slice(1)).replace(/-/g, ' ');

const ROLE_WORDS: Record<string, string> = { visitor: 'Visitors', member: 'Members', trial: 'Trial', agent: 'Agents' };

/** A gate as chips. */
export function gateChips(gate: any): Chip[] {
  if (!gate || typeof gate !== 'object') return [];
  const chips: Chip[] = [];
  for (const r of Array.isArray(gate.roles) ? gate.roles : []) chips.push({ kind: 'role', text: ROLE_WORDS[r] ?? String(r) });
  for (const f of Array.isArray(gate.flags) ? gate.flags : [])
    chips.push({ kind: 'flag', text: typeof f === 'string' && f.startsWith('!') ? `${f.slice(1)} off` : `${f} on` });
  const mt = gate.memberTypes;
  if (mt?.include) chips.push({ kind: 'type', text: `Types ${mt.include.join(', ')}` });
  if (mt?.exclude) chips.push({ kind: 'type', text: `Not types ${mt.exclude.join(', ')}` });
  for (const t of Array.isArray(gate.truthy) ? gate.truthy : []) chips.push({ kind: 'other', text: `When ${t}` });
  if (typeof gate.standalone === 'boolean') chips.push({ kind: 'other', text: gate.standalone ? 'Installed app' : 'Browser' });
  if (typeof gate.agentMenu === 'string') chips.push({ kind: 'other', text: `Agent menu ${gate.agentMenu}` });
  return chips;
}

/** What a widget shows, from its props: a title, label or text label key as its text. */
function shows(props: any, labels: Record<string, string>): string {
  if (!props || typeof props !== 'object') return '';
  for (const k of ['title', 'label', 'text', 'heading', 'name']) {
    const v = props[k];
    if (typeof v === 'string' && v) return labels[v] ?? v;
  }
  if (Array.isArray(props.items)) return `${props.items.length} item${props.items.length === 1 ? '' : 's'}`;
  return '';
}

function nodesOf(list: unknown, listPointer: string, labels: Record<string, string>): OutlineNode[] {
  if (!Array.isArray(list)) return [];
  return list.map((n, index) => {
    const pointer = `${listPointer}/${index}`;
    const type = typeof n?.type === 'string' ? n.type : '?';
    const childList = Array.isArray(n?.children) ? `${pointer}/children` : undefined;
    return {
      pointer,
      list: listPointer,
      index,
      type,
      name: typeName(type),
      shows: shows(n?.props, labels),
      chips: [...gateChips(n?.gate), ...(n?.defer ? [{ kind: 'other' as const, text: 'Later' }] : [])],
      children: childList ? nodesOf(n.children, childList, labels) : [],
      childList,
    };
  });
}

/** The outline of a screen file's value: the header's widgets (when its header has a place for them) and the page's. */
export function outlineOf(screen: any, labels: Record<string, string>): OutlineList[] {
  if (!screen || typeof screen !== 'object') return [];
  const lists: OutlineList[] = [];
  const header = screen.header;
  if (header && typeof header === 'object' && header.mode !== 'hidden')
    lists.push({ pointer: pointerOf(['header', 'widgets']), label: 'Header', nodes: nodesOf(header.widgets, '/header/widgets', labels) });
  if (Array.isArray(screen.widgets)) lists.push({ pointer: '/widgets', label: 'Page', nodes: nodesOf(screen.widgets, '/widgets', labels) });
  return lists;
}

/** Every node in order (depth first), with its depth. */
export function flatten(lists: OutlineList[]): Array<{ node: OutlineNode; depth: number }> {
  const out: Array<{ node: OutlineNode; depth: number }> = [];
  const walk = (nodes: OutlineNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ node: n, depth });
      walk(n.children, depth + 1);
    }
  };
  for (const l of lists) walk(l.nodes, 1);
  return out;
}
