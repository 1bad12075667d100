// Start-up: site config (flags, languages, brand, API base and encryption key) and the start-up state
// (maintenance, region restriction). The app still starts when the platform cannot be reached.
import { app } from './state.ts';
import { setSupported } from './i18n.ts';
import { shell } from './shell-parts.ts';
import { loadSiteConfig, startupState } from './api/startup.ts';
import type { SiteConfig } from './api/types.gen.ts';

/** Puts site config where the app reads it (the server render does this too, with the config it fetched). */
export function applySiteConfig(config: SiteConfig): void {
  app.siteConfig = config;
  app.flags = { ...(config.flags ?? {}) };
  app.startup = startupState(config);
  setSupported(config.languages?.supported ?? ['EN']);
}

/** Loads site config and applies what the shell needs from it. Never throws. */
export async function boot(): Promise<void> {
  try {
    const config = await loadSiteConfig();
    applySiteConfig(config);
    if (config.brand) shell.applyTheme(config.brand, config.mobileTemplate);
  } catch (err) {
    console.error('[engine] site config unavailable; starting with defaults', err);
    setSupported(['EN']);
  }
}
