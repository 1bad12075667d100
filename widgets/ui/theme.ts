// White-label theming: copies an operator's brand (site config) into the CSS custom properties of tokens.css.
// An operator re-brands by editing config; no component reads colours from anywhere else.
import { luminance } from './contrast.ts';
import type { MobileTemplate as MobileTemplateDef, SiteConfig } from '../../engine/api/types.gen.ts';

/** An operator's brand as site config gives it (schema/api: siteConfig's brand). */
export type Brand = SiteConfig['brand'];
/** Brand colours from site config; every value is a hex colour. */
export type BrandColors = Brand['colors'];
/** The mobile template part of site config that affects the look. */
export type MobileTemplate = Partial<Pick<MobileTemplateDef, 'app_background' | 'app_desc_font_color'>>;

const COLOR_VARS: Record<keyof BrandColors, string> = {
  brand: '--brand',
  brandContrast: '--brand-contrast',
  bg: '--bg',
  surface: '--surface',
  surface2: '--surface-2',
  text: '--text',
  textMuted: '--text-muted',
  accent: '--accent',
};

const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, (c) => `\\${c === '\n' ? 'a ' : c}`)}")`;
const isImage = (value: string) => /^(https?:|data:|\/|\.)/i.test(value.trim());
const px = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const NUMBER = '[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:%|deg)?';
/** A colour and nothing else: hex (#rgb, #rgba, #rrggbb, #rrggbbaa) or rgb()/rgba()/hsl()/hsla() with plain numbers. */
export const COLOR_PATTERN = new RegExp(
  `^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?)\\(\\s*${NUMBER}(?:\\s*[,\\s/]\\s*${NUMBER}){2,3}\\s*\\))$`,
  'i',
);

/** The value when it is a colour, else null (so `url(...)`, `var(...)` or `;` tricks never reach a style). */
export function cssColor(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 64 && COLOR_PATTERN.test(value.trim()) ? value.trim() : null;
}

/** The custom properties a brand sets (null: the property is removed, so tokens.css's default applies) and its colours. */
function themeProperties(brand: Brand, mobileTemplate?: MobileTemplate) {
  const props: Record<string, string | null> = {};
  const colors = {} as Partial<BrandColors>;
  for (const key of Object.keys(COLOR_VARS) as (keyof BrandColors)[]) {
    const color = cssColor(brand.colors?.[key]);
    if (color) colors[key] = color;
    props[COLOR_VARS[key]] = color;
  }
  props['--radius'] = px(brand.radius);
  props['--logo-url'] = cssUrl(brand.logoUrl);
  const background = mobileTemplate?.app_background?.trim();
  props['--app-bg'] = !background
    ? 'var(--bg)'
    : isImage(background)
      ? `${cssUrl(background)} center / cover no-repeat, var(--bg)`
      : (cssColor(background) ?? 'var(--bg)');
  props['--app-desc-color'] = cssColor(mobileTemplate?.app_desc_font_color) ?? 'var(--text-muted)';
  return { props, colors };
}

const schemeOf = (bg: string) => (luminance(bg) > 0.4 ? 'light' : 'dark');

/** Sets the brand's CSS custom properties on <html>; also colour scheme, app background and theme-color meta. An invalid colour falls back to the default theme's (tokens.css). */
export function applyTheme(brand: Brand, mobileTemplate?: MobileTemplate, root: HTMLElement = document.documentElement): void {
  const { props, colors } = themeProperties(brand, mobileTemplate);
  for (const [name, value] of Object.entries(props))
    if (value === null) root.style.removeProperty(name);
    else root.style.setProperty(name, value);
  const scheme = schemeOf(colors.bg ?? getComputedStyle(root).getPropertyValue('--bg').trim());
  root.dataset.scheme = scheme;
  root.style.colorScheme = scheme;
  if (colors.surface) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.surface);
}

/** tokens.css's --bg, the background when a brand names none (the server has no computed style to read it from). */
const DEFAULT_BG = '#0d111c';

/**
 * What applyTheme sets, as a stylesheet the server puts into a rendered page (so its first paint already has the
 * brand's colours and logo), with the colour scheme for <html data-scheme>. A value that could end the rule or the
 * <style> element is left out (applyTheme sets it once the app starts, through the CSSOM, where it cannot).
 */
export function themeCss(brand: Brand, mobileTemplate?: MobileTemplate): { css: string; scheme: 'light' | 'dark' } {
  const { props, colors } = themeProperties(brand, mobileTemplate);
  const scheme = schemeOf(colors.bg ?? DEFAULT_BG);
  const safe = (value: string) => !/[<>{};]/.test(value.replace(/url\("(?:[^"\\]|\\.)*"\)/g, (u) => (u.includes('<') ? '<' : 'url()')));
  const decls = Object.entries(props)
    .filter((e): e is [string, string] => e[1] !== null && safe(e[1]))
    .map(([name, value]) => `${name}:${value}`);
  return { css: `:root{${[...decls, `color-scheme:${scheme}`].join(';')}}`, scheme };
}

/** A demo wordmark: a coin in the brand colour and the brand's first word. */
const logo = (fill: string, text: string, word: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="132" height="32" viewBox="0 0 132 32"><circle cx="14" cy="16" r="12" fill="${fill}"/><circle cx="14" cy="16" r="6.5" fill="none" stroke="${text}" stroke-opacity=".55" stroke-width="2"/><text x="32" y="21.5" font-family="system-ui,sans-serif" font-size="14" font-weight="800" fill="${text}">${word}</text></svg>`)}`;

/** Demo dark brand (night lobby, gold actions) for the gallery and tests. */
export const darkBrand: Brand = {
  name: 'Nightfall Bet',
  logoUrl: logo('#f5b301', '#f3f5fa', 'NIGHTFALL'),
  colors: {
    brand: '#f5b301',
    brandContrast: '#1a1300',
    bg: '#0d111c',
    surface: '#161d2d',
    surface2: '#212a40',
    text: '#f3f5fa',
    textMuted: '#a9b3c7',
    accent: '#5cb0ff',
  },
  radius: '12px',
};

/** Demo light brand (daylight lobby, emerald actions) for the gallery and tests. */
export const lightBrand: Brand = {
  name: 'Daylight Play',
  logoUrl: logo('#087a50', '#131722', 'DAYLIGHT'),
  colors: {
    brand: '#087a50',
    brandContrast: '#ffffff',
    bg: '#f2f4f8',
    surface: '#ffffff',
    surface2: '#e9edf3',
    text: '#131722',
    textMuted: '#4f5a70',
    accent: '#1d5fd0',
  },
  radius: '16px',
};
