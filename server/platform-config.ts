// What the operator configures for their platform, from the environment (docs/platform.md):
// MERCHANT_CODE (sent as Merchant on every call), PLATFORM_PUBLIC_KEY (base64 SPKI or PEM; the RSA key of
// encrypted calls) and PLATFORM_PROFILE (JSON switching the less certain headers, engine/api/platform.ts).
import { type PlatformSettings, profileOf } from '../engine/api/platform.ts';
import { MERCHANT_CODE } from '../sandbox/data/site.ts';

/** The settings pages are served with; the sandbox's merchant code when none is configured. An empty public key
 * makes the client use the one site config gives (the sandbox publishes its own there). */
export function platformSettings(env: NodeJS.ProcessEnv = process.env): PlatformSettings {
  let profile: unknown = {};
  try {
    profile = JSON.parse(env.PLATFORM_PROFILE ?? '{}');
  } catch {
    console.warn('[server] PLATFORM_PROFILE is not JSON; using the default profile');
  }
  return { merchant: env.MERCHANT_CODE ?? MERCHANT_CODE, publicKey: env.PLATFORM_PUBLIC_KEY ?? '', profile: profileOf(profile) };
}
