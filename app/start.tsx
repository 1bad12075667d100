// The app's start (app/main.tsx loads it): runs the composition root, app/core.ts, which wires the engine and the
// widgets together (the engine gets the toaster, toasts, icon, theme and widget registry as shell parts).
import { start } from './core.ts';

start();
