// The layering rules, checked on every source file's imports (static `import`/`export ... from`, bare `import '…'`
// and dynamic `import('…')`), each with what keeping it protects:
// 1. A file in widgets/ reaches the engine only through its door, engine/widget-module.ts (EngineServices,
//    useEngine, the render-data hooks, and the stateless helpers and error classes it lists on purpose), and
//    engine/constants.ts and engine/page-constants.ts (pure data), and the readers of platform answers
//    (engine/api/readers/*.ts: stateless functions from an answer to the app's model, imported where used so a
//    reader home's first paint does not need stays out of its script). Types are free to share: `import type` (or
//    every name marked `type`) from the generated API types (engine/api/types.gen.ts) and the schema types
//    (engine/schema-types.ts) is allowed. Protects: a widget test stubs one object (the services), and the engine's
//    internals (API, session, app state, events, storage, i18n) change without touching 57 widgets.
// 2. A file in engine/ never imports widgets/, the composition root app/, or the generated widget registry (which
//    imports every widget): what the shell needs from widgets arrives as shell parts (engine/shell-parts.ts).
//    Protects: the engine runs and is tested without any widget, and home's first script does not carry every
//    widget through one stray import.
// 3. Only engine/mount/ imports React: react, react-dom, wouter and valtio's React binding (valtio/vanilla, the store
//    without it, is fine). The two ports that describe components to the outside, engine/widget-module.ts and
//    engine/shell-parts.ts, may name React's types (`import type`). Protects: the engine's core (routes, gates,
//    actions, screens, API, session, state) is plain TypeScript, tested without a DOM or a renderer, and the
//    server's and the service worker's imports of it bring no React.
// 4. engine/ outside mount/ never imports engine/mount/; widgets reach the mount layer's hooks through their door,
//    engine/widget-module.ts. Protects: the binding depends on the core, never the reverse (valtio's vanilla/react
//    split), so rule 3 cannot be got round through a mount module.
// 5. Within engine/mount/, React itself is imported by engine/mount/react-deps.ts alone (wouter's react-deps.js).
//    Protects home's first script: React is a CommonJS module, and the bundle binds it once per importing module
//    (about 17 bytes each), so one importer instead of thirty keeps the shell's code within home's budget.
// 6. No file imports valtio's React binding ('valtio', 'valtio/react': useSnapshot); stores are read while rendering
//    with useStore (engine/mount/use-store.ts, through engine/widget-module.ts for widgets), a selected value
//    compared by identity. Protects: one way to read state, and proxy-compare's render tracking out of every bundle
//    (valtio's store takes only two of its functions, and esbuild's tree shaking keeps it at that).
// Each violation is reported as file:line with the offending import.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { checkLayering, formatViolation, importsOf, sources } from '../helpers/layering.ts';

/** Violations still to fix, each named (`file: import '…' — rule`); the list may only shrink: an entry fixed fails
 * the test until it is removed. Empty: the tree keeps every rule. */
const REMAINING: readonly string[] = [];

const s = suite('layering');

s('importsOf reads static, re-exported, bare, dynamic and type-only imports with their lines', () => {
  const text = [
    "import { a } from './a.ts';",
    "import type { B } from './b.ts';",
    'import {',
    '  type C,',
    '  type D,',
    "} from './cd.ts';",
    "export { e } from './e.ts';",
    "import './side.css';",
    "const f = () => import('./f.ts');",
    "import { type G, h } from './gh.ts';",
  ].join('\n');
  assert.equal(
    importsOf(text).map((i) => `${i.line}:${i.spec}:${i.typeOnly ? 'type' : 'value'}`),
    ['1:./a.ts:value', '2:./b.ts:type', '3:./cd.ts:type', '7:./e.ts:value', '8:./side.css:value', '9:./f.ts:value', '10:./gh.ts:value'],
  );
});

