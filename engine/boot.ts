// Start-up: site config (flags, languages, brand) loads once; the app still starts when it fails.
import { app, type SiteConfigLike } from './state.ts';
import { setSupported } from './i18n.ts';
import { applyTheme } from '../widgets/ui/theme.ts';

/** Loads site config and applies what the shell needs from it. Never throws. */
export async function boot(): Promise<void> {
  try {
    const { loadSiteConfig } = await import('./api/startup.ts');
    const config = (await loadSiteConfig()) as unknown as SiteConfigLike;
    app.siteConfig = config;
    app.flags = { ...(config.flags ?? {}) };
    setSupported(config.languages?.supported ?? ['EN']);
    if (config.brand) applyTheme(config.brand as never, config.mobileTemplate as never);
  } catch (err) {
    console.error('[engine] site config unavailable; starting with defaults', err);
    setSupported(['EN']);
  }
}
