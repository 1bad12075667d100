// The app's start (app/main.tsx loads it): the composition root, the only place that wires the engine and the
// widgets together. The engine gets what it needs from widgets/ (toaster, toasts, icon, theme, widget registry) as
// shell parts.
import { shellParts } from './parts.tsx';
import { startApp } from '../engine/mount/main.tsx';

startApp(shellParts);
