// The identity-provider adapter (SMS through a third-party provider, Facebook and Google login).
// One small interface; the provider in use is chosen by site config `identityProvider.kind` and created by a
// factory registered under that kind (the sandbox's local stand-in is registered by default).
/** Social accounts the login screen offers. */
export type SocialKind = 'facebook' | 'google';

/** What the app needs from an identity provider. */
export interface IdentityProvider {
  /** Sends a verification code by SMS to the number (digits) with its dialing code. */
  sendSms(mobileNum: string, countryDialingCode: string): Promise<void>;
  /** Confirms the code last sent; resolves to the ID token the platform checks (firebaseIdToken). */
  confirmSms(mobileNum: string, code: string): Promise<string>;
  /** Signs in with a social account; resolves to its ID token. */
  social(kind: SocialKind): Promise<string>;
}

/** Site config's provider settings: kind picks the factory, the rest is the factory's. */
export interface ProviderConfig {
  kind: string;
  [key: string]: unknown;
}

type Factory = (config: ProviderConfig) => IdentityProvider;
const factories = new Map<string, Factory>();
let current: { config: unknown; provider: IdentityProvider | null } | null = null;

/** Registers a provider factory (e.g. a Firebase adapter) under a kind. */
export function registerIdentityProvider(kind: string, factory: Factory): void {
  factories.set(kind, factory);
  current = null;
}

/** The provider that sends registration and login SMS codes: site config's, when its settings say `sms: true` (this
 * project's own switch: the platform's status does not say who sends the codes); null when the platform sends them. */
export const smsProvider = (config: unknown): IdentityProvider | null =>
  config && typeof config === 'object' && (config as ProviderConfig).sms === true ? identityProvider(config) : null;

/** The provider site config's identityProvider names, or null when none is configured or initialising it failed. */
export function identityProvider(config: unknown): IdentityProvider | null {
  if (current && current.config === config) return current.provider;
  let provider: IdentityProvider | null = null;
  const settings = config as ProviderConfig | undefined;
  const factory = settings && typeof settings.kind === 'string' ? factories.get(settings.kind) : undefined;
  try {
    provider = factory ? factory(settings!) : null;
  } catch (err) {
    console.error('[identity] provider failed to start', err);
  }
  current = { config, provider };
  return provider;
}
