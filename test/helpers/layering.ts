// Reads the imports of source files and checks them against the layering rules (see test/unit/layering.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** One import of a file. */
interface Import {
  spec: string;
  line: number;
  typeOnly: boolean;
}

/** A broken rule: where, what, and why. */
export interface Violation {
  file: string;
  line: number;
  spec: string;
  rule: string;
}

/** The widgets' door to the engine, and the engine's pure data they may import beside it. */
const DOOR = new Set(['engine/widget-module.ts', 'engine/constants.ts', 'engine/page-constants.ts']);
const SHARED_TYPES = new Set(['engine/api/types.gen.ts', 'engine/schema-types.ts']);
/** The readers of platform answers: pure functions from an answer to the app's model, imported where used (a
 * reader home's first paint does not need stays out of its script). */
const READERS = /^engine\/api\/readers\/[\w-]+\.ts$/;
/** The engine's ports to the outside, which describe components: they may name React's types. */
const PORTS = new Set(['engine/widget-module.ts', 'engine/shell-parts.ts']);
/** React, its DOM renderer, the router and valtio's React binding (valtio/vanilla is the store without it). */
const REACT = /^((react|react-dom|wouter)(\/.*)?|valtio(\/react(\/.*)?)?)$/;
const WIDGET_SIDE = /^(widgets\/|app\/|generated\/(registry\.ts|groups\/|widgets\/|validator-map\.ts))/;
const MOUNT = 'engine/mount/';
/** valtio's React binding (useSnapshot and its proxy-compare tracking): state is read with useStore instead. */
const VALTIO_REACT = /^valtio(\/react(\/.*)?)?$/;
/** The mount layer's one import of React itself. */
const REACT_DEPS = 'engine/mount/react-deps.ts';

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Whether an import clause brings in types only: `type { … }`, or braces where every name is marked `type`. */
function isTypeOnly(clause: string): boolean {
  const c = clause.trim();
  if (/^type\s/.test(c)) return true;
  const names = /^\{([\s\S]*)\}$/.exec(c)?.[1];
  if (names === undefined) return false;
  const list = names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return list.length > 0 && list.every((n) => n.startsWith('type '));
}

/** Every import of a source text. */
export function importsOf(text: string): Import[] {
  const found: Import[] = [];
  const fromRe = /^[ \t]*(import|export)\s+([^;'"]*?)\s*from\s*(['"])([^'"\n]+)\3/gm;
  for (const m of text.matchAll(fromRe)) found.push({ spec: m[4]!, line: lineAt(text, m.index!), typeOnly: isTypeOnly(m[2]!) });
  for (const m of text.matchAll(/^[ \t]*import\s*(['"])([^'"\n]+)\1/gm))
    found.push({ spec: m[2]!, line: lineAt(text, m.index!), typeOnly: false });
  for (const m of text.matchAll(/\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g))
    found.push({ spec: m[2]!, line: lineAt(text, m.index!), typeOnly: false });
  return found.sort((a, b) => a.line - b.line);
}

/** The repository path an import names (relative specifiers), or the package name as written. */
function target(file: string, spec: string): string {
  return spec.startsWith('.')
    ? normalize(join(dirname(file), spec))
        .split('\\')
        .join('/')
    : spec;
}

/** Checks a set of files (repository path → source text) against the rules. */
export function checkLayering(files: ReadonlyMap<string, string>): Violation[] {
  const out: Violation[] = [];
  for (const [file, text] of files) {
    for (const imp of importsOf(text)) {
      const to = target(file, imp.spec);
      const add = (rule: string) => out.push({ file, line: imp.line, spec: imp.spec, rule });
      const core = file.startsWith('engine/') && !file.startsWith(MOUNT);
      if (
        file.startsWith('widgets/') &&
        to.startsWith('engine/') &&
        !DOOR.has(to) &&
        !READERS.test(to) &&
        !(imp.typeOnly && SHARED_TYPES.has(to))
      )
        add('a widget reaches the engine only through engine/widget-module.ts');
      if (file.startsWith('engine/') && WIDGET_SIDE.test(to)) add('engine/ does not import widgets/ (shell parts come from app/)');
      if (core && REACT.test(to) && !(imp.typeOnly && PORTS.has(file)))
        add('only engine/mount/ imports React (the ports widget-module.ts and shell-parts.ts name its types)');
      if (file.startsWith(MOUNT) && file !== REACT_DEPS && to === 'react' && !imp.typeOnly)
        add('engine/mount/ imports React through engine/mount/react-deps.ts');
      if (VALTIO_REACT.test(to) && !imp.typeOnly)
        add("valtio's React binding is not imported: read a store with useStore (engine/widget-module.ts)");
      if (core && to.startsWith(MOUNT) && file !== 'engine/widget-module.ts')
        add('engine/ outside mount/ does not import engine/mount/ (widgets reach the hooks through engine/widget-module.ts)');
    }
  }
  return out;
}

/** A violation as a reader wants it: file:line, the import, the rule. */
export const formatViolation = (v: Violation) => `${v.file}:${v.line}: import '${v.spec}' — ${v.rule}`;

/** Every .ts/.tsx/.js/.mjs file under a folder, by repository path. */
export function sources(root: string, dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) sources(root, path, into);
    else if (/\.(tsx?|m?js)$/.test(name) && !name.endsWith('.d.ts')) into.set(path, readFileSync(join(root, path), 'utf8'));
  }
  return into;
}
