// The engine's shared core: the modules the entry point (main.tsx) reaches, imported for their place in the
// bundle only (none of them runs anything on import). Every lazily loaded widget chunk imports this file too
// (scripts/gen.mjs writes the import), so esbuild puts all of it in ONE chunk shared by the entry and the
// widgets; otherwise it makes one small chunk per distinct set of importers, and the first paint waits on
// dozens of requests. A module main.tsx adds later and forgets here simply stays in the entry chunk.
import 'react';
import 'react-dom/client';
import 'wouter';
import './mount/app.tsx';
import './mount/root.tsx';
import './mount/hydrate.ts';
import './screens/load.ts';
import './screens/format-problem.ts';
import './state.ts';
import './i18n.ts';
import './boot.ts';
import './events.ts';
import './api/client.ts';
import '../widgets/ui/toaster.tsx';
