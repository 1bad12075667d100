// The platform's download and social links: from site config when it carries them, else the downloadLinks call.
import type { ApiValues } from '../../engine/api/types.gen.ts';
import type { EngineServices } from '../../engine/widget-module.ts';

export type DownloadLink = ApiValues['downloadLinks'][number];

let pending: Promise<DownloadLink[]> | null = null;

/** The links site config already carries (no request, so the bar renders on the first paint), or null. */
export function configDownloadLinks(siteConfig: EngineServices['siteConfig']): DownloadLink[] | null {
  const fromConfig = siteConfig?.downloadLinks;
  return Array.isArray(fromConfig) ? fromConfig : null;
}

/** Every download link (IOS, Android, MOBILECONFIG, AppDownloadIcon, FACEBOOK, TELEGRAM, ...). */
export function loadDownloadLinks(engine: Pick<EngineServices, 'call' | 'siteConfig'>): Promise<DownloadLink[]> {
  const fromConfig = configDownloadLinks(engine.siteConfig);
  if (fromConfig) return Promise.resolve(fromConfig);
  const load = () =>
    engine.call('downloadLinks').then(
      (v) => (Array.isArray(v) ? v : []),
      (err) => {
        pending = null;
        throw err;
      },
    );
  // Kept for the tab's lifetime in a browser; a server render (no window) asks afresh for each page.
  if (typeof window === 'undefined') return load();
  pending ??= load();
  return pending;
}

/** The url of the first link of a resource type that has one. */
export const linkUrl = (links: readonly DownloadLink[] | undefined, type: string): string | undefined =>
  (links ?? []).find((l) => l?.resourceType === type && typeof l.url === 'string' && l.url.trim())?.url;
