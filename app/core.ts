// The app's shared core: the modules the app's start (start.tsx) reaches, imported for their place in the
// bundle only (none of them runs anything on import). Every lazily loaded widget chunk imports this file too
// (scripts/gen.mjs writes the import), so esbuild puts all of it in ONE chunk shared by the start and the
// widgets; otherwise it makes one small chunk per distinct set of importers, and the first paint waits on
// dozens of requests. A module start.tsx adds later and forgets here simply stays in the start's chunk.
// First: React, then a task boundary (see react-first.ts).
import './react-first.ts';
import 'react';
import 'react-dom/client';
import 'wouter';
import '../engine/mount/app.tsx';
import '../engine/mount/root.tsx';
import '../engine/mount/hydrate.ts';
import '../engine/screens/load.ts';
import '../engine/screens/format-problem.ts';
import '../engine/state.ts';
import '../engine/i18n.ts';
import '../engine/boot.ts';
import '../engine/events.ts';
import '../engine/api/client.ts';
import '../engine/shell-parts.ts';
// The shell parts: the toaster, icons and theme, and the registry with home's widgets.
import './parts.tsx';
