// The widget side of the composition root: what the shell takes from widgets/ (toaster, icon, theme) and the
// generated widget registry, wired into the engine's shell parts.
import type { ShellParts } from '../engine/shell-parts.ts';
import { Toaster } from '../widgets/ui/toaster.tsx';
import { toast } from '../widgets/ui/toast-store.ts';
import { Icon } from '../widgets/ui/icons.tsx';
import { Badge } from '../widgets/ui/badge.tsx';
import { registry, validator } from '../generated/registry.ts';

/** The parts the browser and the server render both use. */
export const shellParts: ShellParts = {
  Toaster: () => <Toaster />,
  toast,
  Badge,
  Icon,
  // Site config's brand is checked by its schema; the theme reads the colours it knows and skips the rest. Its code
  // loads on demand: a server-rendered page is painted in the brand already (the server's <style id="theme">).
  applyTheme: (brand, template) => import('../widgets/ui/theme.ts').then((m) => m.applyTheme(brand as never, template as never)),
  registry,
  validator,
};
