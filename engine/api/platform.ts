// What an operator configures for their platform (docs/platform.md): the merchant code sent on every
// call, the RSA public key of encrypted calls and the platform profile that switches the less certain headers.
// The server writes them into each page as <script type="application/json" id="platform"> (server/boot-data.ts).

/** Headers of medium or low confidence in PLATFORM-API.md §2, each switchable without a code change. */
export interface PlatformProfile {
  /** Send `Device` (MOBILE, or OTHERS in an installed app). */
  device: boolean;
  /** Value of `X-Gateway-Version` on every call, or null for none (free play always sends 3). */
  gatewayVersion: string | null;
  /** Send `X-Real-UA` (Base64 of the user agent). */
  realUa: boolean;
  /** Repeat the ciphertext in `X-Digest` on encrypted calls (newer builds). */
  digest: boolean;
  /** Output of the RSA half of the encryption: hex (jsbn style, the likely one) or Base64. */
  rsaOutput: 'hex' | 'base64';
  /** Repeat the token as the `token` query parameter on the calls the table marks `tokenQuery` (the favourites
   * list, PLATFORM-API.md §6.12). Off by default: the header carries the token, and a token in a URL ends up in
   * logs and history; an operator whose platform needs it switches it on. */
  tokenInQuery: boolean;
}

export interface PlatformSettings {
  merchant: string;
  publicKey: string;
  profile: PlatformProfile;
}

export const DEFAULT_PROFILE: PlatformProfile = {
  device: true,
  gatewayVersion: null,
  realUa: false,
  digest: false,
  rsaOutput: 'hex',
  tokenInQuery: false,
};

/** The profile with an operator's partial override applied (unknown keys and wrong types are ignored). */
export function profileOf(partial: unknown): PlatformProfile {
  const p = (partial && typeof partial === 'object' ? partial : {}) as Record<string, unknown>;
  const bool = (k: keyof PlatformProfile) => (typeof p[k] === 'boolean' ? (p[k] as boolean) : (DEFAULT_PROFILE[k] as boolean));
  return {
    device: bool('device'),
    gatewayVersion:
      typeof p.gatewayVersion === 'string' || p.gatewayVersion === null
        ? (p.gatewayVersion as string | null)
        : DEFAULT_PROFILE.gatewayVersion,
    realUa: bool('realUa'),
    digest: bool('digest'),
    rsaOutput: p.rsaOutput === 'base64' ? 'base64' : 'hex',
    tokenInQuery: bool('tokenInQuery'),
  };
}

/** The settings the page was served with; empty ones when there is no block (tests configure the client directly). */
export function pagePlatform(): PlatformSettings {
  const empty = { merchant: '', publicKey: '', profile: DEFAULT_PROFILE };
  if (typeof document === 'undefined') return empty;
  try {
    const raw = JSON.parse(document.getElementById('platform')?.textContent ?? 'null') as Partial<PlatformSettings> | null;
    if (!raw) return empty;
    return { merchant: String(raw.merchant ?? ''), publicKey: String(raw.publicKey ?? ''), profile: profileOf(raw.profile) };
  } catch {
    return empty;
  }
}
