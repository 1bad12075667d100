// The local stand-in identity provider (site config identityProvider.kind "local"): the sandbox plays the provider
// at /__sandbox/idp, so the SMS and social flows (firebaseIdToken) run end to end without a third party.
import { ServerError } from '../../../engine/widget-module.ts';
import { registerIdentityProvider, type IdentityProvider, type ProviderConfig } from './provider.ts';

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { success?: boolean; errorCode?: string; message?: string; value?: T } | null;
  if (!res.ok || !json?.success) throw new ServerError(json?.errorCode ?? 'idp.failed', json?.message ?? null, res.ok ? 200 : res.status);
  return json.value as T;
}

/** A provider talking to the sandbox's stand-in endpoints under config.baseUrl (default /__sandbox/idp). */
export function localProvider(config: ProviderConfig): IdentityProvider {
  const base = typeof config.baseUrl === 'string' ? config.baseUrl : '/__sandbox/idp';
  return {
    sendSms: async (mobileNum, countryDialingCode) => {
      await post(base, '/sms', { mobileNum, countryDialingCode });
    },
    confirmSms: async (mobileNum, code) => (await post<{ idToken: string }>(base, '/verify', { mobileNum, code })).idToken,
    social: async (kind) => (await post<{ idToken: string }>(base, '/social', { kind })).idToken,
  };
}

registerIdentityProvider('local', localProvider);
