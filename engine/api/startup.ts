// Start-up: load site info and location, configure the client, and decide which screen the app opens.
import type { SiteConfig } from './types.gen.ts';
import { call } from './calls.ts';
import { configureClient, context } from './client.ts';
import { MaintenanceError } from './errors/index.ts';
import { fromStatus } from './site-status.ts';
import { hasBootValue } from './boot-data.ts';

/** 0 normal app, 1 maintenance screen, 2 region-restricted screen. */
export type StartupState = 0 | 1 | 2;

/** Loads site config: the platform's status (switches, white-label flags, CDNs, customer service, links) over the
 * operator's own facts from the siteConfig call, which a real platform may not answer (then the defaults stand).
 * Points the client at it (API origin; the merchant and public key when the page's operator settings did not). */
export async function loadSiteConfig(): Promise<SiteConfig> {
  const inPage = { status: hasBootValue('systemStatus', null), profile: hasBootValue('siteConfig', null) };
  // Offline with nothing cached, the app starts with defaults rather than waiting for the network.
  const [status, profile] = await Promise.allSettled([
    call('systemStatus', undefined, { failOffline: true }),
    call('siteConfig', undefined, { failOffline: true }),
  ]);
  // The server rendered the page with the answers it put into it. An answer the page lacks (the platform did not
  // answer the server in time) that the network gives now makes a config the server did not render with.
  asServed = (inPage.status || status.status === 'rejected') && (inPage.profile || profile.status === 'rejected');
  if (status.status === 'rejected' && (profile.status === 'rejected' || status.reason instanceof MaintenanceError)) throw status.reason;
  const own: Partial<SiteConfig> = profile.status === 'fulfilled' ? profile.value : {};
  const config = { ...own, ...(status.status === 'fulfilled' ? fromStatus(status.value) : {}) } as SiteConfig;
  const merchant = context.merchant || config.merchantCode,
    publicKey = context.publicKey || config.encryption?.publicKey;
  configureClient({ baseUrl: config.paths?.api ?? '', ...(merchant ? { merchant } : {}), ...(publicKey ? { publicKey } : {}) });
  return config;
}

let asServed = true;

/**
 * Whether the last loadSiteConfig built the config the server rendered the page with: from the page's own answers,
 * or without an answer the page lacked too. Otherwise a hydrating render would differ from the server's (another
 * currency symbol, other flags), so the page is rendered afresh instead (engine/mount/hydrate.ts).
 */
export const configAsServed = (): boolean => asServed;

/** Maintenance wins (1), then region restriction (2), else the normal app (0). */
export function startupState(config: Pick<SiteConfig, 'maintenance' | 'regionRestriction'>): StartupState {
  if (config.maintenance) return 1;
  return config.regionRestriction ? 2 : 0;
}
