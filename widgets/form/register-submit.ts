// The registration submit after the fields passed: the provider's SMS code is confirmed first (its ID
// token replaces the code), then a typed affiliate code is checked, then the sealed register call (by number:
// /wps/member/register/mobile with the number as username); success shows in_registered_successfully and, with the
// platform's automatic login, signs the new member in.
import type { ApiInputs } from '../../engine/api/types.gen.ts';
import type { EngineServices } from '../../engine/widget-module.ts';
import { registerTokenOf } from '../../engine/api/readers/session.ts';
import { completeLogin, readSignIn } from './after-login.ts';
import { buildBody } from './build-body.ts';
import type { IdentityProvider } from './identity/provider.ts';
import type { RegisterMode } from './register-fields-for.ts';
import type { RegisterFieldDef } from './register-fields.ts';
import { runCall, showFailure } from './run-call.ts';
import { verifyAffiliate } from './use-affiliate.ts';

/** Everything the submit reads. */
export interface RegistrationInput {
  mode: RegisterMode;
  fields: readonly RegisterFieldDef[];
  values: Readonly<Record<string, string>>;
  link: { code: string; status: 'none' | 'checking' | 'valid' | 'invalid' };
  /** The landing URL's ?domain= and ?referralCode=. */
  domain?: string;
  referralCode?: string;
  provider: IdentityProvider | null;
  engine: EngineServices;
  focus: (name: string) => void;
}

/** The sealed body of a registration, as the platform's client completes it (PLATFORM-API.md §5): the form's
 * fields, the link's codes where the form has none, registerUrl and domain (the landing URL's, else this host),
 * login: true (the platform signs the new member in), and by number the number as username. */
export function registrationBody(
  input: Pick<RegistrationInput, 'fields' | 'values' | 'link' | 'domain' | 'referralCode'> & { mode?: RegisterMode },
  host: string,
  method: ApiInputs['register']['registerMethod'],
): ApiInputs['register'] {
  const body = buildBody(input.fields, input.values) as Record<string, unknown>;
  if (input.link.status === 'valid' && !body.affiliateCode) body.affiliateCode = input.link.code;
  if (input.referralCode && !body.referralCode) body.referralCode = input.referralCode;
  if (input.values.countryDialingCode && !body.countryDialingCode) body.countryDialingCode = input.values.countryDialingCode;
  if (input.mode === 'mobileNum' && body.mobileNum) body.username = body.mobileNum;
  const passwords = input.fields.some((f) => f.name === 'password');
  return {
    ...body,
    ...(passwords ? { password: input.values.password ?? '', confirmPassword: input.values.confirmPassword ?? '' } : {}),
    type: 0,
    registerUrl: host,
    registerMethod: method,
    domain: input.domain || host,
    login: true,
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
  // The automatic login (login: true) gives the new member's token; member info then gives the name and type.
  const outcome = await runCall(
    engine,
    async () => {
      const sign = registerTokenOf(await engine.call(input.mode === 'mobileNum' ? 'registerMobile' : 'register', body));
      return sign ? readSignIn(engine, sign) : null;
    },
    t('in_please_wait'),
  );
  if (!outcome.ok) {
    showFailure(engine, outcome.text);
    return false;
  }
  if (outcome.value) await completeLogin(engine, outcome.value, { password: body.password || undefined });
  engine.notify.show({ text: t('in_registered_successfully'), kind: 'success' });
  return true;
}
