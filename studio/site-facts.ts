// What the preview's switches start from: the platform's live white-label flags (its status call's
// white-label tree, read the way the app reads it: engine/api/site-status.ts) and the languages the
// operator's site config lists. The flags live in status, not in site config.
import { flattenWhitelabel } from '../engine/api/site-status.ts';
import endpoints from '../schema/api/endpoints.json' with { type: 'json' };
import { MERCHANT_CODE } from '../sandbox/data/site.ts';

/** One platform read as the app sends it (the merchant, the call's module id), answering its value or null. */
async function read(name: string): Promise<any> {
  const endpoint = endpoints.endpoints.find((e) => e.name === name) as { path: string; modID?: string };
  const headers: Record<string, string> = { Merchant: MERCHANT_CODE, Language: 'EN' };
  if (endpoint.modID) headers.ModuleId = endpoint.modID;
  try {
    const res = await fetch(endpoint.path, { headers, credentials: 'omit' });
    return res.ok ? ((await res.json())?.value ?? null) : null;
  } catch {
    return null;
  }
}

/** The live flags (every flag the platform's tree names, on or off) and the languages the site offers. */
export async function siteFacts(): Promise<{ flags: Record<string, boolean>; supported: string[] }> {
  const [status, config] = await Promise.all([read('systemStatus'), read('siteConfig')]);
  return {
    flags: flattenWhitelabel(status?.info?.whitelabel),
    supported: Array.isArray(config?.languages?.supported) ? config.languages.supported : [],
  };
}
