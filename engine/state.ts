// App-wide state that is not the session: site config, flags, open popups, device facts, staff problems.
import { proxy } from 'valtio/vanilla';
import type { Problem } from './screens/describe.ts';
import type { SiteConfig } from './api/types.gen.ts';
import { installMode, isInstalled, signals, type InstallMode } from './install/mode.ts';

export const app = proxy({
  siteConfig: null as SiteConfig | null,
  flags: {} as Record<string, boolean>,
  popups: {} as Record<string, boolean>,
  /** Unread counts by name (inbox, agentNotice, ...), read by badges through the state path unread.<name>. */
  unread: {} as Record<string, number>,
  /** How the page runs: native app shell, iOS web clip, installed web app or browser (engine/install/mode.ts). */
  installMode: 'H5' as InstallMode,
  /** Start-up state: 0 normal, 1 maintenance, 2 region restricted. */
  startup: 0 as 0 | 1 | 2,
  /** Problems found in screen files, shown to staff (never to players in production). */
  problems: [] as Problem[],
});

/** Reads how the page runs into `app.installMode`. */
export function detectInstall(win: Window = window): void {
  app.installMode = installMode(signals(win));
}

/** Whether the page runs as an installed app (web clip or PWA): the API reports device OTHERS, the download bar hides. */
export const isStandalone = (mode: InstallMode = app.installMode): boolean => isInstalled(mode);

/** A tall iPhone in the app shell (height 812 or more) gets the taller footer. */
export function isTallIphone(win: Window, standalone: boolean): boolean {
  return standalone && /iPhone/.test(win.navigator.userAgent) && win.screen.height >= 812;
}
