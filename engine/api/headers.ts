// The request conventions of the platform (PLATFORM-API.md §2) for one endpoint entry: Merchant exactly once,
// Language upper-case, ModuleId, the raw token as Authorization only when the entry sends one, and the profile's
// less certain headers.
import { toBase64 } from './base64.ts';
import type { PlatformProfile } from './platform.ts';

/** What endpoints.json says about one call. */
export interface Endpoint {
  name: string;
  contract: 'platform' | 'assumed';
  method: string;
  path: string;
  modID?: string;
  token: boolean;
  encrypt: boolean;
  auth: string;
  query?: string;
  body?: string;
  encoding?: string;
  /** The platform's client repeats the token as the `token` query parameter (the favourites list, PLATFORM-API.md
   * §6.12); sent only when the profile's tokenInQuery is on. */
  tokenQuery?: boolean;
  /** Kept for the tab's life (memory and sessionStorage), per user, language and input. */
  cache?: 'session';
  /** Calls within this many milliseconds share one request (the unread badge asked by several widgets). */
  throttleMs?: number;
  /** The query parameter that carries the configured merchant code when the input has none (notices' merchantCode). */
  merchantQuery?: string;
  /** Fields of the envelope beside success that belong to the value (free play's token, PLATFORM-API.md quirk 11). */
  envelopeFields?: string[];
  value: string;
  errorValue?: string;
  sandbox?: boolean;
}

export interface HeaderContext {
  merchant: string;
  language: string;
  /** The session token, or null when signed out. */
  token: string | null;
  profile: PlatformProfile;
  /** Value of Device: MOBILE, or OTHERS in an installed app. */
  device: string;
  userAgent?: string;
}

/** Value of Device: MOBILE in a browser tab (the server's own calls are made for one), OTHERS in an installed app. */
export const deviceValue = (installed: boolean): string => (installed ? 'OTHERS' : 'MOBILE');

/** The platform headers of one call (no body headers). */
export function platformHeaders(endpoint: Endpoint, ctx: HeaderContext): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json, text/plain, */*', Language: ctx.language.toUpperCase() };
  if (ctx.merchant) h.Merchant = ctx.merchant;
  if (endpoint.modID) h.ModuleId = endpoint.modID;
  if (endpoint.token && ctx.token) h.Authorization = ctx.token;
  if (ctx.profile.device) h.Device = ctx.device;
  if (ctx.profile.gatewayVersion) h['X-Gateway-Version'] = ctx.profile.gatewayVersion;
  if (ctx.profile.realUa && ctx.userAgent) h['X-Real-UA'] = toBase64(new TextEncoder().encode(ctx.userAgent));
  return h;
}
