// Customer-service links arrive in site config as the platform sends them: each path DES-encrypted with its own
// key in its last 8 characters (PLATFORM-API.md §6.14); this decrypts them as the platform's client does.
import { decryptServicePath } from './des.ts';
import type { SiteConfig } from './types.gen.ts';

export interface ServiceLink {
  name: string;
  type: string;
  url: string;
}

/** The decrypted customer-service links; entries that fail to decrypt are dropped. */
export function serviceLinks(config: Pick<SiteConfig, 'customerService'>): ServiceLink[] {
  return (config.customerService?.entries ?? []).flatMap((entry) => {
    try {
      return [{ name: entry.name, type: entry.type, url: decryptServicePath(entry.path) }];
    } catch {
      return [];
    }
  });
}
