// Start-up: site config (flags, languages, brand, API base and encryption key) and the start-up state
// (maintenance, region restriction). The app still starts when the platform cannot be reached.
import { app } from './state.ts';
import { setSupported, storedLanguage } from './i18n.ts';
import { LANGUAGES } from './languages.ts';
import { shell } from './shell-parts.ts';
import { whenSettled } from './settled.ts';
import { loadSiteConfig, startupState } from './api/startup.ts';
import type { SiteConfig } from './api/types.gen.ts';

/** Puts site config where the app reads it (the server render does this too, with the config it fetched). */
export function applySiteConfig(config: SiteConfig): void {
  app.siteConfig = config;
  app.flags = { ...(config.flags ?? {}) };
  app.startup = startupState(config);
  setSupported(config.languages?.supported ?? ['EN']);
}

/**
 * Applies the brand. A page the server rendered is painted in it already (<style id="theme">, server/ssr.ts): its
 * theme code loads once the first screenful is done, for what the server's stylesheet could not carry. A page
 * without it waits for the theme, so nothing paints in the default colours first. A theme that cannot load leaves
 * the default colours, as a config without a brand does.
 */
async function brand(config: SiteConfig): Promise<void> {
  const apply = () =>
    Promise.resolve()
      .then(() => shell.applyTheme(config.brand!, config.mobileTemplate))
      .catch((err: unknown) => console.error('[engine] brand not applied', err));
  if (globalThis.document?.getElementById('theme')) void whenSettled().then(apply);
  else await apply();
}

/** Loads site config; null when the platform did not give it (the defaults stand). Never throws. */
export async function loadBoot(): Promise<SiteConfig | null> {
  try {
    return await loadSiteConfig();
  } catch (err) {
    console.error('[engine] site config unavailable; starting with defaults', err);
    return null;
  }
}

/**
 * Without site config (late or unavailable), the languages that stand: EN, and the player's own choice, made from
 * a list this site offered and labelled by the app's own catalogues. A Tagalog player then sees Tagalog, and the
 * platform is asked in it, from the first paint, not English until the config comes.
 */
function languagesWithoutConfig(): string[] {
  const stored = storedLanguage()?.toUpperCase();
  return stored && stored !== 'EN' && LANGUAGES.has(stored) ? ['EN', stored] : ['EN'];
}

/** Applies what the shell needs from the loaded site config (or the languages without one). */
export async function applyBoot(config: SiteConfig | null): Promise<void> {
  if (!config) return setSupported(languagesWithoutConfig());
  applySiteConfig(config);
  if (config.brand) await brand(config);
}
