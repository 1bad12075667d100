// Names a screen file refers to that must exist somewhere else: call names (schema/api/endpoints.json), popup
// ids (a popup widget that owns the id) and event names (refreshOn lists, emit actions). Used by check:screens,
// which reports each unknown name with "did you mean".
import { suggest } from './suggest.ts';
import type { Problem } from './describe.ts';

/** What the names are checked against. */
export interface KnownNames {
  /** Every call name (endpoints.json). */
  calls: readonly string[];
  /** Widget types that own a popup (their schema's `popup` says "x-popup": "owns"), with the default id. */
  popupOwners: ReadonlyMap<string, string | undefined>;
  /** Events the app emits itself, not from screen JSON (engine/events.ts). */
  appEvents: readonly string[];
}

type Use = { file: string; pointer: string; name: string };

/** Every use of a call name, popup id and event name in the files, by kind. */
function collect(files: ReadonlyArray<{ file: string; value: unknown }>, owners: KnownNames['popupOwners']) {
  const uses = { calls: [] as Use[], owned: [] as Use[], opened: [] as Use[], emitted: [] as Use[], listened: [] as Use[] };
  const visit = (file: string, v: unknown, pointer: string, ownerProps: boolean) => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => visit(file, x, `${pointer}/${i}`, false));
      return;
    }
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const owner = typeof o.type === 'string' && owners.has(o.type);
    if (owner) {
      const props = (o.props ?? {}) as Record<string, unknown>;
      const id = typeof props.popup === 'string' ? props.popup : owners.get(o.type as string);
      if (id) uses.owned.push({ file, pointer: `${pointer}/props/popup`, name: id });
    }
    if (o.do === 'emit' && typeof o.event === 'string') uses.emitted.push({ file, pointer: `${pointer}/event`, name: o.event });
    for (const [k, x] of Object.entries(o)) {
      const at = `${pointer}/${k}`;
      if (k === 'call' && typeof x === 'string') uses.calls.push({ file, pointer: at, name: x });
      // A popup widget's own props.popup is its id; every other "popup" opens or closes one.
      else if (k === 'popup' && typeof x === 'string' && !ownerProps) uses.opened.push({ file, pointer: at, name: x });
      else if (k === 'refreshOn' && Array.isArray(x))
        x.forEach((e, i) => {
          if (typeof e === 'string') uses.listened.push({ file, pointer: `${at}/${i}`, name: e });
        });
      visit(file, x, at, owner && k === 'props');
    }
  };
  for (const { file, value } of files) visit(file, value, '', false);
  return uses;
}

/** Unknown call names, popup ids no widget owns, and events nothing sends (or a near-miss of one that is listened to). */
export function nameProblems(files: ReadonlyArray<{ file: string; value: unknown }>, known: KnownNames): Problem[] {
  const uses = collect(files, known.popupOwners);
  const problems: Problem[] = [];
  const report = (u: Use, message: string, expected: string, names: readonly string[]) => {
    const near = suggest(u.name, names);
    problems.push({
      file: u.file,
      pointer: u.pointer,
      message,
      expected,
      found: JSON.stringify(u.name),
      hint: near ? `did you mean "${near}"?` : undefined,
    });
  };
  for (const u of uses.calls) {
    if (!known.calls.includes(u.name)) report(u, `unknown call "${u.name}"`, 'a call name from schema/api/endpoints.json', known.calls);
  }
  const owned = [...new Set(uses.owned.map((u) => u.name))];
  for (const u of uses.opened) {
    if (!owned.includes(u.name))
      report(u, `no popup widget has the id "${u.name}"`, `one of ${owned.map((n) => `"${n}"`).join(', ')}`, owned);
  }
  const sent = [...new Set([...uses.emitted.map((u) => u.name), ...known.appEvents])];
  for (const u of uses.listened) {
    if (!sent.includes(u.name))
      report(u, `no emit action sends the event "${u.name}"`, `one of ${sent.map((n) => `"${n}"`).join(', ')}`, sent);
  }
  // An emitted event may be one a widget listens to in code; only a near-miss of a listened name is reported.
  const listened = [...new Set(uses.listened.map((u) => u.name))];
  for (const u of uses.emitted) {
    if (listened.includes(u.name)) continue;
    const near = suggest(u.name, listened);
    if (near)
      problems.push({
        file: u.file,
        pointer: u.pointer,
        message: `no refreshOn list listens to the event "${u.name}"`,
        found: JSON.stringify(u.name),
        hint: `did you mean "${near}"?`,
      });
  }
  return problems;
}
