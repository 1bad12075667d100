// What makes the app installable and keeps its service worker honest:
// - /manifest.webmanifest: the web app manifest, built from the platform's site config (name, colours, icons
//   of the white label), with defaults when the platform cannot be reached;
// - /icons/<name>.png: icons drawn in the brand colours (server/icons.ts), unless the operator lists its own;
// - /sw-control.json: the kill switch the worker and the page read (SW_KILL=1 turns every worker off,
//   SW_REVOKE=<version>,... retires the listed build versions);
// - /sw.js: the build's worker, or the kill-switch worker when SW_KILL=1.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sendCompressed } from './send.ts';
import { ICONS, drawIcon } from './icons.ts';
import { platformGet } from './platform.ts';
import { languageFacts } from '../engine/languages.ts';
import type { SiteConfig } from '../engine/api/types.gen.ts';
import { DEFAULT_LANGUAGE, ROUTES } from '../engine/constants.ts';

/** The kill switch, from the environment. */
export interface SwSwitch {
  kill: boolean;
  revoke: string[];
}
export const swSwitchFromEnv = (env: NodeJS.ProcessEnv): SwSwitch => ({
  kill: env.SW_KILL === '1',
  revoke: (env.SW_REVOKE ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
});

type Brand = SiteConfig['brand'];
/** The parts of site config the manifest and the icons read (schema/api), any of them possibly missing. */
type BrandConfig = {
  brand?: Partial<Omit<Brand, 'colors'>> & { colors?: Partial<Brand['colors']> };
  languages?: Partial<SiteConfig['languages']>;
};

/** Used when the platform does not answer: the default theme of widgets/ui/tokens.css. */
const DEFAULTS = { name: 'Games', brand: '#f5b301', brandContrast: '#1a1300', bg: '#0d111c', surface: '#161d2d' };

export function webManifest(config: BrandConfig | null): Record<string, unknown> {
  const brand = config?.brand;
  const colors = brand?.colors ?? {};
  const name = brand?.name?.trim() || DEFAULTS.name;
  const icons = brand?.icons?.length
    ? brand.icons
    : Object.entries(ICONS)
        .filter(([, i]) => i.purpose)
        .map(([file, i]) => ({
          src: `/icons/${file}`,
          sizes: `${i.size}x${i.size}`,
          type: 'image/png',
          purpose: i.purpose,
        }));
  return {
    id: ROUTES.home,
    name,
    short_name: brand?.shortName?.trim() || (name.length <= 12 ? name : name.slice(0, 12).trim()),
    description: 'Games, sports, lottery and promotions on your phone.',
    // A BCP 47 tag and direction, not the platform's code (TY is Filipino, not Tahitian).
    lang: languageFacts(config?.languages?.default ?? DEFAULT_LANGUAGE).tag,
    dir: languageFacts(config?.languages?.default ?? DEFAULT_LANGUAGE).dir,
    start_url: ROUTES.home,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: colors.bg ?? DEFAULTS.bg,
    theme_color: colors.surface ?? DEFAULTS.surface,
    icons,
  };
}

/** Reads site config from the platform this server fronts (the sandbox or the proxy), kept for 30 s. */
function siteConfigReader(): (req: IncomingMessage) => Promise<BrandConfig | null> {
  let kept: { at: number; value: BrandConfig | null } | null = null;
  return async (req) => {
    if (kept && Date.now() - kept.at < 30_000) return kept.value;
    const value = await platformGet<BrandConfig>(req, 'siteConfig', { signal: AbortSignal.timeout(3000) });
    kept = { at: Date.now(), value };
    return value;
  };
}

/** Handles the install paths; returns false for any other path. */
export function installHandler(distDir: string, sw: SwSwitch) {
  const siteConfig = siteConfigReader();
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (path === '/sw-control.json') {
      res.setHeader('Cache-Control', 'no-store');
      sendCompressed(req, res, 200, 'application/json; charset=utf-8', JSON.stringify({ disabled: sw.kill, revoke: sw.revoke }));
      return true;
    }
    if (path === '/sw.js' && sw.kill) {
      res.setHeader('Cache-Control', 'no-cache');
      sendCompressed(req, res, 200, 'text/javascript; charset=utf-8', readFileSync(join(distDir, 'sw-kill.js')));
      return true;
    }
    if (path === '/manifest.webmanifest') {
      res.setHeader('Cache-Control', 'no-cache');
      sendCompressed(req, res, 200, 'application/manifest+json; charset=utf-8', JSON.stringify(webManifest(await siteConfig(req))));
      return true;
    }
    const name = path.startsWith('/icons/') ? path.slice('/icons/'.length) : '';
    // Own properties only: /icons/constructor must not find Object.prototype.constructor.
    const icon = name && Object.hasOwn(ICONS, name) ? ICONS[name] : undefined;
    if (icon) {
      const colors = (await siteConfig(req))?.brand?.colors;
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(
        drawIcon(
          icon.size,
          { brand: colors?.brand ?? DEFAULTS.brand, brandContrast: colors?.brandContrast ?? DEFAULTS.brandContrast },
          icon.shape,
        ),
      );
      return true;
    }
    return false;
  };
}
