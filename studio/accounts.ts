// Who the preview shows the screen to: the sandbox accounts for each role and member type, and signing
// the preview in as one (the login the app itself sends, through this server, into localStorage).
import { encryptPayload } from '../engine/api/platform-crypto.ts';
import { MERCHANT_CODE } from '../sandbox/data/site.ts';

/** A preview identity; `user` is a sandbox account (password Passw0rd1), 'freeplay' a new trial member. */
export interface Account {
  id: string;
  role: 'visitor' | 'member' | 'trial' | 'agent';
  user?: string;
  type?: number;
  label: string;
}

/** The identities the switches offer, one list. */
export const ACCOUNTS: Account[] = [
  { id: 'visitor', role: 'visitor', label: 'Not signed in' },
  { id: 'player01', role: 'member', user: 'player01', type: 0, label: 'player01 · type 0' },
  { id: 'trial', role: 'trial', user: 'freeplay', type: 4, label: 'free play · type 4' },
  { id: 'agent01', role: 'agent', user: 'agent01', type: 1, label: 'agent01 · type 1' },
  { id: 'agent41', role: 'agent', user: 'agent41', type: 41, label: 'agent41 · type 41' },
];

const PASSWORD = 'Passw0rd1';
/** The session key the app reads (engine/session/store.ts). */
export const SESSION_KEY = 'MC_SESSION_INFO';
// The preview signs in sandbox accounts, so the sandbox's merchant code.
const HEADERS = { Merchant: MERCHANT_CODE, Language: 'EN', Device: 'MOBILE' };

/** The envelope's value, with a token the platform sends beside success (quirk 11) copied in. */
async function envelope(res: Response): Promise<any> {
  const json = await res.json().catch(() => null);
  if (!json?.success) throw new Error(json?.message || json?.errorCode || `HTTP ${res.status}`);
  return typeof json.token === 'string' && json.value && typeof json.value === 'object' && !json.value.token
    ? { ...json.value, token: json.token }
    : (json.value ?? (typeof json.token === 'string' ? { token: json.token } : json.value));
}

/** Signs in as an account and returns the session info the app stores under MC_SESSION_INFO: the token from the
 * login, the account and member type from member info, as the app itself does (engine/api/readers/session.ts). */
export async function signInAs(account: Account): Promise<Record<string, unknown>> {
  let v: any;
  if (account.user === 'freeplay') {
    v = await envelope(
      await fetch('/wps/session/login/freeplay', { method: 'POST', headers: { ...HEADERS, ModuleId: 'FREEPLAY3' }, credentials: 'omit' }),
    );
  } else {
    const config = await envelope(await fetch('/wps/system/siteConfig', { headers: HEADERS, credentials: 'omit' }));
    const p = encryptPayload({ type: 'username', username: account.user, password: PASSWORD, remember: true }, config.encryption.publicKey);
    const headers = { ...HEADERS, ModuleId: 'COMM3', Encryption: p.encryption, 'Content-Type': 'application/json' };
    v = await envelope(
      await fetch('/wps/session/login', { method: 'POST', body: JSON.stringify({ value: p.value }), headers, credentials: 'omit' }),
    );
  }
  const info = await envelope(
    await fetch('/wps/member/info', { headers: { ...HEADERS, ModuleId: 'COMM3', Authorization: v.token }, credentials: 'omit' }),
  );
  return {
    token: v.token,
    merchantCode: v.merchantCode ?? MERCHANT_CODE,
    userName: info.account,
    type: Number(info.type),
    ...(v.firstTimeLogin === undefined ? {} : { firstTimeLogin: v.firstTimeLogin }),
  };
}
