// Tests that talk to the sandbox (or any platform) directly: one call by endpoint name, sent with the platform's
// conventions exactly as the client builds them (Merchant, ModuleId, Language, raw Authorization, encryption).
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import { type Endpoint, platformHeaders } from '../../engine/api/headers.ts';
import { DEFAULT_PROFILE } from '../../engine/api/platform.ts';
import { encryptPayload } from '../../engine/api/platform-crypto.ts';
import { MERCHANT_CODE } from '../../sandbox/data/site.ts';

/** The entry of one endpoint name. */
export const entry = (name: string): Endpoint => {
  const e = (endpoints.endpoints as Endpoint[]).find((x) => x.name === name);
  if (!e) throw new Error(`no endpoint ${name}`);
  return e;
};

/** The platform headers a test sends (the sandbox's merchant code unless told otherwise). */
export const headersFor = (name: string, token: string | null = null, merchant = MERCHANT_CODE) =>
  platformHeaders({ ...entry(name), token: true }, { merchant, language: 'EN', token, profile: DEFAULT_PROFILE, device: 'MOBILE' });

/** Calls `name` on `base`; resolves the raw Response. */
export async function platformFetch(
  base: string,
  name: string,
  input: Record<string, unknown> = {},
  token: string | null = null,
): Promise<Response> {
  const e = entry(name);
  const headers = headersFor(name, token);
  const url = new URL(base + e.path);
  let body: string | undefined;
  if (e.encrypt) {
    const config = (await (await fetch(base + entry('siteConfig').path, { headers: headersFor('siteConfig') })).json()) as {
      value: { encryption: { publicKey: string } };
    };
    const p = encryptPayload(input, config.value.encryption.publicKey);
    headers.Encryption = p.encryption;
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ value: p.value });
  } else if (e.encoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
  } else if (e.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  } else for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v));
  return fetch(url, { method: e.method, headers, body });
}

/** Calls `name` and returns its value (the bare JSON of /lgw); throws on a refusal. */
export async function platformValue<T = any>(
  base: string,
  name: string,
  input: Record<string, unknown> = {},
  token: string | null = null,
): Promise<T> {
  const res = await platformFetch(base, name, input, token);
  const json = (await res.json()) as { success?: boolean; value?: T; errorCode?: string };
  if (entry(name).path.startsWith('/lgw/') && res.ok) return json as T;
  if (!json.success) throw new Error(`${name} failed: HTTP ${res.status} ${json.errorCode}`);
  return json.value as T;
}
