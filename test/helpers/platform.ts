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

/** Calls `name` and returns its value (the bare JSON of /lgw); throws on a refusal. The entry's envelopeFields
 * that came beside success (free play's token) join the value, as the client reads them. */
export async function platformValue<T = any>(
  base: string,
  name: string,
  input: Record<string, unknown> = {},
  token: string | null = null,
): Promise<T> {
  const res = await platformFetch(base, name, input, token);
  const json = (await res.json()) as Record<string, unknown> & { success?: boolean; value?: T; errorCode?: string };
  const e = entry(name);
  if ((e.path.startsWith('/lgw/') || e.path.startsWith('/lotto/lgw/')) && res.ok) return json as T;
  if (!json.success) throw new Error(`${name} failed: HTTP ${res.status} ${json.errorCode}`);
  const beside = (e.envelopeFields ?? []).filter((k) => json[k] !== undefined);
  return (beside.length ? { ...Object.fromEntries(beside.map((k) => [k, json[k]])), ...(json.value as object) } : json.value) as T;
}

/** Signs in as the app does (PLATFORM-API.md §5): `name`'s token (login or free play), then member info asked with
 * it; resolves the session the app stores (MC_SESSION_INFO) with the sandbox's merchant code unless free play
 * named its own. */
export async function platformSession(base: string, name: 'login' | 'loginFreeplay', input: Record<string, unknown> = {}) {
  const v = await platformValue(base, name, input);
  const member = await platformValue(base, 'memberInfo', {}, String(v.token));
  return {
    token: String(v.token),
    merchantCode: String(v.merchantCode ?? MERCHANT_CODE),
    userName: String(member.account),
    type: Number(member.type),
    ...(name === 'login' && typeof v.firstTimeLogin === 'boolean' ? { firstTimeLogin: v.firstTimeLogin } : {}),
  };
}
