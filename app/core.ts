// The app's core and composition root: React first, in a task of its own (react-first.ts), then the engine's start
// with the shell parts, which reach everything the first paint runs. Every module of ours imports this file
// (scripts/build/plugins.mjs oneCore), so esbuild keeps all it reaches in ONE chunk, shared by the start and the
// lazily loaded widgets; otherwise it makes one small chunk per distinct set of importers, and the first paint waits
// on dozens of requests. What start.tsx runs is what the core holds: no list beside it. Nothing here runs on import.
import './react-first.ts';
import { startApp } from '../engine/mount/main.tsx';
import { shellParts } from './parts.tsx';

/** Starts the app with the shell parts (app/start.tsx, once). */
export const start = (): void => startApp(shellParts);
