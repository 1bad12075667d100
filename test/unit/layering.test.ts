// The layering rules, checked on every source file's imports (static `import`/`export ... from`, bare `import '…'`
// and dynamic `import('…')`):
// 1. A file in widgets/ reaches the engine only through its door, engine/widget-module.ts (EngineServices,
//    useEngine, the render-data hooks, and the stateless helpers and error classes it lists on purpose), and
//    engine/constants.ts and engine/page-constants.ts (pure data), and the readers of platform answers
//    (engine/api/readers/*.ts: stateless functions from an answer to the app's model, imported where used so a
//    reader home's first paint does not need stays out of its script). Types are free to share: `import type` (or every name marked `type`) from the
//    generated API types (engine/api/types.gen.ts) and the schema types (engine/schema-types.ts) is allowed.
//    Anything else in engine/ is internal: its state (API, session, app state, events, storage, i18n) is reached
//    through the services, so a test stubs one object.
// 2. A file in engine/ never imports widgets/, the composition root app/, or the generated widget registry (which
//    imports every widget): what the shell needs from widgets arrives as shell parts (engine/shell-parts.ts).
// 3. The engine's pure parts (gates, actions, routes, screens, api, session, events, state, i18n, data, links)
//    import no React: not react, react-dom, wouter or valtio's React binding (valtio/vanilla is fine).
// Each violation is reported as file:line with the offending import.
import { suite } from 'uvu';
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
      ].join('\n'),
    ],
    ['engine/mount/bad.tsx', "import { useState } from 'react';\nimport { Icon } from '../../widgets/ui/icons.tsx';"],
    ['engine/loader.ts', "export { registry } from '../generated/registry.ts';"],
    ['engine/gates.ts', "import { useSnapshot } from 'valtio/react';\nimport { proxy } from 'valtio/vanilla';"],
    ['engine/session/bad.ts', "\n\nimport type { ReactNode } from 'react';"],
  ]);
  assert.equal(checkLayering(fixture).map(formatViolation), [
    "widgets/bad.tsx:4: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "widgets/bad.tsx:5: import '../engine/api/types.gen.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "widgets/bad.tsx:6: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "engine/mount/bad.tsx:2: import '../../widgets/ui/icons.tsx' — engine/ does not import widgets/ (shell parts come from app/)",
    "engine/loader.ts:1: import '../generated/registry.ts' — engine/ does not import widgets/ (shell parts come from app/)",
    "engine/gates.ts:1: import 'valtio/react' — the engine's pure parts import no React",
    "engine/session/bad.ts:3: import 'react' — the engine's pure parts import no React",
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
