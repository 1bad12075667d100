// Customer-service links arrive AES-GCM wrapped in site config (base64 of iv || ciphertext); this unwraps them.
import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8 } from '@noble/ciphers/utils.js';
import { fromBase64 } from './base64.ts';
import type { SiteConfig } from './types.gen.ts';

export interface ServiceLink { name: string; type: string; url: string }

/** The decrypted customer-service links; entries that fail to decrypt are dropped. */
export function serviceLinks(config: Pick<SiteConfig, 'customerService'>): ServiceLink[] {
  const key = fromBase64(config.customerService.key);
  return config.customerService.entries.flatMap((entry) => {
    try {
      const packed = fromBase64(entry.url);
      const url = bytesToUtf8(gcm(key, packed.subarray(0, 12)).decrypt(packed.subarray(12)));
      return [{ name: entry.name, type: entry.type, url }];
    } catch {
      return [];
    }
  });
}
