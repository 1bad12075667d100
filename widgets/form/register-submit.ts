// The registration submit after the fields passed: the provider's SMS code is confirmed first (its ID
// token replaces the code), then a typed affiliate code is checked, then the sealed register call; success shows
// in_registered_successfully and signs the new member in.
import type { ApiInputs, RegisterSettings } from '../../engine/api/types.gen.ts';
import type { EngineServices } from '../../engine/widget-module.ts';
import { completeLogin } from './after-login.ts';
import { buildBody } from './build-body.ts';
import type { IdentityProvider } from './identity/provider.ts';
import type { RegisterFieldDef } from './register-fields.ts';
import { runCall, showFailure } from './run-call.ts';
import { verifyAffiliate } from './use-affiliate.ts';

/** Everything the submit reads. */
export interface RegistrationInput {
  settings: RegisterSettings;
  fields: readonly RegisterFieldDef[];
  values: Readonly<Record<string, string>>;
  link: { code: string; status: 'none' | 'checking' | 'valid' | 'invalid' };
  domain?: string;
  provider: IdentityProvider | null;
  engine: EngineServices;
  focus: (name: string) => void;
}

/** The sealed body of a registration. */
export function registrationBody(
  input: Pick<RegistrationInput, 'fields' | 'values' | 'link' | 'domain'>,
  host: string,
  method: ApiInputs['register']['registerMethod'],
): ApiInputs['register'] {
  const body = buildBody(input.fields, input.values) as Record<string, unknown>;
  if (input.link.status === 'valid' && !body.affiliateCode) body.affiliateCode = input.link.code;
  if (input.values.countryDialingCode && !body.countryDialingCode) body.countryDialingCode = input.values.countryDialingCode;
  return {
    ...body,
    password: input.values.password ?? '',
    confirmPassword: input.values.confirmPassword ?? '',
    type: 0,
    registerUrl: host,
    registerMethod: method,
    ...(input.domain ? { domain: input.domain } : {}),
  } as ApiInputs['register'];
}

/** Runs the steps; true when the member is registered and signed in (failures are shown, input kept). */
export async function submitRegistration(input: RegistrationInput): Promise<boolean> {
  const { engine, values, provider } = input;
  const { t } = engine;
  const body = registrationBody(input, location.hostname, engine.installMode);
  if (provider && body.mobileNum && body.verificationCode) {
    const confirmed = await runCall(engine, () => provider.confirmSms(body.mobileNum!, body.verificationCode!), t('in_please_wait'));
    if (!confirmed.ok) {
      showFailure(engine, t('verification_code_error'));
      input.focus('verificationCode');
      return false;
    }
    delete body.verificationCode;
    Object.assign(body, { firebaseChannel: 'sms', firebaseIdToken: confirmed.value });
  }
  const typed = values.affiliateCode?.trim();
  if (
    typed &&
    input.fields.some((f) => f.name === 'affiliateCode') &&
    !(await verifyAffiliate(engine, typed, input.domain, () => input.focus('affiliateCode')))
  )
    return false;
  const outcome = await runCall(engine, () => engine.call('register', body), t('in_please_wait'));
  if (!outcome.ok) {
    showFailure(engine, outcome.text);
    return false;
  }
  await completeLogin(engine, outcome.value, { password: body.password });
  engine.notify.show({ text: t('in_registered_successfully'), kind: 'success' });
  return true;
}
