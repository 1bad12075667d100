// Remembered login credentials (localStorage keys remPass and sass). Reads the legacy front end's format, where the
// password is double base64 with the sass value as suffix, and writes the password AES-GCM encrypted under a
// non-extractable key kept in IndexedDB. Legacy entries are rewritten in the new format when read.
import { fromBase64, toBase64 } from '../api/base64.ts';
import { type KeyStore, ensureKey, idbKeyStore, memoryKeyStore } from './key-store.ts';
import { local } from './storage.ts';

export const REM_PASS_KEY = 'remPass';
export const SASS_KEY = 'sass';

export type LoginMethod = 'username' | 'sms';

export interface Remembered {
  type: LoginMethod;
  username: string;
  password: string;
  countryDialingCode?: string;
}

interface SealedEntry {
  type: LoginMethod;
  username: string;
  countryDialingCode?: string;
  iv: string;
  password: string;
}
interface StoredV2 {
  v: 2;
  entries: Partial<Record<LoginMethod, SealedEntry>>;
}

const defaultKeys = (): KeyStore => (typeof indexedDB === 'undefined' ? memoryKeyStore() : idbKeyStore(REM_PASS_KEY));
let keys: KeyStore | undefined;

/** Swaps the key store (tests). */
export function useKeyStore(store: KeyStore): void {
  keys = store;
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** Decodes the legacy password: double base64 with the sass suffix (before or after the outer encoding). */
export function decodeLegacyPassword(encoded: string, sass: string): string {
  const outer = sass && encoded.endsWith(sass) ? encoded.slice(0, -sass.length) : encoded;
  const once = atob(outer);
  const inner = sass && once.endsWith(sass) ? once.slice(0, -sass.length) : once;
  const plain = fromUtf8.decode(Uint8Array.from(atob(inner), (c) => c.charCodeAt(0)));
  return sass && plain.endsWith(sass) ? plain.slice(0, -sass.length) : plain;
}

function readStore(): { v2: StoredV2 | null; legacy: Remembered | null } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(local()?.getItem(REM_PASS_KEY) ?? 'null');
  } catch {
    return { v2: null, legacy: null };
  }
  if (!parsed || typeof parsed !== 'object') return { v2: null, legacy: null };
  if ((parsed as StoredV2).v === 2) return { v2: parsed as StoredV2, legacy: null };
  const old = parsed as Partial<Remembered>;
  if (typeof old.username !== 'string' || typeof old.password !== 'string') return { v2: null, legacy: null };
  try {
    const password = decodeLegacyPassword(old.password, local()?.getItem(SASS_KEY) ?? '');
    const legacy: Remembered = { type: old.type === 'sms' ? 'sms' : 'username', username: old.username, password };
    return { v2: null, legacy: old.countryDialingCode ? { ...legacy, countryDialingCode: old.countryDialingCode } : legacy };
  } catch {
    return { v2: null, legacy: null };
  }
}

/** The remembered credentials for a login method (any method when omitted), or null. */
export async function readRemembered(type?: LoginMethod): Promise<Remembered | null> {
  const { v2, legacy } = readStore();
  if (legacy) {
    await remember(legacy);
    return !type || legacy.type === type ? legacy : null;
  }
  const entry = v2 && (type ? v2.entries[type] : (v2.entries.username ?? v2.entries.sms));
  if (!entry) return null;
  try {
    const key = await ensureKey((keys ??= defaultKeys()));
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(entry.iv) }, key, fromBase64(entry.password));
    const out: Remembered = { type: entry.type, username: entry.username, password: fromUtf8.decode(plain) };
    return entry.countryDialingCode ? { ...out, countryDialingCode: entry.countryDialingCode } : out;
  } catch {
    return null;
  }
}

/** Stores credentials for their method, the password encrypted; drops the legacy sass value. */
export async function remember(cred: Remembered): Promise<void> {
  const key = await ensureKey((keys ??= defaultKeys()));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8.encode(cred.password)));
  const current = readStore().v2 ?? { v: 2, entries: {} };
  const entry: SealedEntry = { type: cred.type, username: cred.username, iv: toBase64(iv), password: toBase64(sealed) };
  if (cred.countryDialingCode) entry.countryDialingCode = cred.countryDialingCode;
  current.entries[cred.type] = entry;
  local()?.setItem(REM_PASS_KEY, JSON.stringify(current));
  local()?.removeItem(SASS_KEY);
}

/** Forgets one method's credentials, or all. */
export function forgetRemembered(type?: LoginMethod): void {
  const current = readStore().v2;
  if (!type || !current) return local()?.removeItem(REM_PASS_KEY);
  delete current.entries[type];
  local()?.setItem(REM_PASS_KEY, JSON.stringify(current));
}