s('checkLayering reports each kind of violation with file:line', () => {
  const fixture = new Map([
    [
      'widgets/bad.tsx',
      [
        "import { useEngine } from '../engine/widget-module.ts';",
        "import { TOAST_MS } from '../engine/constants.ts';",
        "import type { Game } from '../engine/api/types.gen.ts';",
        "import { api } from '../engine/api/calls.ts';",
        "import { ENDPOINTS } from '../engine/api/types.gen.ts';",
        "const later = () => import('../engine/session/store.ts');",
        "import { useSnapshot } from 'valtio';",
        "import { proxy } from 'valtio/vanilla';",
        "import type { Snapshot } from 'valtio/react';",
      ].join('\n'),
    ],
    ['engine/mount/bad.tsx', "import { useState } from 'react';\nimport { Icon } from '../../widgets/ui/icons.tsx';"],
    ['engine/mount/react-deps.ts', "export { useState } from 'react';"],
    ['engine/mount/typed.ts', "import type { ReactNode } from 'react';\nimport { useMemo } from './react-deps.ts';"],
    ['engine/loader.ts', "export { registry } from '../generated/registry.ts';"],
    ['engine/gates.ts', "import { useSnapshot } from 'valtio/react';\nimport { proxy } from 'valtio/vanilla';"],
    ['engine/session/bad.ts', "\n\nimport type { ReactNode } from 'react';"],
    ['engine/shell-parts.ts', "import type { ComponentType } from 'react';\nimport { lazy } from 'react';"],
    [
      'engine/boot.ts',
      "import { Link } from 'wouter';\nimport { whenSettled } from './mount/settled.ts';\nimport { jsx } from 'react/jsx-runtime';",
    ],
    ['engine/widget-module.ts', "import type { ReactNode } from 'react';\nexport { useEngine } from './mount/use-engine.ts';"],
  ]);
  assert.equal(checkLayering(fixture).map(formatViolation), [
    "widgets/bad.tsx:4: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "widgets/bad.tsx:5: import '../engine/api/types.gen.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "widgets/bad.tsx:6: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "widgets/bad.tsx:7: import 'valtio' — valtio's React binding is not imported: read a store with useStore (engine/widget-module.ts)",
    "engine/mount/bad.tsx:1: import 'react' — engine/mount/ imports React through engine/mount/react-deps.ts",
    "engine/mount/bad.tsx:2: import '../../widgets/ui/icons.tsx' — engine/ does not import widgets/ (shell parts come from app/)",
    "engine/loader.ts:1: import '../generated/registry.ts' — engine/ does not import widgets/ (shell parts come from app/)",
    "engine/gates.ts:1: import 'valtio/react' — only engine/mount/ imports React (the ports widget-module.ts and shell-parts.ts name its types)",
    "engine/gates.ts:1: import 'valtio/react' — valtio's React binding is not imported: read a store with useStore (engine/widget-module.ts)",
    "engine/session/bad.ts:3: import 'react' — only engine/mount/ imports React (the ports widget-module.ts and shell-parts.ts name its types)",
    "engine/shell-parts.ts:2: import 'react' — only engine/mount/ imports React (the ports widget-module.ts and shell-parts.ts name its types)",
    "engine/boot.ts:1: import 'wouter' — only engine/mount/ imports React (the ports widget-module.ts and shell-parts.ts name its types)",
    "engine/boot.ts:2: import './mount/settled.ts' — engine/ outside mount/ does not import engine/mount/ (widgets reach the hooks through engine/widget-module.ts)",
    "engine/boot.ts:3: import 'react/jsx-runtime' — only engine/mount/ imports React (the ports widget-module.ts and shell-parts.ts name its types)",
  ]);
});

s('the tree keeps the layering (except the named remaining violations)', () => {
  const root = process.cwd();
  const files = new Map([...sources(root, 'engine'), ...sources(root, 'widgets'), ...sources(root, 'app')]);
  assert.ok(files.size > 200, `read ${files.size} files`);
  const found = checkLayering(files).map(formatViolation);
  const key = (line: string) => line.replace(/:\d+:/, ':');
  const remaining = new Set(REMAINING);
  const unexpected = found.filter((v) => !remaining.has(key(v)));
  assert.equal(unexpected, [], `layering violations:\n${unexpected.join('\n')}`);
  const fixed = REMAINING.filter((r) => !found.some((v) => key(v) === r));
  assert.equal(fixed, [], `fixed, so remove from REMAINING:\n${fixed.join('\n')}`);
});

s.run();
