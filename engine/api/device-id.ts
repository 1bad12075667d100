// The persistent device id the platform reads on login and register: the SHELL_deviceId cookie (a UUID kept in
// localStorage too, so a cleared cookie gets the same id back), sent in the body as loginDeviceId.
import { local } from '../session/storage.ts';

const KEY = 'SHELL_deviceId';
const YEAR_S = 365 * 24 * 3600;

/** The device id, created on first use. */
export function deviceId(): string {
  const cookie = typeof document === 'undefined' ? '' : (document.cookie.match(/(?:^|;\s*)SHELL_deviceId=([^;]+)/)?.[1] ?? '');
  let id = cookie || local()?.getItem(KEY) || '';
  if (!id) id = crypto.randomUUID();
  local()?.setItem(KEY, id);
  // biome-ignore lint/suspicious/noDocumentCookie: the platform reads SHELL_deviceId as a cookie, and deviceId() is synchronous (the Cookie Store API is not)
  if (typeof document !== 'undefined' && !cookie) document.cookie = `${KEY}=${id}; path=/; max-age=${YEAR_S}; samesite=lax`;
  return id;
}
