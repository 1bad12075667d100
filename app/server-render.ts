// The server render's entry (build.mjs builds it for Node): the engine's page renderer with the same shell parts
// as the browser's composition root.
import { provideShell } from '../engine/shell-parts.ts';
import { shellParts } from './parts.tsx';

provideShell(shellParts);

export { renderPage } from '../engine/mount/server-render.tsx';
export type { RenderInput, RenderOutput } from '../engine/mount/server-render.tsx';
export { themeCss } from '../widgets/ui/theme.ts';
