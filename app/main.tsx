// The browser entry and composition root: the only place that wires the engine and the widgets together.
// The engine gets what it needs from widgets/ (toaster, toasts, icon, theme, widget registry) as shell parts.
import { shellParts } from './parts.tsx';
import { startApp } from '../engine/main.tsx';
import '../widgets/ui/ui.css';
import '../engine/mount/shell.css';

startApp(shellParts);
